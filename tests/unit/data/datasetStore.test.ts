/**
 * Reference dataset writes (issue #3): a full replace and a delta are each one transaction with their
 * syncState row — all of it lands, or none of it.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyDatasetDelta,
  createUserDb,
  datasetStates,
  replaceDataset,
  touchDataset,
  type AreaRow,
  type UserDb,
} from '../../../src/data';

const area = (id: string, fullName = id): AreaRow => ({ id, parentId: null, fullName, level: 1, isLeaf: true });
const v1 = { dataset: 'areas', version: '"a1"', cursor: null };

let db: UserDb;
beforeEach(async () => {
  db = createUserDb(`store-${Math.random().toString(36).slice(2)}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

describe('reference dataset writes', () => {
  it('a replace leaves exactly the given rows and records version, time and count', async () => {
    await db.areas.bulkPut([area('old1'), area('old2')]);
    await replaceDataset(db, { areas: [area('a'), area('b'), area('c')] }, v1, 100, 2);
    expect((await db.areas.toArray()).map((a) => a.id)).toEqual(['a', 'b', 'c']);
    expect(await db.syncState.get('areas')).toEqual({ ...v1, fetchedAt: 100, changedAt: 100, rows: 3 });
  });

  it('a replace with an empty list empties the table', async () => {
    await db.areas.bulkPut([area('old1')]);
    await replaceDataset(db, { areas: [] }, v1, 100);
    expect(await db.areas.count()).toBe(0);
  });

  it('a replace that fails in a later chunk keeps every old row and the old version', async () => {
    await replaceDataset(db, { areas: [area('x'), area('y')] }, v1, 100);
    const bad = [area('a'), area('b'), { ...area('c'), id: undefined } as unknown as AreaRow];
    const v2 = { ...v1, version: '"a2"' };
    await expect(replaceDataset(db, { areas: bad }, v2, 200, 2)).rejects.toThrow();
    expect((await db.areas.toArray()).map((a) => a.id)).toEqual(['x', 'y']);
    expect(await db.syncState.get('areas')).toMatchObject({ version: '"a1"', fetchedAt: 100 });
  });

  it('a delta puts changed rows, deletes removed ids and counts what is left', async () => {
    await replaceDataset(db, { areas: [area('a'), area('b'), area('c')] }, v1, 100);
    await applyDatasetDelta(db, { areas: [area('b', 'B')] }, { areas: ['c'] }, { ...v1, version: '"a2"' }, 200);
    expect(await db.areas.toArray()).toEqual([area('a'), area('b', 'B')]);
    expect(await db.syncState.get('areas')).toMatchObject({ version: '"a2"', changedAt: 200, rows: 2 });
  });

  it('a touch moves only fetchedAt, and says so when nothing is stored', async () => {
    await replaceDataset(db, { areas: [area('a')] }, v1, 100);
    expect(await touchDataset(db, 'areas', 300)).toBe(true);
    expect(await touchDataset(db, 'users', 300)).toBe(false);
    expect(await datasetStates(db)).toEqual([{ ...v1, fetchedAt: 300, changedAt: 100, rows: 1 }]);
  });
});
