/**
 * 打卡 writes one punch: the PunchRow, its photo Blob and the outbox row that delivers it commit together
 * (or not at all), each punch on its own stream, with the contract's body — and a double press is one punch.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { PUNCH_PATH, punchBody } from '../../../contract';
import { createUserDb, type UserDb } from '../../../core/store/db';
import {
  PUNCH_KIND,
  punchStream,
  PunchRejected,
  REPEAT_WINDOW_MS,
  punchNow,
  type PunchInput,
} from '../../../src/features/punch/punchNow';
import { FAR_NORTH, NEAR_MAIN, SITES } from './fixtures';

let db: UserDb;
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

async function openDb(name: string) {
  db = createUserDb(`punch-${name}`);
  await db.open();
}

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};

const NOW = 1_700_000_000_000;
const photo = {
  name: 'site.jpg',
  type: 'image/jpeg',
  blob: new Blob(['jpeg bytes'], { type: 'image/jpeg' }),
};
const input = (over: Partial<PunchInput> = {}): PunchInput => ({
  userId: 'u-nurse',
  position: NEAR_MAIN,
  sites: SITES,
  remark: '  病区巡查  ',
  photo,
  serverOffsetMs: 1_500,
  ...over,
});

describe('taking a punch', () => {
  it('writes the punch, its photo and the outbox row together, linked to each other', async () => {
    await openDb('together');
    const { punch, created } = await punchNow(db, input(), { now: NOW, newId: ids() });
    expect(created).toBe(true);
    const [row] = await db.outbox.toArray();
    const [file] = await db.files.toArray();
    expect(await db.outbox.count()).toBe(1);
    expect(row).toMatchObject({
      userId: 'u-nurse',
      kind: PUNCH_KIND,
      stream: punchStream(punch.id),
      method: 'POST',
      url: PUNCH_PATH,
      state: 'queued',
      fileIds: [file?.id],
      serverOffsetMs: 1_500,
      createdAt: NOW,
    });
    expect(file).toMatchObject({ name: 'site.jpg', type: 'image/jpeg', uploadedUrl: null, createdAt: NOW });
    expect(await db.punches.get(punch.id)).toEqual(punch);
    expect(punch).toMatchObject({ outboxId: row?.id, photoFileId: file?.id, userId: 'u-nurse' });
  });

  it('sends the contract’s body: the device time, the offset known then, the fix, the trimmed remark, no photo URL yet', async () => {
    await openDb('body');
    await punchNow(db, input(), { now: NOW, newId: ids() });
    const [row] = await db.outbox.toArray();
    expect(row?.body).toEqual({
      punchedAt: NOW,
      serverOffsetMs: 1_500,
      latitude: NEAR_MAIN.latitude,
      longitude: NEAR_MAIN.longitude,
      accuracy: NEAR_MAIN.accuracy,
      remark: '病区巡查',
      photoUrl: null,
    });
    expect(punchBody.safeParse(row?.body).success).toBe(true);
  });

  it('keeps what the device computed: the nearest site, its distance, inside or not', async () => {
    await openDb('site');
    const newId = ids();
    const near = await punchNow(db, input(), { now: NOW, newId });
    expect(near.punch).toMatchObject({
      siteId: 's-main',
      siteName: '院本部',
      inside: true,
      remark: '病区巡查',
    });
    const far = await punchNow(db, input({ position: FAR_NORTH }), { now: NOW + 60_000, newId });
    expect(far.punch).toMatchObject({ siteId: 's-main', inside: false });
    expect(far.punch.distanceM).toBeGreaterThan(1_000);
  });

  it('without sites, photo or a known offset: still a punch, judged by the server', async () => {
    await openDb('bare');
    const { punch } = await punchNow(db, input({ sites: [], photo: null, serverOffsetMs: null }), {
      now: NOW,
      newId: ids(),
    });
    const [row] = await db.outbox.toArray();
    expect(punch).toMatchObject({
      siteId: null,
      siteName: null,
      distanceM: null,
      inside: false,
      photoFileId: null,
    });
    expect(row).toMatchObject({ fileIds: [], serverOffsetMs: 0 });
    expect(row?.body).toMatchObject({ serverOffsetMs: null, photoUrl: null });
    expect(await db.files.count()).toBe(0);
  });

  it('a write that fails leaves nothing behind: no punch, no outbox row', async () => {
    await openDb('atomic');
    // The photo's id is taken already, so storing the Blob fails inside the transaction.
    await db.files.put({ ...photo, id: 'id-1', uploadedUrl: null, createdAt: 0 });
    await expect(punchNow(db, input(), { now: NOW, newId: ids() })).rejects.toThrow();
    expect(await db.punches.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.files.count()).toBe(1);
  });

  it('refuses what the contract refuses, and writes nothing', async () => {
    await openDb('rejected');
    const vague = punchNow(db, input({ position: { ...NEAR_MAIN, accuracy: 150_000 } }), { now: NOW });
    await expect(vague).rejects.toBeInstanceOf(PunchRejected);
    await expect(vague).rejects.toMatchObject({ field: 'accuracy' });
    const long = punchNow(db, input({ remark: '巡'.repeat(201) }), { now: NOW });
    await expect(long).rejects.toMatchObject({ field: 'remark' });
    expect(await db.punches.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a double press', () => {
  it('two presses at once write one punch, and both get it', async () => {
    await openDb('double');
    const newId = ids();
    const [a, b] = await Promise.all([
      punchNow(db, input(), { now: NOW, newId }),
      punchNow(db, input(), { now: NOW + 150, newId }),
    ]);
    expect(a.created).toBe(true);
    expect(b).toEqual({ punch: a.punch, created: false });
    expect(await db.punches.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.files.count()).toBe(1);
  });

  it('a second press just after the first was stored is the same punch', async () => {
    await openDb('repeat');
    const first = await punchNow(db, input(), { now: NOW, newId: ids() });
    const again = await punchNow(db, input(), { now: NOW + REPEAT_WINDOW_MS - 1, newId: ids() });
    expect(again).toEqual({ punch: first.punch, created: false });
    expect(await db.punches.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.files.count()).toBe(1);
  });

  it('a press after the repeat window is a new punch, on a stream of its own (never held up by the first)', async () => {
    await openDb('second');
    const newId = ids();
    const first = await punchNow(db, input(), { now: NOW, newId });
    const later = await punchNow(db, input({ photo: null }), { now: NOW + REPEAT_WINDOW_MS, newId });
    expect(later.created).toBe(true);
    const rows = await db.outbox.orderBy('createdAt').toArray();
    expect(rows.map((r) => [r.id, r.stream])).toEqual([
      [first.punch.outboxId, punchStream(first.punch.id)],
      [later.punch.outboxId, punchStream(later.punch.id)],
    ]);
    expect(await db.punches.count()).toBe(2);
  });
});
