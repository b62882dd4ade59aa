/**
 * The people a next node's approver may be chosen from (`POST FlowBefore/CandidateUser/{taskId}`), online:
 * searched by name (debounced, spec §9 500 ms) and read a page at a time (加载更多).
 */
import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { CANDIDATE_PATHS, candidateUserData } from '../../../../contract';
import { request } from '../../../api/http';

export type CandidateUser = z.infer<typeof candidateUserData>['list'][number];
type CandidatePage = z.infer<typeof candidateUserData>;

export const CANDIDATE_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 500;

interface Loaded {
  /** The search the items belong to. */
  key: string;
  items: CandidateUser[];
  total: number;
  page: number;
  error: string | null;
}

export interface CandidateUsers {
  /** undefined while the first page of this search loads. */
  items: CandidateUser[] | undefined;
  error: string | null;
  hasMore: boolean;
  loadMore: () => void;
}

const fetchPage = (taskId: string, nodeId: string, keyword: string, page: number) =>
  request(CANDIDATE_PATHS.users(taskId), {
    method: 'POST',
    json: {
      nodeCode: nodeId,
      keyword: keyword || undefined,
      currentPage: page,
      pageSize: CANDIDATE_PAGE_SIZE,
    },
    schema: candidateUserData,
  });

/** A page added to what this search has shown (page 1 starts afresh). */
function withPage(prev: Loaded | null, key: string, page: number, data: CandidatePage): Loaded {
  const before = prev?.key === key && page > 1 ? prev.items : [];
  return { key, items: [...before, ...data.list], total: data.pagination.total, page, error: null };
}

function withError(prev: Loaded | null, key: string, page: number, e: unknown): Loaded {
  const message = e instanceof Error ? e.message : '';
  return prev?.key === key ? { ...prev, error: message } : { key, items: [], total: 0, page, error: message };
}

function viewOf(loaded: Loaded | null, page: number): Omit<CandidateUsers, 'loadMore'> {
  if (!loaded) return { items: undefined, error: null, hasMore: false };
  const hasMore = loaded.error === null && loaded.page === page && loaded.items.length < loaded.total;
  return { items: loaded.items, error: loaded.error, hasMore };
}

export function useCandidateUsers(
  taskId: string,
  nodeId: string,
  keyword: string,
  online: boolean,
): CandidateUsers {
  const [query, setQuery] = useState(keyword);
  // The page belongs to its search: a new keyword starts again at page 1.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(keyword.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  const key = `${taskId}|${nodeId}|${query}`;
  const page = paging.key === key ? paging.page : 1;
  useEffect(() => {
    if (!online || !nodeId) return;
    let live = true;
    fetchPage(taskId, nodeId, query, page).then(
      (data) => live && setLoaded((prev) => withPage(prev, key, page, data)),
      (e: unknown) => live && setLoaded((prev) => withError(prev, key, page, e)),
    );
    return () => {
      live = false;
    };
  }, [taskId, nodeId, query, page, online, key]);
  return {
    ...viewOf(loaded?.key === key ? loaded : null, page),
    loadMore: () => setPaging({ key, page: page + 1 }),
  };
}
