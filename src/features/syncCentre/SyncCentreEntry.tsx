/** The 同步中心 row of the Me tab, with how many writes wait to be sent and how many failed. */
import { useState } from 'react';
import { ListItem } from 'framework7-react';
import { useT } from '../../i18n';
import { useOutbox } from '../../sync';
import { SyncCentreSheet } from './SyncCentreSheet';

export function SyncCentreEntry() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { queued, sending, failed } = useOutbox();
  const waiting = queued + sending;
  const after = [
    waiting ? t('sync.waiting', { count: waiting }) : '',
    failed ? t('sync.failedCount', { count: failed }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <ListItem
        link="#"
        preventRouter
        title={t('sync.title')}
        after={after || undefined}
        className={failed ? 'sync-entry-failed' : undefined}
        onClick={() => setOpen(true)}
      />
      <SyncCentreSheet opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
// Framework7's List puts a child inside its <ul> only when the child's name contains `f7-list-item`.
SyncCentreEntry.displayName = 'f7-list-item-sync-centre';
