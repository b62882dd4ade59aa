/** Calendar facts behind the ID-card and half-day date checks. */
import { describe, expect, it } from 'vitest';
import { daysInMonth, isCalendarDate, isLeapYear } from '../../../contract/form/calendar';

describe('calendar', () => {
  it('leap years: every 4th, not every 100th, but every 400th', () => {
    expect([2024, 2023, 1900, 2000].map(isLeapYear)).toEqual([true, false, false, true]);
  });
  it('February has 29 days in a leap year and 28 otherwise', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
  });
  it('30- and 31-day months', () => {
    expect([1, 4, 6, 9, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([31, 30, 30, 30, 30, 31]);
  });
  it('month outside 1–12 has no days', () => {
    expect(daysInMonth(2023, 0)).toBe(0);
    expect(daysInMonth(2023, 13)).toBe(0);
  });
  it('29 February exists only in leap years', () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
  });
  it('day 0, day 32, 31 April and fractions are not dates', () => {
    expect(isCalendarDate(2024, 1, 0)).toBe(false);
    expect(isCalendarDate(2024, 1, 32)).toBe(false);
    expect(isCalendarDate(2024, 4, 31)).toBe(false);
    expect(isCalendarDate(2024, 1.5, 1)).toBe(false);
  });
});
