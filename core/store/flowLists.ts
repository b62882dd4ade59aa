/**
 * The workflow lists' local copy (issues #5, #29): the first page of each list, without a keyword, in Dexie
 * `flowLists` (key `todo`, `done`, `copy`, `launch`), so the tab opens offline at once and the tab bar counts
 * the to-dos. The worker keeps the to-do list (the one the server pushes news of, workers/sync/todoSync.ts);
 * the screens keep the other three. Searches and later pages are never stored.
 */
import { z } from 'zod/mini';
import {
  FLOW_CATEGORY,
  FLOW_LAUNCH_PATH,
  flowListItem,
  flowListPath,
  type FlowListData,
  type FlowListItem,
} from '../../contract';
import type { UserDb } from './db';

export const FLOW_LIST_KINDS = ['todo', 'done', 'copy', 'launch'] as const;
export type FlowListKind = (typeof FLOW_LIST_KINDS)[number];

/** Rows per page (issue #5); the next page is asked for when the end of the list is reached. */
export const FLOW_PAGE_SIZE = 20;

/** `GET FlowBefore/List/{1|2|3}` for the approver's lists, `GET FlowLaunch` for my initiated. */
export function flowListKindPath(kind: FlowListKind): string {
  return kind === 'launch' ? FLOW_LAUNCH_PATH : flowListPath(FLOW_CATEGORY[kind]);
}

export interface CachedPage {
  items: FlowListItem[];
  /** The list's total on the server when the page was fetched. */
  total: number;
  fetchedAt: number;
}

export type CachedPages = Partial<Record<FlowListKind, CachedPage>>;

/** The page a request asked for: only page 1 without a keyword is stored. */
export interface PageAsked {
  currentPage: number;
  keyword: string;
}

export const FIRST_PAGE: PageAsked = { currentPage: 1, keyword: '' };

export const isCacheable = (asked: PageAsked): boolean =>
  asked.currentPage === 1 && asked.keyword.trim() === '';

/** Rows stored by an older version of the app may not fit today's contract: they are left out. */
function validItems(rows: readonly unknown[]): FlowListItem[] {
  return rows.flatMap((row) => {
    const parsed = z.safeParse(flowListItem, row);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function readCachedPage(db: UserDb, kind: FlowListKind): Promise<CachedPage | null> {
  const row = await db.flowLists.get(kind);
  if (!row) return null;
  const items = validItems(row.rows);
  return { items, total: row.total ?? items.length, fetchedAt: row.fetchedAt };
}

export async function readCachedPages(db: UserDb, kinds: readonly FlowListKind[]): Promise<CachedPages> {
  const pages = await Promise.all(kinds.map((kind) => readCachedPage(db, kind)));
  const out: CachedPages = {};
  kinds.forEach((kind, i) => {
    const page = pages[i];
    if (page) out[kind] = page;
  });
  return out;
}

/**
 * Stores the first page of a list as asked at `askedAt` (when the request left, so an answer that raced a
 * delivered approval is not taken for newer than it). False when not stored: a search, a later page, or a
 * newer copy already there.
 */
export async function cacheFirstPage(
  db: UserDb,
  kind: FlowListKind,
  asked: PageAsked,
  data: FlowListData,
  askedAt: number,
): Promise<boolean> {
  if (!isCacheable(asked)) return false;
  return db.transaction('rw', db.flowLists, async () => {
    const stored = await db.flowLists.get(kind);
    if (stored && stored.fetchedAt > askedAt) return false;
    await db.flowLists.put({ key: kind, rows: data.list, total: data.pagination.total, fetchedAt: askedAt });
    return true;
  });
}
