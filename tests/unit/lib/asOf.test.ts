/** "Data as of" wording: HH:mm today, MM-dd HH:mm this year, the full date before. */
import { describe, expect, it } from 'vitest';
import { asOfTime } from '../../../core/lib/asOf';

const at = (y: number, m: number, d: number, h = 9, min = 5) => new Date(y, m - 1, d, h, min).getTime();
const NOW = at(2026, 11, 23, 15, 0);

describe('asOfTime', () => {
  it('data fetched today shows only the time', () => {
    expect(asOfTime(at(2026, 11, 23, 9, 5), NOW)).toBe('09:05');
  });
  it('data fetched on an earlier day this year shows month and day', () => {
    expect(asOfTime(at(2026, 11, 22, 23, 59), NOW)).toBe('11-22 23:59');
  });
  it('data from an earlier year shows the whole date', () => {
    expect(asOfTime(at(2025, 11, 23, 9, 5), NOW)).toBe('2025-11-23 09:05');
  });
  it('the same day of another month is not today', () => {
    expect(asOfTime(at(2026, 10, 23, 9, 5), NOW)).toBe('10-23 09:05');
  });
});
