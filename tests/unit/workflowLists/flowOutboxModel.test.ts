/**
 * 待同步 marks from the outbox: a to-do whose approve/reject/transfer is queued or being sent is pending; a
 * failed row shows it normally again; a delivered one keeps it pending until a list fetched after the
 * delivery arrives — and asks for that list exactly once.
 */
import { describe, expect, it } from 'vitest';
import {
  deliveredAfter,
  flowStream,
  pendingTaskIds,
  staleLists,
  taskIdOfStream,
} from '../../../src/features/workflow/lists/flowOutboxModel';
import { outboxRow } from './fixtures';

const FETCHED = 1_000;

describe('the flow stream', () => {
  it('is flow:<taskId>, and reads back to its task', () => {
    expect(flowStream('task-1')).toBe('flow:task-1');
    expect(taskIdOfStream('flow:task-1')).toBe('task-1');
    expect(taskIdOfStream('form:draft-1')).toBeNull();
  });
});

describe('pending to-dos', () => {
  it('a queued or sending approve, reject or transfer makes its task pending', () => {
    const rows = [
      outboxRow({ id: 'a', stream: 'flow:t1', kind: 'flowAudit', state: 'queued' }),
      outboxRow({ id: 'b', stream: 'flow:t2', kind: 'flowReject', state: 'sending' }),
      outboxRow({ id: 'c', stream: 'flow:t3', kind: 'flowTransfer', state: 'queued' }),
    ];
    expect(pendingTaskIds(rows, FETCHED)).toEqual(new Set(['t1', 't2', 't3']));
  });

  it('a failed row shows the task normally again (its message is in 同步中心)', () => {
    const rows = [outboxRow({ id: 'a', stream: 'flow:t1', state: 'failed', lastError: '该节点需要签名' })];
    expect(pendingTaskIds(rows, FETCHED).size).toBe(0);
  });

  it('actions that do not decide the to-do (recall, withdraw, cancel, press) do not mark it', () => {
    const rows = ['flowRecall', 'flowWithdraw', 'flowCancel', 'flowPress'].map((kind, i) =>
      outboxRow({ id: `r${i}`, stream: 'flow:t1', kind }),
    );
    expect(pendingTaskIds(rows, FETCHED).size).toBe(0);
  });

  it('a delivered decision stays pending until a list fetched after it replaces the one shown', () => {
    const rows = [outboxRow({ id: 'a', stream: 'flow:t1', state: 'done', doneAt: FETCHED + 5 })];
    expect(pendingTaskIds(rows, FETCHED)).toEqual(new Set(['t1']));
    expect(pendingTaskIds(rows, FETCHED + 10).size).toBe(0);
  });

  it('rows of other streams are ignored', () => {
    const rows = [outboxRow({ id: 'a', stream: 'form:d1', kind: 'flowAudit' })];
    expect(pendingTaskIds(rows, FETCHED).size).toBe(0);
  });
});

describe('refresh after delivery', () => {
  const delivered = outboxRow({ id: 'a', stream: 'flow:t1', state: 'done', doneAt: FETCHED + 5 });

  it('a delivery after the list was fetched makes it stale; one before does not', () => {
    expect(deliveredAfter([delivered], FETCHED)).toEqual(['a']);
    expect(deliveredAfter([delivered], FETCHED + 5)).toEqual([]);
    expect(deliveredAfter([delivered], null)).toEqual([]);
  });

  it('each stale list is asked for once per delivered row', () => {
    const first = staleLists([delivered], { todo: FETCHED, done: FETCHED + 10 }, new Set());
    expect(first).toEqual({ kinds: ['todo'], asks: ['todo|a'] });
    expect(staleLists([delivered], { todo: FETCHED }, new Set(first.asks))).toEqual({ kinds: [], asks: [] });
  });
});
