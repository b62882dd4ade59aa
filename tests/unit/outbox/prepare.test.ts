/**
 * A leave submitted offline goes into the outbox with `billNo: ''` (src/forms/billNumber.ts): the outbox
 * takes the next bill number just before the first send and keeps it, so every retry sends the same body
 * under the same Idempotency-Key and the server applies it once.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { flushOutbox } from '../../../workers/outbox/flush';
import { missingBillNumber } from '../../../workers/outbox/prepare';
import type { OutboxRow } from '../../../core/store/types';
import { enqueueWrite } from '../../../core/store/outbox';
import { Clock, depsFor, dropDb, freshUser, states, type TestUser } from './harness';
import { IdempotentServer } from './idempotentServer';

let user: TestUser;
afterEach(() => dropDb(user.db));

function queueLeave(billNo: string, id = 'leave-1'): Promise<OutboxRow> {
  return enqueueWrite(
    user.db,
    {
      userId: 'u1',
      kind: 'leaveApply',
      stream: 'form:d1',
      method: 'POST',
      url: '/api/workflow/Form/LeaveApply',
      body: { status: 0, billNo, leaveReason: '发烧' },
    },
    undefined,
    { now: 1_000_000, newId: () => id },
  );
}

const postedBills = (server: IdempotentServer) =>
  server.received.filter((r) => r.method === 'POST').map((r) => (r.body as { billNo: string }).billNo);

describe('a bill number filled in at send time', () => {
  it('is fetched once before the first send and kept through the retries', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    server.script('leave-1', 'drop-after', { status: 503 });
    await queueLeave('');
    const clock = new Clock();
    for (let i = 0; i < 3; i++) await flushOutbox(depsFor(user, server, clock), { trigger: 'user' });
    expect(await states(user.db)).toEqual({ 'leave-1': 'done' });
    expect(server.billNumbers).toEqual(['WF_LeaveApplyNo-0001']);
    expect(postedBills(server)).toEqual([
      'WF_LeaveApplyNo-0001',
      'WF_LeaveApplyNo-0001',
      'WF_LeaveApplyNo-0001',
    ]);
    expect(server.received.filter((r) => r.outcome === 'conflict')).toEqual([]);
    expect(server.effects.get('leave-1')).toBe(1);
    expect((await user.db.outbox.get('leave-1'))?.body).toMatchObject({ billNo: 'WF_LeaveApplyNo-0001' });
  });

  it('a row that already has its number is sent as it is', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    await queueLeave('WF_LeaveApplyNo-0042');
    await flushOutbox(depsFor(user, server, new Clock()));
    expect(server.billNumbers).toEqual([]);
    expect(postedBills(server)).toEqual(['WF_LeaveApplyNo-0042']);
  });

  it('no number while offline: the row waits for a retry, nothing is posted', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    await queueLeave('');
    const offline: typeof server.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const report = await flushOutbox({ ...depsFor(user, server, new Clock()), fetch: offline });
    expect(report).toMatchObject({ retried: 1, sent: 0 });
    expect(await user.db.outbox.get('leave-1')).toMatchObject({
      state: 'queued',
      attempts: 1,
      body: { billNo: '' },
    });
  });

  it('only kinds declared to need one are touched', () => {
    const row = { kind: 'punch', body: { billNo: '' } } as OutboxRow;
    expect(missingBillNumber(row)).toBeNull();
    // A leave queued by the version before leave joined the catalogue: numbered by the form it posts to.
    const legacyLeave = { ...row, kind: 'leaveApply', url: '/api/workflow/Form/LeaveApply' } as OutboxRow;
    expect(missingBillNumber(legacyLeave)).toEqual({
      field: 'billNo',
      rule: 'WF_LeaveApplyNo',
    });
  });
});
