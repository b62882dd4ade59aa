/**
 * Where a list screen stands, as pure functions: the pages fetched beyond the stored one (a reducer), what
 * the body shows (loading, the rows, offline with nothing stored, failed, a search needing the network),
 * and what its foot shows (more to load, loading, failed, offline, or the end).
 */
import type { FlowListData, FlowListItem } from '../../../../contract';
import { appendPage, PAGE_SIZE } from './flowListModel';

export type PagerStatus = 'idle' | 'loading' | 'failed';

export interface PagerState {
  /** The sequence: list, keyword, the stored page it continues, the times it was restarted. */
  key: string;
  items: FlowListItem[];
  /** The page to ask for next. */
  next: number;
  total: number | null;
  /** The server has no more rows. */
  done: boolean;
  status: PagerStatus;
  /** When the sequence's first page was asked for. */
  loadedAt: number | null;
}

export type PagerAction =
  | { type: 'start'; key: string; first: number }
  | { type: 'page'; key: string; page: number; data: FlowListData; askedAt: number }
  | { type: 'fail'; key: string };

export const freshPager = (key: string, first: number): PagerState => ({
  key,
  items: [],
  next: first,
  total: null,
  done: false,
  status: 'idle',
  loadedAt: null,
});

function pageArrived(state: PagerState, { page, data, askedAt }: Extract<PagerAction, { type: 'page' }>) {
  const { list, pagination } = data;
  return {
    ...state,
    items: appendPage(state.items, list),
    next: page + 1,
    total: pagination.total,
    // An empty page ends it too: a total the rows never reach must not ask forever.
    done: list.length === 0 || page * PAGE_SIZE >= pagination.total,
    status: 'idle' as const,
    loadedAt: state.loadedAt ?? askedAt,
  };
}

/** Late answers (another key, or a page already taken) are dropped. */
export function pagerReducer(state: PagerState, action: PagerAction): PagerState {
  switch (action.type) {
    case 'start': {
      const base = state.key === action.key ? state : freshPager(action.key, action.first);
      return { ...base, status: 'loading' };
    }
    case 'page':
      return state.key === action.key && state.next === action.page ? pageArrived(state, action) : state;
    case 'fail':
      return state.key === action.key ? { ...state, status: 'failed' } : state;
  }
}

export type ListPhase = 'loading' | 'ready' | 'neverOffline' | 'failed' | 'searchOffline';

export interface PhaseFacts {
  searching: boolean;
  /** The stored first page: undefined while read, null when none. */
  stored: { items: readonly unknown[] } | null | undefined;
  refreshFailed: boolean;
  online: boolean;
  pager: Pick<PagerState, 'items' | 'status' | 'done'>;
}

function searchPhase({ online, pager }: PhaseFacts): ListPhase {
  if (pager.items.length > 0 || pager.done) return 'ready';
  if (!online) return 'searchOffline';
  return pager.status === 'failed' ? 'failed' : 'loading';
}

export function listPhase(facts: PhaseFacts): ListPhase {
  if (facts.searching) return searchPhase(facts);
  const { stored, refreshFailed, online } = facts;
  if (stored) return 'ready';
  if (stored === undefined) return 'loading';
  if (refreshFailed) return 'failed';
  return online ? 'loading' : 'neverOffline';
}

/** auto: the foot asks for the next page when it comes into view. */
export type FootState = 'none' | 'end' | 'auto' | 'loading' | 'failed' | 'offline';

export interface FootFacts {
  phase: ListPhase;
  searching: boolean;
  online: boolean;
  stored: { items: readonly unknown[]; total: number } | null | undefined;
  pager: Pick<PagerState, 'items' | 'status' | 'done' | 'next'>;
  first: number;
}

function hasMore({ searching, stored, pager, first }: FootFacts): boolean {
  if (searching || pager.next > first) return !pager.done;
  return stored ? stored.items.length < stored.total : false;
}

export function footState(facts: FootFacts): FootState {
  const { phase, searching, online, pager } = facts;
  // A search's first page is asked for by the same foot, under the loading body.
  if (searching && phase === 'loading') return pager.status === 'idle' && online ? 'auto' : 'none';
  if (phase !== 'ready') return 'none';
  if (!hasMore(facts)) return 'end';
  if (pager.status !== 'idle') return pager.status;
  return online ? 'auto' : 'offline';
}

export interface Shown {
  items: FlowListItem[];
  total: number | null;
  fetchedAt: number | null;
}

/** The rows shown: a search's pages, or the stored page followed by the later pages (listed once each). */
export function shownRows(
  searching: boolean,
  stored: { items: FlowListItem[]; total: number; fetchedAt: number } | null | undefined,
  pager: Pick<PagerState, 'items' | 'total' | 'loadedAt'>,
): Shown {
  if (searching) return { items: pager.items, total: pager.total, fetchedAt: pager.loadedAt };
  return {
    items: appendPage(stored?.items ?? [], pager.items),
    total: pager.total ?? stored?.total ?? null,
    fetchedAt: stored?.fetchedAt ?? null,
  };
}
