/**
 * Refreshing the lists' stored first pages from the server, outside React — the to-do list through the
 * worker, which keeps it — one request per list at a time (a second ask joins the first), and a signal per
 * list saying whether a refresh runs or failed, which the screens read to tell "loading" from "offline" and
 * "failed". The stored page then shows through Dexie.
 * The same for 更多流程's list of flows.
 */
import { signal } from '@preact/signals-react';
import type { FetchStatus, UserDb } from '../../../data';
import { writeEngines } from './flowEngineStore';
import { fetchFlowEngines, fetchFlowPage } from './flowListApi';
import type { FlowListKind } from './flowListModel';
import { cacheFirstPage, FIRST_PAGE } from '../../../../core/store/flowLists';
import { refreshTodo } from '../../../sync';

export type RefreshState = 'loading' | 'failed';

/** Where lists shown together stand, as FreshnessLine says it: offline, updating, failed or fresh. */
export function listsStatus(online: boolean, states: readonly (RefreshState | undefined)[]): FetchStatus {
  if (!online) return 'offline';
  if (states.includes('loading')) return 'loading';
  return states.includes('failed') ? 'failed' : 'fresh';
}

/** Lists being refreshed or whose last refresh failed; a list not named is idle. */
export const listRefresh = signal<Partial<Record<FlowListKind, RefreshState>>>({});

const running = new Map<string, Promise<boolean>>();

function setState(kind: FlowListKind, state: RefreshState | null): void {
  const { [kind]: _old, ...rest } = listRefresh.peek();
  listRefresh.value = state ? { ...rest, [kind]: state } : rest;
}

/** The list fetched and stored here; the to-do list is the worker's to keep (workers/sync/todoSync.ts). */
async function fetchHere(db: UserDb, kind: FlowListKind, fresh: boolean): Promise<boolean> {
  if (kind === 'todo') return refreshTodo(fresh);
  const askedAt = Date.now();
  try {
    await cacheFirstPage(db, kind, FIRST_PAGE, await fetchFlowPage(kind, FIRST_PAGE), askedAt);
    return true;
  } catch {
    return false;
  }
}

async function fetchAndStore(db: UserDb, kind: FlowListKind, fresh: boolean): Promise<boolean> {
  setState(kind, 'loading');
  const stored = await fetchHere(db, kind, fresh);
  setState(kind, stored ? null : 'failed');
  return stored;
}

/**
 * Fetches page 1 of a list and stores it; resolves false (never rejects) when it could not. A refresh
 * already running is joined, unless `fresh`: an answer asked for before an approval was delivered must not
 * count as the list after it.
 */
export function refreshList(db: UserDb, kind: FlowListKind, fresh = false): Promise<boolean> {
  const key = `${db.name}|${kind}`;
  const existing = running.get(key);
  if (existing && !fresh) return existing;
  const run: Promise<boolean> = fetchAndStore(db, kind, fresh).finally(() => {
    if (running.get(key) === run) running.delete(key);
  });
  running.set(key, run);
  return run;
}

/** Refreshes several lists at once; true when all of them were refreshed. */
export async function refreshLists(
  db: UserDb,
  kinds: readonly FlowListKind[],
  fresh = false,
): Promise<boolean> {
  const results = await Promise.all(kinds.map((kind) => refreshList(db, kind, fresh)));
  return results.every(Boolean);
}

/** Fetches the flows this person may start and stores them; rejects with the ApiError when it could not. */
export async function refreshEngines(db: UserDb): Promise<void> {
  const askedAt = Date.now();
  await writeEngines(db, await fetchFlowEngines(), askedAt);
}
