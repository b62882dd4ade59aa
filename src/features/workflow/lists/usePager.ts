/**
 * The pages a list shows beyond the stored one: pages 2… of the list, or every page of a search. A new key
 * (list, keyword, stored page, restart) starts a new sequence; answers for an old one are dropped.
 */
import { useCallback, useMemo, useReducer } from 'react';
import { fetchFlowPage } from './flowListApi';
import type { FlowListKind } from './flowListModel';
import { freshPager, pagerReducer, type PagerState } from './flowListState';

export interface Pager {
  state: PagerState;
  /** Asks for the next page (a no-op while one is on its way or when there is no more). */
  load: () => void;
}

export function usePager(kind: FlowListKind, keyword: string, key: string, first: number): Pager {
  const [stored, dispatch] = useReducer(pagerReducer, key, (k) => freshPager(k, first));
  const state = useMemo(() => (stored.key === key ? stored : freshPager(key, first)), [stored, key, first]);
  const load = useCallback(() => {
    if (state.status === 'loading' || state.done) return;
    const page = state.next;
    dispatch({ type: 'start', key, first });
    const askedAt = Date.now();
    fetchFlowPage(kind, { currentPage: page, keyword }).then(
      (data) => dispatch({ type: 'page', key, page, data, askedAt }),
      () => dispatch({ type: 'fail', key }),
    );
  }, [state, key, first, kind, keyword]);
  return { state, load };
}
