/**
 * The workflow lists' local copy (issue #5): the first page of each list, without a keyword, in Dexie
 * `flowLists` (key `todo`, `done`, `copy`, `launch`) so the tab opens offline at once; searches and later
 * pages are never stored. Also the flow actions in the outbox, for the 待同步 marks.
 */
import { z } from 'zod/mini';
import { flowListItem, type FlowListData, type FlowListItem } from '../../../../contract';
import type { UserDb } from '../../../data';
import { FLOW_STREAM_PREFIX, type FlowOutboxRow } from './flowOutboxModel';
import type { FlowListKind } from './flowListModel';

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

/** Every flow action row in the outbox (stream `flow:<taskId>`), without bodies. */
export async function readFlowOutbox(db: UserDb): Promise<FlowOutboxRow[]> {
  const rows = await db.outbox.where('stream').startsWith(FLOW_STREAM_PREFIX).toArray();
  return rows.map(({ id, kind, stream, state, lastError, doneAt }) => ({
    id,
    kind,
    stream,
    state,
    lastError,
    doneAt,
  }));
}

/** Each stored list's total: the counts the tabs and the Collaboration page show. */
export function totals(pages: CachedPages | undefined): Partial<Record<FlowListKind, number>> {
  const out: Partial<Record<FlowListKind, number>> = {};
  for (const [kind, page] of Object.entries(pages ?? {}) as [FlowListKind, CachedPage][])
    out[kind] = page.total;
  return out;
}
