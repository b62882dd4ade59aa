/**
 * Issue #3, the sync step against fake-indexeddb: first fill, a no-change refresh (304), one row through
 * the directory's change cursor, a removal, an ETag dataset that changed, and interrupted refreshes that
 * leave the old data and version whole.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATASETS, type DatasetDef } from '../../../workers/sync/datasets';
import { createHttp } from '../../../workers/sync/http';
import { refreshDataset } from '../../../workers/sync/refresh';
import { DATASET_NAMES, type DatasetName } from '../../../workers/types';
import { dropDb, probedDb, referencePuts, type ProbedDb } from './dbProbe';
import { makeUser } from './referenceFixtures';
import { PATHS, ReferenceServer, TOKEN } from './referenceServer';

let server: ReferenceServer;
let probe: ProbedDb;
let clock: number;
const now = () => clock;

const def = (name: DatasetName): DatasetDef => DATASETS.find((d) => d.name === name) as DatasetDef;
const http = () => createHttp({ serverUrl: 'https://hr.example.org', token: TOKEN, fetch: server.fetch });
const refresh = (name: DatasetName, force = false) =>
  refreshDataset(probe.db, http(), def(name), { force, now });
const fillAll = () => Promise.all(DATASETS.map((d) => refresh(d.name)));

beforeEach(() => {
  server = new ReferenceServer(50);
  probe = probedDb();
  clock = 1_000;
});
afterEach(() => dropDb(probe.db));

describe('refreshing a reference dataset', () => {
  it('the dataset table declares every dataset the UI knows by name, once', () => {
    expect(DATASETS.map((d) => d.name)).toEqual([...DATASET_NAMES]);
  });

  it('first fill writes every dataset and records its version and time', async () => {
    const results = await fillAll();
    expect(results.map((r) => r.outcome)).toEqual(DATASETS.map(() => 'replaced'));
    const { db } = probe;
    expect(await db.users.count()).toBe(50);
    expect(await db.dictionaryTypes.count()).toBe(2);
    expect(await db.dictionaries.where('typeCode').equals('leaveType').count()).toBe(3);
    expect(await db.dictionaries.get('k11')).toMatchObject({ typeId: 't-title', parentId: 'k10' });
    expect(await db.organizations.get('w1')).toMatchObject({
      category: 'ward',
      parentId: 'd1',
      managerId: 'u-head',
    });
    expect(await db.departments.count()).toBe(4);
    expect(await db.positions.get('p1')).toMatchObject({ organizeId: 'd1', fullName: '护士' });
    expect(await db.positions.get('p3')).toMatchObject({ organizeId: 'h1' });
    expect(await db.areas.count()).toBe(3);
    expect(await db.punchSites.get('s-main')).toMatchObject({ name: '院本部', radius: 300 });
    expect(await db.syncState.get('punchSites')).toMatchObject({ version: '"punchSites-1"', rows: 2 });
    expect(await db.syncState.get('users')).toMatchObject({
      version: '"users-50"',
      cursor: 'c50',
      fetchedAt: 1_000,
      rows: 50,
    });
    expect(await db.syncState.get('dictionaries')).toMatchObject({ version: '"dictionaries-1"', rows: 7 });
  });

  it('a refresh with nothing changed rewrites no rows and only moves fetchedAt', async () => {
    await fillAll();
    const before = await probe.db.syncState.toArray();
    probe.reset();
    server.requests.length = 0;
    clock = 2_000;

    const results = await fillAll();
    expect(results.map((r) => r.outcome)).toEqual(DATASETS.map(() => 'unchanged'));
    expect(server.requests.map((r) => r.status)).toEqual(DATASETS.map(() => 304));
    expect(server.requests.reduce((sum, r) => sum + r.bytes, 0)).toBe(0);
    expect(referencePuts(probe.log)).toBe(0);
    expect(probe.log.clears).toEqual({});
    for (const row of before) {
      expect(await probe.db.syncState.get(row.dataset)).toEqual({ ...row, fetchedAt: 2_000 });
    }
  });

  it('one colleague changing department moves one row through the cursor', async () => {
    await fillAll();
    server.putUser(makeUser(7, { organizeId: 'd2', organizeName: '外科' }));
    probe.reset();
    clock = 3_000;

    expect((await refresh('users')).outcome).toBe('changed');
    const request = server.requests.at(-1);
    expect(request?.query).toEqual({ since: 'c50' });
    expect(request?.headers['if-none-match']).toBe('"users-50"');
    expect(probe.log.puts.users).toBe(1);
    expect(probe.log.clears).toEqual({});
    expect(await probe.db.users.get('u7')).toMatchObject({ organizeId: 'd2', organizeName: '外科' });
    expect(await probe.db.users.get('u8')).toMatchObject({ organizeId: server.user('u8').organizeId });
    expect(await probe.db.syncState.get('users')).toMatchObject({
      cursor: 'c51',
      changedAt: 3_000,
      rows: 50,
    });
  });

  it('a colleague who leaves the directory is removed locally', async () => {
    await fillAll();
    server.removeUser('u3');
    probe.reset();

    expect((await refresh('users')).outcome).toBe('changed');
    expect(await probe.db.users.get('u3')).toBeUndefined();
    expect(await probe.db.users.count()).toBe(49);
    expect(probe.log.deletes.users).toBe(1);
    expect(referencePuts(probe.log)).toBe(0);
    expect(await probe.db.syncState.get('users')).toMatchObject({ cursor: 'c51', rows: 49 });
  });

  it('a cursor the server no longer knows brings the whole directory', async () => {
    await fillAll();
    await probe.db.syncState.update('users', { cursor: 'c999', version: null });
    await probe.db.users.put(makeUser(999));

    expect((await refresh('users')).outcome).toBe('replaced');
    expect(await probe.db.users.get('u999')).toBeUndefined();
    expect(await probe.db.users.count()).toBe(50);
  });

  it('an ETag dataset that changed is replaced whole, stale rows gone', async () => {
    await fillAll();
    server.change('dictionaries', (list) => {
      const leave = list[0];
      if (leave)
        leave.dictionaryList = [{ id: 'k4', parentId: null, enCode: '4', fullName: '婚假', sortCode: 4 }];
    });
    clock = 4_000;

    expect((await refresh('dictionaries')).outcome).toBe('replaced');
    const leave = await probe.db.dictionaries.where('typeCode').equals('leaveType').toArray();
    expect(leave.map((k) => k.fullName)).toEqual(['婚假']);
    expect(await probe.db.dictionaries.get('k11')).toBeDefined();
    expect(await probe.db.syncState.get('dictionaries')).toMatchObject({
      version: '"dictionaries-2"',
      changedAt: 4_000,
    });
  });

  it('force ignores the stored version and fetches everything', async () => {
    await fillAll();
    expect((await refresh('areas', true)).outcome).toBe('replaced');
    expect(server.requests.at(-1)?.headers['if-none-match']).toBeUndefined();
  });
});

describe('an interrupted refresh leaves the old data whole', () => {
  async function snapshot() {
    const { db } = probe;
    return { users: await db.users.toArray(), state: await db.syncState.toArray() };
  }

  it('when the body breaks off halfway', async () => {
    await fillAll();
    const before = await snapshot();
    server.putUser(makeUser(9, { realName: '改名' }));
    server.fail(PATHS.users, 'body');

    await expect(refresh('users')).rejects.toMatchObject({ kind: 'network' });
    await expect(refresh('users', true)).rejects.toMatchObject({ kind: 'network' });
    expect(await snapshot()).toEqual(before);
  });

  it('when a write throws in the middle of the transaction', async () => {
    server = new ReferenceServer(2_500);
    await fillAll();
    const before = await snapshot();
    server.putUser(makeUser(1, { realName: '新名字' }));
    probe.failPut('users', 2);

    await expect(refresh('users', true)).rejects.toThrow(/injected failure/);
    expect(probe.log.clears.users).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
    expect(await probe.db.users.count()).toBe(2_500);
  });

  it('when the answer does not fit the contract', async () => {
    await fillAll();
    const before = await snapshot();
    server.putUser({ ...makeUser(5), realName: 5 } as unknown as ReturnType<typeof makeUser>);

    await expect(refresh('users')).rejects.toMatchObject({ kind: 'invalid' });
    expect(await snapshot()).toEqual(before);
  });
});
