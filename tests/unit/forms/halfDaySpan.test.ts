/**
 * The one half-day count (contract/form/halfDaySpan.ts) that the leave form, the HR forms' day counts and
 * the server's leave check all use: exact on the half-day grid, never rounded, and on a given clock.
 */
import { describe, expect, it } from 'vitest';
import { halfDayCount, halfDaySpan, type WallClock } from '../../../contract/form/halfDaySpan';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SECOND = 1000;
/** 上午 1 Dec 2026 in the hospital (UTC+8). */
const START = Date.parse('2026-12-01T00:00:00+08:00');
/** Wall clocks at UTC+8 (the hospital) and UTC. */
const at8: WallClock = (ms) => new Date(ms + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ');
const utc: WallClock = (ms) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe('the one half-day count', () => {
  it('上午 to 下午 of one day is 1, to the next morning 1.5', () => {
    expect(halfDayCount(START, START + DAY - SECOND)).toBe(1);
    expect(halfDayCount(START, START + 1.5 * DAY - SECOND)).toBe(1.5);
  });
  it('a span that is no whole number of halves is no count (never rounded)', () => {
    expect(halfDayCount(START, START + DAY + 2 * HOUR)).toBeNull();
    expect(halfDaySpan({ ms: START + 9 * HOUR, type: 1 }, { ms: START + DAY, type: 2 })).toEqual({
      ok: false,
      error: 'format',
    });
  });
  it('an end before the start is an order error, a missing bound no count', () => {
    expect(halfDaySpan({ ms: START, type: 1 }, { ms: START - SECOND, type: 2 })).toEqual({
      ok: false,
      error: 'order',
    });
    expect(halfDayCount(null, START)).toBeNull();
  });
  it('type 3 has no span', () => {
    expect(halfDaySpan({ ms: START, type: 3 }, { ms: START + DAY - SECOND, type: 2 }).ok).toBe(false);
  });
  it('on a clock, each bound must be a half-day time of its type there', () => {
    const start = { ms: START, type: 1 } as const;
    const end = { ms: START + DAY - SECOND, type: 2 } as const;
    expect(halfDaySpan(start, end, at8)).toEqual({ ok: true, days: 1 });
    // 00:00 in the hospital is 16:00 UTC: no half-day time on a UTC clock.
    expect(halfDaySpan(start, end, utc)).toEqual({ ok: false, error: 'format' });
  });
});
