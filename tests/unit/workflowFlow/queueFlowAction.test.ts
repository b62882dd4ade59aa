/**
 * Every flow action is one outbox row on the task's stream, written in one transaction with the cached
 * detail's pending mark: the right URL, method and contract body per kind, nothing written when the
 * contract refuses, and a double tap (or a second tab) is one row.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FLOW_ACTION_PATHS } from '../../../contract';
import { createUserDb, type UserDb } from '../../../core/store/db';
import { FlowActionInvalid } from '../../../src/features/workflow/flow/flowRequests';
import { queueFlowAction, type QueueFlowInput } from '../../../src/features/workflow/flow/queueFlowAction';
import { SIGNATURE_PNG, TASK_ID, leaveDetail } from './fixtures';

let db: UserDb;
let n = 0;
beforeEach(async () => {
  db = createUserDb(`flow-queue-${++n}`);
  await db.open();
  await db.flowDetails.put({
    id: TASK_ID,
    data: leaveDetail(),
    fetchedAt: 1,
    pendingAction: null,
    rejection: '旧的拒绝',
  });
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const who = { userId: 'u-dir', taskId: TASK_ID };
const opinion = { handleOpinion: '  同意  ' };

const CASES: [string, QueueFlowInput, 'POST' | 'PUT', string, object][] = [
  [
    'flowAudit',
    {
      ...who,
      action: 'audit',
      operatorId: 'op-1',
      body: { handleOpinion: '同意', copyIds: ['u-hr'], signImg: SIGNATURE_PNG },
    },
    'POST',
    FLOW_ACTION_PATHS.audit('op-1'),
    { handleOpinion: '同意', copyIds: ['u-hr'], signImg: SIGNATURE_PNG },
  ],
  [
    'flowReject',
    {
      ...who,
      action: 'reject',
      operatorId: 'op-1',
      body: { handleOpinion: '材料不全', rejectTo: 'manager' },
    },
    'POST',
    FLOW_ACTION_PATHS.reject('op-1'),
    { handleOpinion: '材料不全', rejectTo: 'manager' },
  ],
  [
    'flowTransfer',
    {
      ...who,
      action: 'transfer',
      operatorId: 'op-1',
      body: { freeApproverUserId: 'u-vice', handleOpinion: '请代审' },
    },
    'POST',
    FLOW_ACTION_PATHS.transfer('op-1'),
    { freeApproverUserId: 'u-vice', handleOpinion: '请代审' },
  ],
  [
    'flowRecall',
    { ...who, action: 'recall', operatorId: 'op-0', body: opinion },
    'POST',
    FLOW_ACTION_PATHS.recall('op-0'),
    { handleOpinion: '同意' },
  ],
  [
    'flowWithdraw',
    { ...who, action: 'withdraw', body: opinion },
    'PUT',
    FLOW_ACTION_PATHS.withdraw(TASK_ID),
    { handleOpinion: '同意' },
  ],
  [
    'flowCancel',
    { ...who, action: 'cancel', body: opinion },
    'POST',
    FLOW_ACTION_PATHS.cancel(TASK_ID),
    { handleOpinion: '同意' },
  ],
  ['flowPress', { ...who, action: 'press' }, 'POST', FLOW_ACTION_PATHS.press(TASK_ID), {}],
];

describe('queueing a flow action', () => {
  it.each(CASES)(
    '%s: one row with its URL, method, stream and contract body',
    async (kind, input, method, url, body) => {
      const { row, created } = await queueFlowAction(db, input, { now: 5_000, newId: () => 'k1' });
      expect(created).toBe(true);
      const rows = await db.outbox.toArray();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: 'k1',
        userId: 'u-dir',
        kind,
        method,
        url,
        stream: `flow:${TASK_ID}`,
        state: 'queued',
        fileIds: [],
      });
      expect(rows[0]?.body).toMatchObject(body);
      expect(row.id).toBe('k1');
    },
  );

  it('an approval fills the contract’s defaults (no copy-to people) and keeps the node’s extras', async () => {
    await queueFlowAction(db, {
      ...who,
      action: 'audit',
      operatorId: 'op-1',
      body: { handleOpinion: '', formData: { leaveReason: '补' }, candidateList: { hr: ['u-hr'] } },
    });
    const [row] = await db.outbox.toArray();
    expect(row?.body).toEqual({
      handleOpinion: '',
      copyIds: [],
      formData: { leaveReason: '补' },
      candidateList: { hr: ['u-hr'] },
    });
  });

  it('marks the cached detail pending in the same transaction and clears an old refusal', async () => {
    await queueFlowAction(db, {
      ...who,
      action: 'reject',
      operatorId: 'op-1',
      body: { handleOpinion: '不同意' },
    });
    expect(await db.flowDetails.get(TASK_ID)).toMatchObject({ pendingAction: 'flowReject', rejection: null });
  });

  it('is atomic: when the detail cannot be marked, no row is written either', async () => {
    const broken = () => {
      throw new Error('disk full');
    };
    db.flowDetails.hook('updating', broken);
    await expect(queueFlowAction(db, { ...who, action: 'press' })).rejects.toThrow('disk full');
    db.flowDetails.hook('updating').unsubscribe(broken);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.flowDetails.get(TASK_ID))?.pendingAction).toBeNull();
  });

  it('a body the contract refuses writes nothing and names the field', async () => {
    const empty = queueFlowAction(db, {
      ...who,
      action: 'reject',
      operatorId: 'op-1',
      body: { handleOpinion: '   ' },
    });
    await expect(empty).rejects.toBeInstanceOf(FlowActionInvalid);
    await expect(empty).rejects.toMatchObject({ field: 'handleOpinion', message: '请填写驳回意见' });
    const noOne = queueFlowAction(db, {
      ...who,
      action: 'transfer',
      operatorId: 'op-1',
      body: { freeApproverUserId: '', handleOpinion: '' },
    });
    await expect(noOne).rejects.toMatchObject({ field: 'freeApproverUserId' });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.flowDetails.get(TASK_ID))?.pendingAction).toBeNull();
  });

  it('a double tap is one row: both presses resolve with it', async () => {
    const input: QueueFlowInput = {
      ...who,
      action: 'audit',
      operatorId: 'op-1',
      body: { handleOpinion: '同意' },
    };
    const [a, b] = await Promise.all([queueFlowAction(db, input), queueFlowAction(db, input)]);
    expect(await db.outbox.count()).toBe(1);
    expect([a.created, b.created]).toEqual([true, false]);
    expect(b.row.id).toBe(a.row.id);
  });

  it('a later press while the task’s action still waits writes nothing (a second tab, a reopened screen)', async () => {
    const first = await queueFlowAction(db, { ...who, action: 'press' });
    const again = await queueFlowAction(db, { ...who, action: 'press' });
    expect(again).toEqual({ row: expect.objectContaining({ id: first.row.id }), created: false });
    expect(await db.outbox.count()).toBe(1);
  });

  it('once the waiting row is delivered, a new action is a new row; a refused row is replaced', async () => {
    const first = await queueFlowAction(db, { ...who, action: 'press' });
    await db.outbox.update(first.row.id, { state: 'failed', lastError: '已处理' });
    const second = await queueFlowAction(db, { ...who, action: 'press' });
    expect(second.created).toBe(true);
    expect((await db.outbox.toArray()).map((r) => r.id)).toEqual([second.row.id]);
  });

  it('other tasks are independent streams', async () => {
    await db.flowDetails.put({ id: 'task-2', data: leaveDetail(), fetchedAt: 1 });
    await queueFlowAction(db, { ...who, action: 'press' });
    await queueFlowAction(db, { ...who, taskId: 'task-2', action: 'press' });
    expect((await db.outbox.toArray()).map((r) => r.stream).sort()).toEqual(['flow:task-1', 'flow:task-2']);
  });
});
