/** Spec §5 date half-day helper: times to 上午/下午 per type, errors, and the inverse for leave forms. */
import { describe, expect, it } from 'vitest';
import {
  FORMAT_ERROR,
  halfDayLabel,
  halfDayTime,
  halfOf,
  isHalfDayError,
  type Half,
  type HalfDayType,
  TYPE_ERROR,
} from '../../../contract/form/halfDay';

describe('half-day labels', () => {
  it('type 1: 00:00:00 is morning', () => expect(halfDayLabel('00:00:00', 1)).toBe('上午'));
  it('type 1: 12:00:00 is afternoon', () => expect(halfDayLabel('12:00:00', 1)).toBe('下午'));
  it('type 2: 11:59:59 is morning', () => expect(halfDayLabel('11:59:59', 2)).toBe('上午'));
  it('type 2: 23:59:59 is afternoon', () => expect(halfDayLabel('23:59:59', 2)).toBe('下午'));
  it('type 3: 00:00:00 is morning', () => expect(halfDayLabel('00:00:00', 3)).toBe('上午'));
  it('type 3: 11:59:59 is afternoon', () => expect(halfDayLabel('11:59:59', 3)).toBe('下午'));
  it('the same time means different halves under different types', () => {
    expect(halfOf('11:59:59', 2)).toBe('morning');
    expect(halfOf('11:59:59', 3)).toBe('afternoon');
  });
  it('a full date-time is read by its time part', () => {
    expect(halfDayLabel('2024-03-01 12:00:00', 1)).toBe('下午');
    expect(halfDayLabel('2024-03-01T11:59:59', 2)).toBe('上午');
  });
});

describe('half-day errors', () => {
  it("a time that does not match the type gives 'format error'", () => {
    expect(halfDayLabel('12:00:00', 2)).toBe('format error');
    expect(halfDayLabel('23:59:59', 1)).toBe('format error');
    expect(halfDayLabel('08:30:00', 3)).toBe('format error');
  });
  it("a malformed time gives 'format error'", () => {
    for (const t of ['12:00', '9:00:00', '', 'noon', '2024-03-01'])
      expect(halfDayLabel(t, 1)).toBe(FORMAT_ERROR);
  });
  it("an unknown type gives 'type error'", () => {
    for (const type of [0, 4, -1, 1.5, Number.NaN]) expect(halfDayLabel('00:00:00', type)).toBe('type error');
  });
  it('the type is checked before the time', () => expect(halfDayLabel('bad', 9)).toBe(TYPE_ERROR));
  it('isHalfDayError recognises exactly the two error labels', () => {
    expect([FORMAT_ERROR, TYPE_ERROR, '上午', 'morning'].map(isHalfDayError)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('half-day inverse (leave forms)', () => {
  it('type 1: morning → 00:00:00, afternoon → 12:00:00', () => {
    expect(halfDayTime('2024-03-01', 'morning', 1)).toBe('2024-03-01 00:00:00');
    expect(halfDayTime('2024-03-01', 'afternoon', 1)).toBe('2024-03-01 12:00:00');
  });
  it('type 2: morning → 11:59:59, afternoon → 23:59:59', () => {
    expect(halfDayTime('2024-03-01', 'morning', 2)).toBe('2024-03-01 11:59:59');
    expect(halfDayTime('2024-03-01', 'afternoon', 2)).toBe('2024-03-01 23:59:59');
  });
  it('type 3: morning → 00:00:00, afternoon → 11:59:59', () => {
    expect(halfDayTime('2024-03-01', 'morning', 3)).toBe('2024-03-01 00:00:00');
    expect(halfDayTime('2024-03-01', 'afternoon', 3)).toBe('2024-03-01 11:59:59');
  });
  it('inverse then forward gives back the half, for every type', () => {
    for (const type of [1, 2, 3] as HalfDayType[]) {
      for (const half of ['morning', 'afternoon'] as Half[]) {
        expect(halfOf(halfDayTime('2024-12-31', half, type), type)).toBe(half);
      }
    }
  });
  it("an invalid date gives 'format error'", () => {
    for (const d of ['2024-02-30', '2023-02-29', '2024-3-1', '', '2024/03/01']) {
      expect(halfDayTime(d, 'morning', 1)).toBe(FORMAT_ERROR);
    }
    expect(halfDayTime('2024-02-29', 'morning', 1)).toBe('2024-02-29 00:00:00');
  });
  it("an unknown half gives 'format error'", () => {
    expect(halfDayTime('2024-03-01', 'evening' as Half, 1)).toBe(FORMAT_ERROR);
  });
  it("an unknown type gives 'type error'", () =>
    expect(halfDayTime('2024-03-01', 'morning', 4)).toBe(TYPE_ERROR));
});
