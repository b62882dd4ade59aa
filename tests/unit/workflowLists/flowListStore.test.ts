/**
 * The lists' local copy: the first page of each list (no keyword) is stored with its total and time, and
 * read back offline; searches and later pages are never stored; an older answer never replaces a newer one.
 * 更多流程 is stored in kv. Flow actions are read from the outbox without their bodies.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUserDb, enqueueWrite, type UserDb } from '../../../src/data';
import { readEngines, writeEngines, ENGINES_KEY } from '../../../src/features/workflow/lists/flowEngineStore';
import {
  cacheFirstPage,
  readCachedPage,
  readCachedPages,
  readFlowOutbox,
  totals,
} from '../../../src/features/workflow/lists/flowListStore';
import { engine, listItem, page } from './fixtures';

let db: UserDb;
beforeEach(async () => {
  db = createUserDb(`wf-lists-${Math.random().toString(36).slice(2)}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const first = { currentPage: 1, keyword: '' };

describe('the stored first page', () => {
  it('page 1 without a keyword is stored under the list and read back with its total and time', async () => {
    expect(await cacheFirstPage(db, 'todo', first, page([listItem(1), listItem(2)], 42), 1_000)).toBe(true);
    const stored = await readCachedPage(db, 'todo');
    expect(stored).toEqual({ items: [listItem(1), listItem(2)], total: 42, fetchedAt: 1_000 });
    expect((await db.flowLists.get('todo'))?.key).toBe('todo');
  });

  it('a keyword search is never stored', async () => {
    const asked = { currentPage: 1, keyword: '请假' };
    expect(await cacheFirstPage(db, 'todo', asked, page([listItem(1)]), 1_000)).toBe(false);
    expect(await db.flowLists.count()).toBe(0);
  });

  it('a later page is never stored', async () => {
    await cacheFirstPage(db, 'done', first, page([listItem(1)], 40), 1_000);
    const asked = { currentPage: 2, keyword: '' };
    expect(await cacheFirstPage(db, 'done', asked, page([listItem(21)], 40, 2), 2_000)).toBe(false);
    expect((await readCachedPage(db, 'done'))?.items.map((i) => i.id)).toEqual(['op-1']);
  });

  it('an answer asked for earlier does not replace a newer one', async () => {
    await cacheFirstPage(db, 'copy', first, page([listItem(2)]), 2_000);
    expect(await cacheFirstPage(db, 'copy', first, page([listItem(1)]), 1_000)).toBe(false);
    expect((await readCachedPage(db, 'copy'))?.fetchedAt).toBe(2_000);
  });

  it('each list is its own row; a list never fetched reads as none', async () => {
    await cacheFirstPage(db, 'todo', first, page([listItem(1)], 7), 1_000);
    await cacheFirstPage(db, 'launch', first, page([listItem(2)], 3), 1_000);
    const pages = await readCachedPages(db, ['todo', 'done', 'copy', 'launch']);
    expect(Object.keys(pages).sort()).toEqual(['launch', 'todo']);
    expect(totals(pages)).toEqual({ todo: 7, launch: 3 });
    expect(await readCachedPage(db, 'done')).toBeNull();
  });

  it('rows an older app stored in another shape are left out, not crashed on', async () => {
    await db.flowLists.put({ key: 'todo', rows: [listItem(1), { id: 'broken' }], fetchedAt: 5 });
    const stored = await readCachedPage(db, 'todo');
    expect(stored?.items.map((i) => i.id)).toEqual(['op-1']);
    expect(stored?.total).toBe(1);
  });
});

describe('更多流程 stored in kv', () => {
  it('is written and read back, and a value of another shape reads as none', async () => {
    expect(await readEngines(db)).toBeNull();
    await writeEngines(db, [engine('leaveApply', '假勤管理', 1)], 3_000);
    expect(await readEngines(db)).toEqual({ list: [engine('leaveApply', '假勤管理', 1)], fetchedAt: 3_000 });
    await db.kv.put({ key: ENGINES_KEY, value: { list: 'nope' } });
    expect(await readEngines(db)).toBeNull();
  });
});

describe('flow actions in the outbox', () => {
  it('lists the rows of flow streams only, without their bodies', async () => {
    const base = { userId: 'u1', method: 'POST' as const, url: '/x', body: { handleOpinion: '同意' } };
    await enqueueWrite(db, { ...base, kind: 'flowAudit', stream: 'flow:t1' });
    await enqueueWrite(db, { ...base, kind: 'leaveApply', stream: 'form:d1' });
    const rows = await readFlowOutbox(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'flowAudit', stream: 'flow:t1', state: 'queued' });
    expect(rows[0]).not.toHaveProperty('body');
  });
});
