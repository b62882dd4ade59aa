/**
 * One list as its screen shows it: without a keyword, the stored first page (live from Dexie, offline
 * too) followed by the pages fetched as the person scrolls; with one, the search's pages from the server
 * (never stored). Says what the body and the foot show, and how to go on or start again.
 */
import { useCallback, useMemo, useState } from 'react';
import type { FlowListItem } from '../../../../contract';
import type { FlowListKind } from './flowListModel';
import type { CachedPage } from './flowListStore';
import { footState, listPhase, shownRows, type FootState, type ListPhase } from './flowListState';
import type { RefreshState } from './flowListSync';
import { usePager } from './usePager';

export interface FlowListView {
  kind: FlowListKind;
  searching: boolean;
  phase: ListPhase;
  foot: FootState;
  items: FlowListItem[];
  /** The server's total; null before a search's first page. */
  total: number | null;
  /** When the rows shown were asked for: the stored page's time, or the search's. */
  fetchedAt: number | null;
  loadMore: () => void;
  /** Starts a search over from its first page (pull-to-refresh while searching). */
  restart: () => void;
}

export interface ListInputs {
  kind: FlowListKind;
  keyword: string;
  /** undefined while read, null when this device has none. */
  stored: CachedPage | null | undefined;
  refresh: RefreshState | undefined;
  online: boolean;
}

export function useFlowListView({ kind, keyword, stored, refresh, online }: ListInputs): FlowListView {
  const searching = keyword.trim() !== '';
  const first = searching ? 1 : 2;
  const [restarts, setRestarts] = useState(0);
  // Later pages continue the stored page they were asked after: a refreshed first page starts them over.
  const base = searching ? `q:${keyword.trim()}:${restarts}` : `p:${stored?.fetchedAt ?? 0}`;
  const pager = usePager(kind, keyword, `${kind}|${base}`, first);
  const { state } = pager;
  const shown = useMemo(() => shownRows(searching, stored, state), [searching, stored, state]);
  const phase = listPhase({ searching, stored, refreshFailed: refresh === 'failed', online, pager: state });
  const foot = footState({ phase, searching, online, stored, pager: state, first });
  const restart = useCallback(() => setRestarts((n) => n + 1), []);
  return {
    kind,
    searching,
    phase,
    foot,
    ...shown,
    loadMore: pager.load,
    restart,
  };
}
