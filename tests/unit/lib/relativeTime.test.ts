/** The two relative-time wordings: message list (spec §9) and date helper; `now` is a parameter. */
import { describe, expect, it } from 'vitest';
import { formatDate, messageListTime, relativeTime } from '../../../core/lib/dates';

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NOW = new Date(2024, 5, 15, 12, 0, 0).getTime();
const ago = (ms: number): number => NOW - ms;
const list = (age: number, lang?: 'zh-CN' | 'en'): string => messageListTime(ago(age), NOW, lang);
const helper = (age: number, lang?: 'zh-CN' | 'en'): string => relativeTime(ago(age), NOW, lang);

describe('message list wording', () => {
  it("under 5 min is '刚刚' (4:59)", () => {
    expect(list(0)).toBe('刚刚');
    expect(list(4 * MIN + 59 * SEC)).toBe('刚刚');
  });
  it('from 5:00 it counts minutes', () => expect(list(5 * MIN)).toBe('5分钟前'));
  it('59:59 is still minutes', () => expect(list(HOUR - SEC)).toBe('59分钟前'));
  it('then hours from 60 minutes', () => expect(list(HOUR)).toBe('1小时前'));
  it('23 h 59 min is still hours', () => expect(list(DAY - MIN)).toBe('23小时前'));
  it('then days from 24 hours', () => expect(list(DAY)).toBe('1天前'));
  it('29 days is still days', () => expect(list(30 * DAY - SEC)).toBe('29天前'));
  it('from 30 days it is the date yyyy-MM-dd', () => {
    expect(list(30 * DAY)).toBe(formatDate(ago(30 * DAY), 'yyyy-MM-dd'));
    expect(list(30 * DAY)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it('a time in the future is just now', () => expect(list(-2 * HOUR)).toBe('刚刚'));
  it('English wording', () => {
    expect([
      list(MIN, 'en'),
      list(5 * MIN, 'en'),
      list(3 * HOUR, 'en'),
      list(DAY, 'en'),
      list(2 * DAY, 'en'),
    ]).toEqual(['just now', '5 min ago', '3 h ago', '1 day ago', '2 days ago']);
  });
});

describe('date helper wording', () => {
  it("under 1 minute is '刚刚'", () => expect(helper(59 * SEC)).toBe('刚刚'));
  it("a future time is '刚刚'", () => expect(helper(-DAY)).toBe('刚刚'));
  it('1–59 分钟前', () => {
    expect(helper(MIN)).toBe('1分钟前');
    expect(helper(HOUR - SEC)).toBe('59分钟前');
  });
  it('1–23 小时前', () => {
    expect(helper(HOUR)).toBe('1小时前');
    expect(helper(DAY - SEC)).toBe('23小时前');
  });
  it('1–6 天前 (6 days vs 7 days)', () => {
    expect(helper(DAY)).toBe('1天前');
    expect(helper(7 * DAY - SEC)).toBe('6天前');
  });
  it('1–3 周前 from 7 days', () => {
    expect(helper(7 * DAY)).toBe('1周前');
    expect(helper(14 * DAY)).toBe('2周前');
    expect(helper(21 * DAY)).toBe('3周前');
  });
  it('28 and 29 days still read 3 周前 (3 weeks vs a month)', () => {
    expect(helper(28 * DAY)).toBe('3周前');
    expect(helper(30 * DAY - SEC)).toBe('3周前');
  });
  it('1–3 个月前 with 30-day months', () => {
    expect(helper(30 * DAY)).toBe('1个月前');
    expect(helper(60 * DAY)).toBe('2个月前');
    expect(helper(120 * DAY - SEC)).toBe('3个月前');
  });
  it('from 4 months (120 days) it is the date yyyy-MM-dd', () => {
    expect(helper(120 * DAY)).toBe(formatDate(ago(120 * DAY), 'yyyy-MM-dd'));
  });
  it('English wording, singular and plural', () => {
    expect(
      [SEC, 5 * MIN, 3 * HOUR, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY, 60 * DAY].map((a) => helper(a, 'en')),
    ).toEqual([
      'just now',
      '5 min ago',
      '3 h ago',
      '2 days ago',
      '1 week ago',
      '2 weeks ago',
      '1 month ago',
      '2 months ago',
    ]);
  });
  it('an invalid time gives empty text', () => expect(relativeTime(Number.NaN, NOW)).toBe(''));
});
