/** The 我的草稿 row of the Business Application and Me tabs, with how many open drafts there are. */
import { useState } from 'react';
import { ListItem } from 'framework7-react';
import { useT } from '../../i18n';
import { DraftsSheet } from './DraftsSheet';
import { useMyDrafts } from './useMyDrafts';

export function DraftsEntry() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const count = useMyDrafts()?.length ?? 0;
  // The sheet is a sibling, not a child: React events bubble out of portals to their React parents.
  return (
    <>
      <ListItem
        link="#"
        preventRouter
        title={t('drafts.title')}
        after={count ? String(count) : undefined}
        onClick={() => setOpen(true)}
      />
      <DraftsSheet opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
// Framework7's List puts a child inside its <ul> only when the child's name contains `f7-list-item`.
DraftsEntry.displayName = 'f7-list-item-drafts';
