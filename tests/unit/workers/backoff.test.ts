/** The retry timing policy: exponential growth, a hard cap, full jitter, and Retry-After. */
import { describe, expect, it } from 'vitest';
import {
  SOCKET_BACKOFF,
  backoffCeiling,
  backoffDelay,
  parseRetryAfter,
  retryDelay,
} from '../../../workers/backoff';

const policy = { baseMs: 1000, capMs: 60_000 };

describe('backoff', () => {
  it('the ceiling doubles with each attempt from the base', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffCeiling(n, policy))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000,
    ]);
  });

  it('no delay ever exceeds the cap, however many attempts', () => {
    for (const n of [6, 7, 10, 30, 1000, Number.MAX_SAFE_INTEGER]) {
      expect(backoffCeiling(n, policy)).toBe(60_000);
      expect(backoffDelay(n, policy, () => 0.999_999)).toBeLessThanOrEqual(60_000);
    }
  });

  it('full jitter spreads a delay over [0, ceiling)', () => {
    expect(backoffDelay(3, policy, () => 0)).toBe(0);
    expect(backoffDelay(3, policy, () => 0.5)).toBe(4000);
    expect(backoffDelay(3, policy, () => 0.999_9)).toBe(7999);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(4, policy);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThan(16_000);
    }
  });

  it('a misbehaving random source cannot push a delay outside the bounds', () => {
    expect(backoffDelay(2, policy, () => 5)).toBe(4000);
    expect(backoffDelay(2, policy, () => -1)).toBe(0);
    expect(backoffCeiling(-3, policy)).toBe(1000);
  });

  it('the socket reconnects with base 1 s and cap 60 s', () => {
    expect(SOCKET_BACKOFF).toEqual({ baseMs: 1000, capMs: 60_000 });
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-03-01T08:00:00Z');

  it('a number of seconds becomes that many milliseconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('an HTTP date becomes the time until then, and a past date means now', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 08:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 07:59:00 GMT', now)).toBe(0);
  });

  it('a missing or unreadable header gives no delay', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });

  it('the next try waits at least as long as the server asked', () => {
    expect(retryDelay(0, policy, 30_000, () => 0.5)).toBe(30_000);
    expect(retryDelay(5, policy, 1000, () => 0.5)).toBe(16_000);
    expect(retryDelay(5, policy, undefined, () => 0.5)).toBe(16_000);
  });
});
