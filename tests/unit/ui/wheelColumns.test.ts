/**
 * The date and time wheels' columns: 年/月/日 in the app's words, a month's real number of days, the day kept
 * within its month, and the value a turned wheel stands for.
 */
import { describe, expect, it } from 'vitest';
import {
  clampDay,
  dateColumns,
  daysInMonth,
  msOfParts,
  partsOfMs,
  partsOfValues,
  timeColumns,
  timeOfValues,
  timeValues,
  YEARS_AHEAD,
  YEARS_BACK,
  type WheelWords,
} from '../../../src/ui/wheel/wheelColumns';

const ZH: WheelWords = {
  year: (n) => `${n}年`,
  month: (n) => `${n}月`,
  day: (n) => `${n}日`,
  names: { year: '年', month: '月', day: '日', hour: '时', minute: '分' },
};

describe('the date wheel shows 年/月/日 in Chinese on every phone', () => {
  const [years, months, days] = dateColumns({ year: 2027, month: 2, day: 10 }, 2026, ZH);
  it('years reach back for a birth date and ahead for a contract end', () => {
    expect(years!.values[0]).toBe(String(2026 - YEARS_BACK));
    expect(years!.values.at(-1)).toBe(String(2026 + YEARS_AHEAD));
    expect(years!.displayValues[years!.values.indexOf('2027')]).toBe('2027年');
  });
  it('twelve months and the days of the shown month (February 2027 has 28)', () => {
    expect(months!.displayValues).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}月`));
    expect(days!.values).toHaveLength(28);
    expect(days!.displayValues.at(-1)).toBe('28日');
  });
  it('a date far outside the usual years is still on the wheel', () => {
    const [far] = dateColumns({ year: 1900, month: 1, day: 1 }, 2026, ZH);
    expect(far!.values[0]).toBe('1900');
  });
  it('names each column for assistive technology', () => {
    expect([years, months, days].map((c) => c!.name)).toEqual(['年', '月', '日']);
  });
});

describe('a turned wheel stands for a real day', () => {
  it('knows leap years and short months', () => {
    expect([daysInMonth(2028, 2), daysInMonth(2027, 2), daysInMonth(2027, 4), daysInMonth(2027, 12)]).toEqual(
      [29, 28, 30, 31],
    );
  });
  it('keeps the day within its month: 31 March turned to April is 30 April', () => {
    expect(clampDay({ year: 2027, month: 4, day: 31 })).toEqual({ year: 2027, month: 4, day: 30 });
    expect(partsOfValues(['2027', '2', '31'])).toEqual({ year: 2027, month: 2, day: 28 });
  });
  it('is local midnight of that day, and reads back to the same day', () => {
    const ms = msOfParts({ year: 2027, month: 1, day: 10 });
    expect(new Date(ms).getHours()).toBe(0);
    expect(partsOfMs(ms)).toEqual({ year: 2027, month: 1, day: 10 });
  });
  it('values that are not numbers stand for nothing', () => {
    expect(partsOfValues(['x', '1', '1'])).toBeNull();
  });
});

describe('the time wheel', () => {
  it('offers 00–23 and 00–59, and gives HH:mm back', () => {
    const [hours, minutes] = timeColumns(ZH);
    expect([hours!.values.length, minutes!.values.length]).toEqual([24, 60]);
    expect(timeOfValues(['07', '30'])).toBe('07:30');
  });
  it('shows the value, or 08:00 for an empty or broken one', () => {
    expect(timeValues('17:45')).toEqual(['17', '45']);
    expect(timeValues('')).toEqual(['08', '00']);
    expect(timeValues('25:00')).toEqual(['08', '00']);
  });
});
