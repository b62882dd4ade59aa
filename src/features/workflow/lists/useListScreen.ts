/**
 * Everything a list screen needs for the list it shows: the stored pages of its lists (counts), the list
 * itself (stored page, later pages, or a search), the to-dos marked 待同步, and pull-to-refresh.
 */
import { useCallback, useMemo } from 'react';
import type { FetchStatus, UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { pendingTaskIds } from './flowOutboxModel';
import type { FlowListKind } from './flowListModel';
import type { CachedPages } from './flowListStore';
import { listsStatus, refreshLists, type RefreshState } from './flowListSync';
import {
  useCachedPages,
  useFlowOutbox,
  useListsSync,
  useRefreshLaunchOnDelivery,
  useRefreshOnDelivery,
} from './useFlowLists';
import { useFlowListView, type FlowListView } from './useFlowListView';
import { useOutbox } from '../../../sync';
import { waitingApplications, type WaitingApplication } from './waitingModel';

export interface ListScreen {
  pages: CachedPages | undefined;
  view: FlowListView;
  pending: ReadonlySet<string>;
  refreshState: RefreshState | undefined;
  /** Where the shown list stands (FreshnessLine). */
  status: FetchStatus;
  /** Applications still on the phone (待发送 / 提交失败), at the head of 我发起的 and in its count. */
  waiting: readonly WaitingApplication[];
  /** Pull-to-refresh: the stored pages of every list on screen, or the search from its first page. */
  refresh: (done: () => void) => void;
}

const NONE: ReadonlySet<string> = new Set();

export function useListScreen(
  db: UserDb | null,
  kinds: readonly FlowListKind[],
  kind: FlowListKind,
  keyword: string,
): ListScreen {
  const t = useT();
  const pages = useCachedPages(db, kinds);
  const sync = useListsSync(db, kinds);
  const rows = useFlowOutbox(db);
  const outboxRows = useOutbox().rows;
  const launchFetchedAt = pages?.launch?.fetchedAt ?? null;
  const waiting = useMemo(
    () => waitingApplications(outboxRows, launchFetchedAt),
    [outboxRows, launchFetchedAt],
  );
  useRefreshOnDelivery(db, rows, pages);
  useRefreshLaunchOnDelivery(db, kinds.includes('launch') ? waiting : []);
  const stored = pages === undefined ? undefined : (pages[kind] ?? null);
  const refreshState = sync.refresh[kind];
  const view = useFlowListView({ kind, keyword, stored, refresh: refreshState, online: sync.online });
  const pending = useMemo(
    () => (kind === 'todo' ? pendingTaskIds(rows, view.fetchedAt) : NONE),
    [kind, rows, view.fetchedAt],
  );
  const { searching, restart } = view;
  const refresh = useCallback(
    (done: () => void) => {
      if (searching || !db) {
        restart();
        done();
        return;
      }
      void refreshLists(db, kinds)
        .then((ok) => ok || toast(t('wfList.refreshFailed')))
        .finally(done);
    },
    [searching, restart, db, kinds, t],
  );
  const status = listsStatus(sync.online, [refreshState]);
  return { pages, view, pending, refreshState, status, waiting, refresh };
}
