/** ARCHITECTURE §4: an outbox row and its local effect commit together, or not at all. */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserDb, type UserDb } from '../../../core/store/db';
import { enqueueWrite, type NewOutboxEntry } from '../../../core/store/outbox';

let db: UserDb;
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const entry: NewOutboxEntry = {
  userId: 'u1',
  kind: 'leaveApply',
  stream: 'form:d1',
  method: 'POST' as const,
  url: '/api/workflow/Form/LeaveApply',
  body: { status: 0 },
};

describe('enqueueWrite', () => {
  it('adds a queued row, due now, in the same transaction as its local effect', async () => {
    db = createUserDb('outbox-together');
    await db.open();
    const row = await enqueueWrite(
      db,
      entry,
      async (t) => {
        await t.drafts.put({ id: 'd1', formKey: 'LeaveApply', title: '请假', data: {}, state: 'pending', updatedAt: 5 });
      },
      { now: 1000, newId: () => 'k1' },
    );
    expect(row).toMatchObject({ id: 'k1', state: 'queued', attempts: 0, nextAttemptAt: 1000, fileIds: [] });
    expect(await db.outbox.get('k1')).toMatchObject({ stream: 'form:d1', body: { status: 0 } });
    expect(await db.drafts.get('d1')).toMatchObject({ state: 'pending' });
  });

  it('a failing local effect leaves no row behind (and no half effect)', async () => {
    db = createUserDb('outbox-atomic');
    await db.open();
    const failing = enqueueWrite(db, entry, async (t) => {
      await t.drafts.put({ id: 'd2', formKey: 'LeaveApply', title: '请假', data: {}, state: 'pending', updatedAt: 5 });
      throw new Error('disk full');
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.drafts.get('d2')).toBeUndefined();
  });

  it('two writes to one stream in the same millisecond keep their order (createdAt strictly increases)', async () => {
    db = createUserDb('outbox-same-ms');
    await db.open();
    const ids = ['z', 'm', 'a'];
    for (const id of ids) await enqueueWrite(db, entry, undefined, { now: 500, newId: () => id });
    await enqueueWrite(db, { ...entry, stream: 'other' }, undefined, { now: 500, newId: () => 'o' });
    const rows = await db.outbox.where('stream').equals('form:d1').sortBy('createdAt');
    expect(rows.map((r) => [r.id, r.createdAt])).toEqual([
      ['z', 500],
      ['m', 501],
      ['a', 502],
    ]);
    expect((await db.outbox.get('o'))?.createdAt).toBe(500);
    expect((await db.outbox.get('a'))?.nextAttemptAt).toBe(500);
  });
});
