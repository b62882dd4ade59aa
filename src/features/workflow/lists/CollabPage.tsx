/**
 * Collaboration (/pages/index/workFlow): the four workflow lists, each with its count, opening its own page
 * (flowTodo, flowDone, flowCopy, flowLaunch), and 更多流程. Counts are the stored totals, refreshed in the
 * background when online; pull down to refresh them.
 */
import { useCallback, useRef } from 'react';
import { List, Navbar, Page, PageContent } from 'framework7-react';

import { HOME_PATH } from '../../../../contract/appPaths';
import { useActiveDb } from '../../../data';
import { useT } from '../../../i18n';
import { FreshnessLine } from '../../../ui/FreshnessLine';
import { ListLink } from '../../../ui/AppLink';
import { usePullToRefresh } from '../../../ui/picker';
import { toast } from '../../../ui/toast';
import { ALL_APP_PATH, FLOW_LIST_KINDS, LIST_PAGE_PATHS } from './flowListModel';
import { totals, type CachedPages } from './flowListStore';
import { listsStatus, refreshLists } from './flowListSync';
import { useCachedPages, useListsSync } from './useFlowLists';
import { waitingApplications, withWaiting } from './waitingModel';
import { useOutbox } from '../../../sync';
import './flowLists.css';
import { useBack } from '../../../ui/useBack';

/** The oldest of the stored pages: every count is at least this fresh. */
function oldestFetch(pages: CachedPages | undefined): number | null {
  const times = Object.values(pages ?? {}).map((p) => p.fetchedAt);
  return times.length > 0 ? Math.min(...times) : null;
}

export default function CollabPage({ title }: { title: string }) {
  const t = useT();
  const db = useActiveDb();
  const pages = useCachedPages(db, FLOW_LIST_KINDS);
  const sync = useListsSync(db, FLOW_LIST_KINDS);
  const waiting = waitingApplications(useOutbox().rows, pages?.launch?.fetchedAt ?? null).length;
  const counts = withWaiting(totals(pages), waiting);
  const fetchedAt = oldestFetch(pages);
  const contentRef = useRef<{ el: HTMLElement | null }>({ el: null });
  usePullToRefresh(contentRef);
  const refresh = useCallback(
    (done: () => void) => {
      if (!db) return done();
      void refreshLists(db, FLOW_LIST_KINDS)
        .then((ok) => ok || toast(t('wfList.refreshFailed')))
        .finally(done);
    },
    [db, t],
  );
  const back = useBack(HOME_PATH);
  const status = listsStatus(sync.online, Object.values(sync.refresh));
  return (
    <Page name="workflow-collab" pageContent={false}>
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      <PageContent ptr onPtrRefresh={refresh} ref={contentRef}>
        <FreshnessLine testId="wf-asof" fetchedAt={fetchedAt} status={status} />
        <List strong inset dividers>
          {FLOW_LIST_KINDS.map((kind) => (
            <ListLink
              key={kind}
              to={LIST_PAGE_PATHS[kind]}
              title={t(`workflow.${kind}`)}
              after={counts[kind] === undefined ? undefined : String(counts[kind])}
            />
          ))}
          <ListLink to={ALL_APP_PATH} title={t('wfList.more')} />
        </List>
      </PageContent>
    </Page>
  );
}
