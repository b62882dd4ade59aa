/**
 * Refreshing a list online: page 1 (20 rows, no keyword) is fetched from the list's own path and stored —
 * the to-do list by the worker, which keeps it; a refresh already running is joined; a failure is reported
 * as failed and keeps what was stored.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserDb, type UserDb } from '../../../src/data';
import { readCachedPage } from '../../../src/features/workflow/lists/flowListStore';
import { listRefresh, refreshList } from '../../../src/features/workflow/lists/flowListSync';
import { listItem, page } from './fixtures';

let db: UserDb;
beforeEach(async () => {
  db = createUserDb(`wf-sync-${Math.random().toString(36).slice(2)}`);
  await db.open();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await Dexie.delete(db.name);
});

const answer = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { status: 200 });

describe('refreshing a list', () => {
  it('asks for page 1 of 20 without a keyword and stores it with its total', async () => {
    const fetch = vi.fn(async () => answer(page([listItem(1), listItem(2)], 31)));
    vi.stubGlobal('fetch', fetch);
    expect(await refreshList(db, 'done')).toBe(true);
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(url.pathname).toBe('/api/workflow/Engine/FlowBefore/List/2');
    expect(Object.fromEntries(url.searchParams)).toEqual({ currentPage: '1', pageSize: '20' });
    expect((await readCachedPage(db, 'done'))?.total).toBe(31);
    expect(listRefresh.value.done).toBeUndefined();
  });

  it('a second ask while one runs joins it: one request', async () => {
    const fetch = vi.fn(async () => answer(page([listItem(1)])));
    vi.stubGlobal('fetch', fetch);
    await Promise.all([refreshList(db, 'copy'), refreshList(db, 'copy')]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('the to-do list is the worker’s to fetch: the screen makes no request of its own for it', async () => {
    const fetch = vi.fn(async () => answer(page([listItem(1)])));
    vi.stubGlobal('fetch', fetch);
    // No worker runs here, so the ask cannot be made: it fails, and nothing was fetched on this thread.
    expect(await refreshList(db, 'todo')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a failure says failed and keeps the stored page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(page([listItem(1)], 5))),
    );
    await refreshList(db, 'launch');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(await refreshList(db, 'launch')).toBe(false);
    expect(listRefresh.value.launch).toBe('failed');
    expect((await readCachedPage(db, 'launch'))?.total).toBe(5);
  });
});
