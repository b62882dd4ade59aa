/** Spec §9 date formats and offsets (local time). */
import { describe, expect, it } from 'vitest';
import { addDate, DATE_FORMAT, DATE_TIME_FORMAT, formatDate, toDayjsFormat } from '../../../core/lib/dates';

const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number =>
  new Date(y, mo - 1, d, h, mi, s, ms).getTime();

describe('date formats', () => {
  const t = at(2024, 3, 5, 14, 7, 9, 45);
  it('the default date format is yyyy-MM-dd', () => {
    expect(DATE_FORMAT).toBe('yyyy-MM-dd');
    expect(formatDate(t, DATE_FORMAT)).toBe('2024-03-05');
  });
  it('the date helper defaults to yyyy-MM-dd HH:mm', () => {
    expect(DATE_TIME_FORMAT).toBe('yyyy-MM-dd HH:mm');
    expect(formatDate(t)).toBe('2024-03-05 14:07');
  });
  it('single-letter tokens drop the leading zero', () => {
    expect(formatDate(t, 'M/d H:m:s')).toBe('3/5 14:7:9');
  });
  it('yy, hh, h, ss and SSS tokens', () => {
    expect(formatDate(t, 'yy hh h ss SSS')).toBe('24 02 2 09 045');
  });
  it('text around the tokens is kept, including Chinese', () => {
    expect(formatDate(t, 'yyyy年MM月dd日 HH时')).toBe('2024年03月05日 14时');
  });
  it('dayjs tokens that are not spec tokens stay literal', () => {
    expect(formatDate(t, 'YYYY/yyyy [A] Z')).toBe('YYYY/2024 [A] Z');
    expect(toDayjsFormat('yyyy-MM-dd')).toBe('YYYY[-]MM[-]DD');
  });
  it('an invalid time formats as empty text', () => {
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(Number.POSITIVE_INFINITY, DATE_FORMAT)).toBe('');
  });
});

describe('date offset by unit', () => {
  const t = at(2024, 1, 15, 10, 0, 0);
  it('s adds seconds', () => expect(addDate(t, 30, 's')).toBe(at(2024, 1, 15, 10, 0, 30)));
  it('n adds minutes (not months)', () => expect(addDate(t, 90, 'n')).toBe(at(2024, 1, 15, 11, 30)));
  it('h adds hours', () => expect(addDate(t, 15, 'h')).toBe(at(2024, 1, 16, 1, 0)));
  it('d adds days', () => expect(addDate(t, 20, 'd')).toBe(at(2024, 2, 4, 10, 0)));
  it('w adds weeks', () => expect(addDate(t, 2, 'w')).toBe(at(2024, 1, 29, 10, 0)));
  it('q adds quarters (3 months)', () => expect(addDate(t, 1, 'q')).toBe(at(2024, 4, 15, 10, 0)));
  it('m adds months', () => expect(addDate(t, 13, 'm')).toBe(at(2025, 2, 15, 10, 0)));
  it('y adds years', () => expect(addDate(t, 2, 'y')).toBe(at(2026, 1, 15, 10, 0)));
  it('negative amounts go back', () => expect(addDate(t, -1, 'd')).toBe(at(2024, 1, 14, 10, 0)));
  it('a month added to the 31st clamps to the end of a shorter month', () => {
    expect(addDate(at(2024, 1, 31), 1, 'm')).toBe(at(2024, 2, 29));
    expect(addDate(at(2023, 1, 31), 1, 'm')).toBe(at(2023, 2, 28));
  });
  it('a year added to 29 February clamps to 28 February', () => {
    expect(addDate(at(2024, 2, 29), 1, 'y')).toBe(at(2025, 2, 28));
  });
});
