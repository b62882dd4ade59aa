/**
 * Half-day dates (spec §5 helper): a date and 上午/下午 as epoch ms under a type, read back, and the span
 * from a start half to an end half counted in halves, both included.
 */
import { describe, expect, it } from 'vitest';
import { halfDayMs, halfDaySpan, hoursOf, splitHalfDay } from '../../../src/forms/halfDay';
import type { Half, HalfDayType } from '../../../contract/form/halfDay';

const at = (date: string, half: Half, type: HalfDayType) => halfDayMs(date, half, type);
const start = (date: string, half: Half) => ({ ms: at(date, half, 1), type: 1 as const });
const end = (date: string, half: Half) => ({ ms: at(date, half, 2), type: 2 as const });

describe('half-day values', () => {
  it('type 1 puts a half where it starts: 上午 00:00:00, 下午 12:00:00 (local time)', () => {
    expect(at('2026-11-23', 'morning', 1)).toBe(new Date(2026, 10, 23, 0, 0, 0).getTime());
    expect(at('2026-11-23', 'afternoon', 1)).toBe(new Date(2026, 10, 23, 12, 0, 0).getTime());
  });
  it('type 2 puts a half where it ends: 上午 11:59:59, 下午 23:59:59', () => {
    expect(at('2026-11-23', 'morning', 2)).toBe(new Date(2026, 10, 23, 11, 59, 59).getTime());
    expect(at('2026-11-23', 'afternoon', 2)).toBe(new Date(2026, 10, 23, 23, 59, 59).getTime());
  });
  it('a date that does not exist gives no value', () => {
    expect(at('2026-02-30', 'morning', 1)).toBeNull();
    expect(at('', 'morning', 1)).toBeNull();
  });
  it('reads back to the same date and half', () => {
    for (const half of ['morning', 'afternoon'] as const) {
      for (const type of [1, 2, 3] as const) {
        expect(splitHalfDay(at('2024-02-29', half, type), type)).toEqual({ date: '2024-02-29', half });
      }
    }
  });
  it('a time that is no half of the type reads as nothing', () => {
    expect(splitHalfDay(at('2026-11-23', 'morning', 2), 1)).toBeNull();
    expect(splitHalfDay(new Date(2026, 10, 23, 9, 30).getTime(), 1)).toBeNull();
    expect(splitHalfDay(null, 1)).toBeNull();
    expect(splitHalfDay(Number.NaN, 1)).toBeNull();
  });
});

describe('half-day spans', () => {
  it('the same morning alone is half a day', () => {
    expect(halfDaySpan(start('2026-11-23', 'morning'), end('2026-11-23', 'morning'))).toEqual({
      ok: true,
      days: 0.5,
    });
  });
  it('the same afternoon alone is half a day', () => {
    expect(halfDaySpan(start('2026-11-23', 'afternoon'), end('2026-11-23', 'afternoon'))).toEqual({
      ok: true,
      days: 0.5,
    });
  });
  it('a whole day is one day', () => {
    expect(halfDaySpan(start('2026-11-23', 'morning'), end('2026-11-23', 'afternoon'))).toEqual({
      ok: true,
      days: 1,
    });
  });
  it('an afternoon to the next morning is one day', () => {
    expect(halfDaySpan(start('2026-11-23', 'afternoon'), end('2026-11-24', 'morning'))).toEqual({
      ok: true,
      days: 1,
    });
  });
  it('a morning to the third day morning is two and a half days', () => {
    expect(halfDaySpan(start('2026-11-23', 'morning'), end('2026-11-25', 'morning'))).toEqual({
      ok: true,
      days: 2.5,
    });
  });
  it('counts calendar days across a month and a leap day', () => {
    expect(halfDaySpan(start('2024-02-28', 'morning'), end('2024-03-01', 'afternoon'))).toEqual({
      ok: true,
      days: 3,
    });
    expect(halfDaySpan(start('2026-12-31', 'afternoon'), end('2027-01-01', 'afternoon'))).toEqual({
      ok: true,
      days: 1.5,
    });
  });
  it('an end before the start is an order error', () => {
    expect(halfDaySpan(start('2026-11-24', 'morning'), end('2026-11-23', 'afternoon'))).toEqual({
      ok: false,
      error: 'order',
    });
  });
  it('ending on the morning of a day that starts in the afternoon is an order error', () => {
    expect(halfDaySpan(start('2026-11-23', 'afternoon'), end('2026-11-23', 'morning'))).toEqual({
      ok: false,
      error: 'order',
    });
  });
  it('a missing bound is a format error, not a count', () => {
    expect(halfDaySpan({ ms: null, type: 1 }, end('2026-11-23', 'morning'))).toEqual({
      ok: false,
      error: 'format',
    });
  });
  it('hours are 8 a day', () => {
    expect(hoursOf(0.5)).toBe(4);
    expect(hoursOf(2.5)).toBe(20);
  });
});
