/**
 * Refreshing a list online: page 1 (20 rows, no keyword) is fetched from the list's own path and stored;
 * a refresh already running is joined; a failure is reported as failed and keeps what was stored.
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
    await Promise.all([refreshList(db, 'todo'), refreshList(db, 'todo')]);
    expect(fetch).toHaveBeenCalledTimes(1);
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
