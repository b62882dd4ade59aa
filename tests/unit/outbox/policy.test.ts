/**
 * The outbox retry policy (ARCHITECTURE §4), outcome by outcome, and the retry timing: 1 s … 5 min with
 * jitter, never sooner than Retry-After. Pure functions, no database.
 */
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../../core/store/types';
import { KEEP_DONE_MS, OFFLINE_RECHECK_MS, outcomeOf } from '../../../workers/outbox/outcome';
import {
  OUTBOX_POLICY,
  RETRY_AFTER_MAX_MS,
  decide,
  dueAt,
  retryDelayMs,
  strongerTrigger,
  type Answer,
  type OutboxAction,
} from '../../../workers/outbox/policy';

const http = (
  status: number,
  code: number | null,
  msg: string | null = null,
  retryAfterMs?: number,
): Answer => ({
  kind: 'http',
  status,
  code,
  msg,
  ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
});

const CASES: [string, Answer, OutboxAction][] = [
  ['network error', { kind: 'network', message: 'Failed to fetch' }, 'retry'],
  [
    'no network on the device (nothing left the phone)',
    { kind: 'offline', message: 'Failed to fetch' },
    'hold',
  ],
  ['time-out', { kind: 'timeout' }, 'retry'],
  ['flusher stopped mid-request', { kind: 'stopped' }, 'release'],
  ['URL outside the server', { kind: 'refused', message: 'outside' }, 'fail'],
  ['HTTP 500', http(500, 500), 'retry'],
  ['HTTP 502 from a proxy, no envelope', http(502, null), 'retry'],
  ['HTTP 503', http(503, null), 'retry'],
  ['HTTP 504', http(504, null), 'retry'],
  ['HTTP 408', http(408, null), 'retry'],
  [
    'HTTP 429 (over the upload or chat rate, with Retry-After)',
    http(429, 429, '上传过于频繁', 30_000),
    'retry',
  ],
  [
    'body code 429 on HTTP 200 (the day’s uploads, the disk floor, an urge)',
    http(200, 429, '今日上传已达上限'),
    'fail',
  ],
  ['body code 600 on HTTP 200', http(200, 600, '登录过期'), 'pause'],
  ['body code 601 on HTTP 200', http(200, 601), 'pause'],
  ['body code 602 on HTTP 200', http(200, 602), 'pause'],
  ['body code 600 on HTTP 401', http(401, 600), 'pause'],
  ['HTTP 401 without an envelope', http(401, null), 'pause'],
  ['HTTP 200 and body code 200', http(200, 200, '操作成功'), 'done'],
  ['HTTP 200 without an envelope (captive portal page)', http(200, null), 'retry'],
  ['HTTP 302 without an envelope', http(302, null), 'retry'],
  ['HTTP 400 validation error', http(400, 400, 'leaveReason: 请填写请假事由'), 'fail'],
  ['HTTP 403', http(403, 403), 'fail'],
  ['HTTP 404 without an envelope', http(404, null), 'fail'],
  ['HTTP 409 (same key, other body)', http(409, 409, '冲突'), 'fail'],
  ['HTTP 413', http(413, 400), 'fail'],
  ['business code 400 on HTTP 200', http(200, 400, '请假天数须大于 0'), 'fail'],
  ['business code 500 on HTTP 200', http(200, 500, '服务器开小差了'), 'fail'],
];

describe('the outbox policy table', () => {
  it.each(CASES)('%s → %s', (_name, answer, action) => {
    expect(decide(answer).action).toBe(action);
  });

  it('every rule of the table is reached by some outcome above', () => {
    const reached = new Set(CASES.map(([, answer]) => decide(answer).rule));
    expect(OUTBOX_POLICY.map((r) => r.outcome).filter((o) => !reached.has(o))).toEqual([]);
  });

  it('a rejection carries the server’s message for the sync centre', () => {
    expect(decide(http(200, 400, '请假天数须大于 0')).message).toBe('请假天数须大于 0');
    expect(decide(http(404, null)).message).toBe('请求的资源不存在');
    expect(decide(http(418, null)).message).toBe('HTTP 418');
  });

  it('a pause remembers the session code, 600 when an HTTP 401 carried none', () => {
    expect(decide(http(200, 601)).code).toBe(601);
    expect(decide(http(401, null)).code).toBe(600);
  });
});

const row: OutboxRow = {
  id: 'k1',
  userId: 'u1',
  kind: 'test',
  stream: 's',
  method: 'POST',
  url: '/x',
  body: {},
  fileIds: [],
  createdAt: 0,
  serverOffsetMs: 0,
  attempts: 2,
  nextAttemptAt: 0,
  state: 'sending',
  lastError: null,
};
const ctx = { now: 10_000, random: () => 0.5, tokenTag: 'tag' };

describe('what each action does to its row', () => {
  it('done keeps the row ~24 h with the server’s data, then it is pruned', () => {
    const { patch } = outcomeOf(decide(http(200, 200)), row, { ...ctx, result: { id: 'srv-1' } });
    expect(patch).toMatchObject({
      state: 'done',
      doneAt: 10_000,
      nextAttemptAt: 10_000 + KEEP_DONE_MS,
      result: { id: 'srv-1' },
    });
  });

  it('retry queues the row after a backoff and counts the attempt', () => {
    const { patch } = outcomeOf(decide(http(503, null)), row, ctx);
    expect(patch).toMatchObject({ state: 'queued', attempts: 3, lastError: 'HTTP 503', notBefore: 0 });
    expect(patch.nextAttemptAt).toBe(10_000 + retryDelayMs(2, undefined, ctx.random));
  });

  it('a retry the server timed with Retry-After keeps the server’s time apart from our backoff', () => {
    expect(outcomeOf(decide(http(429, null, null, 120_000)), row, ctx).patch.notBefore).toBe(130_000);
    const huge = outcomeOf(decide(http(503, null, null, 10 * RETRY_AFTER_MAX_MS)), row, ctx).patch;
    expect(huge.notBefore).toBe(10_000 + RETRY_AFTER_MAX_MS);
  });

  it('fail keeps the row for the user with the message', () => {
    expect(outcomeOf(decide(http(200, 400, 'bad')), row, ctx).patch).toMatchObject({
      state: 'failed',
      lastError: 'bad',
    });
  });

  it('pause leaves the row queued, attempts untouched, and writes the pause record', () => {
    const { patch, pause } = outcomeOf(decide(http(200, 600, '登录过期')), row, ctx);
    expect(patch).toMatchObject({ state: 'queued', nextAttemptAt: 10_000 });
    expect(patch.attempts).toBeUndefined();
    expect(pause).toEqual({ code: 600, msg: '登录过期', at: 10_000, tokenTag: 'tag' });
  });

  it('release (the flusher stopped) queues the row due now, attempts untouched', () => {
    expect(outcomeOf(decide({ kind: 'stopped' }), row, ctx).patch).toEqual({
      state: 'queued',
      nextAttemptAt: 10_000,
    });
  });
  it('a try while the device is offline is no attempt: held for the network, attempts untouched', () => {
    const { patch } = outcomeOf(decide({ kind: 'offline', message: 'Failed to fetch' }), row, ctx);
    expect(patch).toEqual({
      state: 'queued',
      nextAttemptAt: 10_000 + OFFLINE_RECHECK_MS,
      lastError: 'Failed to fetch',
    });
    expect(patch).not.toHaveProperty('attempts');
    // The network's return makes it due at once.
    expect(dueAt({ ...row, ...patch }, 'network')).toBeLessThanOrEqual(10_000);
  });
});

describe('retry timing', () => {
  it('never waits less than 1 s, even with jitter at 0', () => {
    for (const n of [0, 1, 2, 5]) expect(retryDelayMs(n, undefined, () => 0)).toBeGreaterThanOrEqual(1000);
  });

  it('never waits more than 5 min, however many attempts', () => {
    for (const n of [8, 9, 20, 1000])
      expect(retryDelayMs(n, undefined, () => 0.999_999)).toBeLessThanOrEqual(300_000);
  });

  it('grows exponentially: the ceiling doubles from 1 s', () => {
    expect([0, 1, 2, 3].map((n) => retryDelayMs(n, undefined, () => 0.999_999))).toEqual([
      1000, 1999, 3999, 7999,
    ]);
  });

  it('spreads retries with jitter', () => {
    expect(retryDelayMs(4, undefined, () => 0.25)).not.toBe(retryDelayMs(4, undefined, () => 0.75));
  });

  it('honours Retry-After when it asks for longer than the backoff', () => {
    expect(retryDelayMs(0, 120_000, () => 0.5)).toBe(120_000);
    expect(retryDelayMs(10, 1000, () => 0.5)).toBe(retryDelayMs(10, undefined, () => 0.5));
  });

  it('caps an absurd Retry-After at an hour', () => {
    expect(retryDelayMs(0, 7 * 24 * 3600_000, () => 0.5)).toBe(RETRY_AFTER_MAX_MS);
  });
});

describe('when a waiting row is due, by what woke the flush', () => {
  const NOW = 50_000;
  const backoff = { nextAttemptAt: NOW + 30_000, notBefore: 0 };
  const retryAfter = { nextAttemptAt: NOW + 120_000, notBefore: NOW + 120_000 };
  const isDue = (r: Parameters<typeof dueAt>[0], trigger: Parameters<typeof dueAt>[1]) =>
    dueAt(r, trigger) <= NOW;

  it('a timer or a nudge sends only rows whose retry time has come', () => {
    expect(isDue(backoff, 'due')).toBe(false);
    expect(isDue({ ...backoff, nextAttemptAt: NOW }, 'due')).toBe(true);
  });

  it('a return of the network makes every row waiting on our backoff due now', () => {
    expect(isDue(backoff, 'network')).toBe(true);
    expect(isDue({ nextAttemptAt: NOW + 300_000 }, 'network')).toBe(true);
  });

  it('a return of the network keeps to a Retry-After the server itself asked for', () => {
    expect(isDue(retryAfter, 'network')).toBe(false);
    expect(dueAt(retryAfter, 'network')).toBe(NOW + 120_000);
    expect(isDue({ ...retryAfter, notBefore: NOW - 1 }, 'network')).toBe(true);
  });

  it('立即同步 (the user asked) sends every waiting row, Retry-After or not', () => {
    expect(isDue(backoff, 'user')).toBe(true);
    expect(isDue(retryAfter, 'user')).toBe(true);
  });

  it('wake-ups coalesced into one flush keep the one that makes more rows due', () => {
    expect(strongerTrigger('due', 'network')).toBe('network');
    expect(strongerTrigger('network', 'due')).toBe('network');
    expect(strongerTrigger('network', 'user')).toBe('user');
    expect(strongerTrigger('due', 'due')).toBe('due');
  });
});
