/**
 * ARCHITECTURE §4 "Order": FIFO per stream, and independent streams never block each other — a failed
 * or retrying row holds up only the later rows of its own stream.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { resendRow } from '../../../core/store/outboxActions';
import type { OutboxRow } from '../../../core/store/types';
import { flushOutbox } from '../../../workers/outbox/flush';
import { nextDueAt, streamsOf, verdictOf } from '../../../workers/outbox/streams';
import { Clock, depsFor, dropDb, enqueue, freshUser, states, type TestUser } from './harness';
import { IdempotentServer } from './idempotentServer';

let user: TestUser | undefined;
afterEach(async () => {
  if (user) await dropDb(user.db);
  user = undefined;
});

describe('stream order', () => {
  it('rows of one stream are applied oldest first', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    for (const id of ['a1', 'a2', 'a3']) await enqueue(user.db, 'A', { id });
    await flushOutbox(depsFor(user, server, new Clock()));
    expect(server.applied).toEqual(['a1', 'a2', 'a3']);
  });

  it('two writes in the same millisecond keep the order they were made in, whatever their ids', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    await enqueue(user.db, 'A', { id: 'zz-first', now: 5 });
    await enqueue(user.db, 'A', { id: 'aa-second', now: 5 });
    await flushOutbox(depsFor(user, server, new Clock()));
    expect(server.applied).toEqual(['zz-first', 'aa-second']);
  });

  it('a failed row does not block another stream', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    server.reject = (body) => ((body as { id: string }).id === 'a1' ? '请假天数须大于 0' : null);
    await enqueue(user.db, 'A', { id: 'a1' });
    await enqueue(user.db, 'A', { id: 'a2' });
    await enqueue(user.db, 'B', { id: 'b1' });
    const report = await flushOutbox(depsFor(user, server, new Clock()));
    expect(await states(user.db)).toEqual({ a1: 'failed', a2: 'queued', b1: 'done' });
    expect(await user.db.outbox.get('a1')).toMatchObject({ lastError: '请假天数须大于 0' });
    expect(server.attemptsOf('a2')).toBe(0);
    expect(report).toMatchObject({ done: 1, failed: 1, nextDueAt: null });
  });

  it('a failed row holds its stream until it is resent, then both go in order', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    let rejecting = true;
    server.reject = (body) => (rejecting && (body as { id: string }).id === 'a1' ? 'no' : null);
    await enqueue(user.db, 'A', { id: 'a1' });
    await enqueue(user.db, 'A', { id: 'a2' });
    const clock = new Clock();
    await flushOutbox(depsFor(user, server, clock));
    await flushOutbox(depsFor(user, server, clock), { trigger: 'user' });
    expect(server.attemptsOf('a2')).toBe(0);
    rejecting = false;
    expect(await resendRow(user.db, 'a1', clock.t)).toBe(true);
    expect(await user.db.outbox.get('a1')).toMatchObject({ state: 'queued', attempts: 0, lastError: null });
    await flushOutbox(depsFor(user, server, clock));
    expect(server.applied).toEqual(['a1', 'a2']);
  });

  it('a retrying row blocks its own stream’s later rows, not the other streams', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    server.script('a1', { status: 503 });
    await enqueue(user.db, 'A', { id: 'a1' });
    await enqueue(user.db, 'A', { id: 'a2' });
    await enqueue(user.db, 'B', { id: 'b1' });
    const clock = new Clock();
    const report = await flushOutbox(depsFor(user, server, clock));
    expect(await states(user.db)).toEqual({ a1: 'queued', a2: 'queued', b1: 'done' });
    expect(server.attemptsOf('a2')).toBe(0);
    const a1 = (await user.db.outbox.get('a1')) as OutboxRow;
    expect(a1).toMatchObject({ attempts: 1, lastError: 'fault' });
    expect(report.nextDueAt).toBe(a1.nextAttemptAt);

    await flushOutbox(depsFor(user, server, clock));
    expect(server.attemptsOf('a1')).toBe(1);
    clock.t = a1.nextAttemptAt;
    await flushOutbox(depsFor(user, server, clock));
    expect(server.applied).toEqual(['b1', 'a1', 'a2']);
  });

  it('rows enqueued while a flush runs go out in that flush', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    const { db } = user;
    const fetch: typeof server.fetch = async (url, init) => {
      if (server.received.length === 0) await enqueue(db, 'B', { id: 'late' });
      return server.fetch(url, init);
    };
    await enqueue(user.db, 'A', { id: 'early' });
    const report = await flushOutbox({ ...depsFor(user, server, new Clock()), fetch });
    expect(report.done).toBe(2);
    expect(server.applied).toEqual(['early', 'late']);
  });
});

const row = (id: string, stream: string, createdAt: number, patch: Partial<OutboxRow> = {}): OutboxRow => ({
  id,
  userId: 'u1',
  kind: 't',
  stream,
  method: 'POST',
  url: '/x',
  body: null,
  fileIds: [],
  createdAt,
  serverOffsetMs: 0,
  attempts: 0,
  nextAttemptAt: createdAt,
  state: 'queued',
  lastError: null,
  ...patch,
});

describe('stream planning (pure)', () => {
  const ctx = { now: 100, trigger: 'due' as const, canUpload: false };

  it('groups rows per stream, oldest first, streams by their oldest row', () => {
    const streams = streamsOf([row('b2', 'B', 5), row('a1', 'A', 3), row('b1', 'B', 1)]);
    expect(streams.map((s) => s.map((r) => r.id))).toEqual([['b1', 'b2'], ['a1']]);
  });

  it('a queued row waits for its time unless the trigger forces it', () => {
    const later = row('r', 'A', 1, { nextAttemptAt: 500 });
    expect(verdictOf(later, ctx)).toBe('wait');
    expect(verdictOf(later, { ...ctx, trigger: 'user' })).toBe('send');
    expect(verdictOf(later, { ...ctx, trigger: 'user', tried: new Set(['r']) })).toBe('wait');
  });

  it('a sending row waits for its sender’s lease, then may be taken over', () => {
    expect(
      verdictOf(row('s', 'A', 1, { state: 'sending', nextAttemptAt: 101 }), { ...ctx, trigger: 'user' }),
    ).toBe('wait');
    expect(verdictOf(row('s', 'A', 1, { state: 'sending', nextAttemptAt: 100 }), ctx)).toBe('send');
  });

  it('a failed row blocks; a row with files is held while nothing can upload them', () => {
    expect(verdictOf(row('f', 'A', 1, { state: 'failed' }), ctx)).toBe('blocked');
    expect(verdictOf(row('p', 'A', 1, { fileIds: ['f1'] }), ctx)).toBe('held');
    expect(verdictOf(row('p', 'A', 1, { fileIds: ['f1'] }), { ...ctx, canUpload: true })).toBe('send');
  });

  it('the next wake-up is the earliest waiting head; failed and held heads never wake anyone', () => {
    const streams = streamsOf([
      row('a', 'A', 1, { nextAttemptAt: 400 }),
      row('b', 'B', 2, { state: 'sending', nextAttemptAt: 300 }),
      row('b2', 'B', 3, { nextAttemptAt: 3 }),
      row('c', 'C', 4, { state: 'failed' }),
      row('d', 'D', 5, { fileIds: ['x'] }),
    ]);
    expect(nextDueAt(streams, ctx)).toBe(300);
    expect(nextDueAt(streamsOf([row('c', 'C', 4, { state: 'failed' })]), ctx)).toBeNull();
  });
});
