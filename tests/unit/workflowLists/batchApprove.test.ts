/**
 * 批量同意: one outbox row per to-do (POST FlowBefore/Audit/{operatorId}, stream flow:<taskId>, body with the
 * opinion and no copy-to people), all written together or none; only one flow at a time; a to-do whose
 * decision already waits is not approved twice.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FLOW_ACTION_PATHS } from '../../../contract';
import { createUserDb, type UserDb } from '../../../src/data';
import { BatchRejected, batchApprove } from '../../../src/features/workflow/lists/batchApprove';
import { listItem } from './fixtures';

let db: UserDb;
beforeEach(async () => {
  db = createUserDb(`wf-batch-${Math.random().toString(36).slice(2)}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const who = { userId: 'u-director', serverOffsetMs: 1200 };
const counter = () => {
  let n = 0;
  return () => `row-${++n}`;
};

describe('batch approval', () => {
  it('queues one approval per to-do with the audit url, the flow stream and the opinion', async () => {
    const items = [listItem(1), listItem(2), listItem(3)];
    const rows = await batchApprove(db, items, '  同意，请按时返岗 ', who, { now: 5_000, newId: counter() });
    const stored = await db.outbox.orderBy('id').toArray();
    expect(stored).toHaveLength(3);
    expect(rows.map((r) => r.id)).toEqual(['row-1', 'row-2', 'row-3']);
    stored.forEach((row, i) => {
      expect(row).toMatchObject({
        userId: 'u-director',
        kind: 'flowAudit',
        stream: `flow:task-${i + 1}`,
        method: 'POST',
        url: FLOW_ACTION_PATHS.audit(`op-${i + 1}`),
        state: 'queued',
        serverOffsetMs: 1200,
      });
      expect(row.body).toEqual({ handleOpinion: '同意，请按时返岗', copyIds: [] });
    });
  });

  it('writes all of them or none: a failure on the last leaves the outbox empty', async () => {
    await db.outbox.add({
      id: 'taken',
      userId: 'x',
      kind: 'leaveApply',
      stream: 'form:d',
      method: 'POST',
      url: '/x',
      body: {},
      fileIds: [],
      createdAt: 1,
      serverOffsetMs: 0,
      attempts: 0,
      nextAttemptAt: 1,
      state: 'done',
      lastError: null,
    });
    const ids = ['new-1', 'new-2', 'taken'];
    const newId = () => ids.shift() ?? 'spare';
    await expect(
      batchApprove(db, [listItem(1), listItem(2), listItem(3)], '同意', who, { newId }),
    ).rejects.toThrow();
    expect((await db.outbox.toArray()).map((r) => r.id)).toEqual(['taken']);
  });

  it('refuses to-dos of different flows together', async () => {
    const items = [listItem(1), listItem(2, { flowId: 'dimissionApply' })];
    await expect(batchApprove(db, items, '同意', who)).rejects.toMatchObject({ reason: 'mixedFlows' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses an opinion over 500 characters with the contract message, and an empty choice', async () => {
    await expect(batchApprove(db, [listItem(1)], '意'.repeat(501), who)).rejects.toMatchObject({
      reason: 'opinion',
      message: '意见最多 500 字',
    });
    await expect(batchApprove(db, [], '同意', who)).rejects.toBeInstanceOf(BatchRejected);
  });

  it('a to-do whose decision already waits in the outbox is not approved twice', async () => {
    await batchApprove(db, [listItem(1)], '同意', who);
    const rows = await batchApprove(db, [listItem(1), listItem(2)], '同意', who);
    expect(rows.map((r) => r.stream)).toEqual(['flow:task-2']);
    expect(await db.outbox.count()).toBe(2);
  });

  it('the same to-do listed twice is approved once', async () => {
    await batchApprove(db, [listItem(1), listItem(1)], '同意', who);
    expect(await db.outbox.count()).toBe(1);
  });

  it("marks an opened flow's stored detail as waiting on the approval", async () => {
    await db.flowDetails.put({
      id: 'task-1',
      data: {} as never,
      fetchedAt: 1,
      pendingAction: null,
      rejection: '上次被拒',
    });
    await batchApprove(db, [listItem(1)], '同意', who);
    expect(await db.flowDetails.get('task-1')).toMatchObject({ pendingAction: 'flowAudit', rejection: null });
  });
});

describe('batch approval after a refusal', () => {
  it("replaces the task's refused row, so the new approval is not stuck behind it", async () => {
    const [first] = await batchApprove(db, [listItem(1)], '同意', who);
    await db.outbox.update(first!.id, { state: 'failed', lastError: '该节点需要手写签名' });
    const rows = await batchApprove(db, [listItem(1)], '同意', who);
    const stored = await db.outbox.toArray();
    expect(stored.map((r) => r.id)).toEqual([rows[0]!.id]);
    expect(stored[0]?.state).toBe('queued');
  });
});
