/** 打卡记录 reads my punches newest first, each with the state of the outbox row that delivers it. */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserDb, type UserDb } from '../../../core/store/db';
import { replaceDataset } from '../../../core/store/datasetStore';
import { punchNow } from '../../../src/features/punch/punchNow';
import { readMyPunches, readPunchSites, SITES_DATASET } from '../../../src/features/punch/punchReads';
import { NEAR_MAIN, SITES, takenPunch } from './fixtures';

let db: UserDb;
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const NOW = 1_700_000_000_000;
const press = (now: number, remark = '') =>
  punchNow(
    db,
    { userId: 'u-nurse', position: NEAR_MAIN, sites: SITES, remark, photo: null, serverOffsetMs: 0 },
    { now },
  );

describe('reading the punch history', () => {
  it('lists my punches newest first with their outbox state; a pruned row reads as missing', async () => {
    db = createUserDb('punch-history');
    await db.open();
    const first = await press(NOW, '早');
    const second = await press(NOW + 3_600_000, '晚');
    await db.outbox.update(first.punch.outboxId, { state: 'failed', lastError: '参数错误' });
    await db.punches.put(takenPunch({ id: 'old', punchedAt: NOW - 86_400_000, outboxId: 'pruned' }));
    await db.punches.put(takenPunch({ id: 'theirs', userId: 'u-other', punchedAt: NOW + 1 }));

    const entries = await readMyPunches(db, 'u-nurse');
    expect(entries.map((e) => e.punch.id)).toEqual([second.punch.id, first.punch.id, 'old']);
    expect(entries.map((e) => e.outbox)).toEqual([
      { state: 'queued', lastError: null, notBefore: 0 },
      { state: 'failed', lastError: '参数错误', notBefore: 0 },
      undefined,
    ]);
    expect(await readMyPunches(db, 'u-nurse', 1)).toHaveLength(1);
  });

  it('reads the synced sites and when they were fetched; never fetched reads as null', async () => {
    db = createUserDb('punch-sites');
    await db.open();
    expect(await readPunchSites(db)).toEqual({ sites: [], fetchedAt: null });
    await replaceDataset(db, { punchSites: SITES }, { dataset: SITES_DATASET, version: '"v1"' }, 5_000);
    const read = await readPunchSites(db);
    expect(read.fetchedAt).toBe(5_000);
    expect(read.sites).toEqual(expect.arrayContaining(SITES));
    expect(read.sites).toHaveLength(SITES.length);
  });
});
