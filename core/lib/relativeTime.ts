// The two relative-time wordings: the message list (spec §9: 'just now' under 5 min, then minutes,
// hours, days up to 30 days, then the date) and the date helper (minutes … weeks … months, then the date).
// Both are pure: `now` is a parameter. A month is 30 days.

import { DATE_FORMAT, formatDate } from './dateFormat';

export type Lang = 'zh-CN' | 'en';
type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

/** One step of a wording: below `under` ms of age, count in `unit` (at most `max`). */
interface Step {
  under: number;
  unit: Unit;
  size: number;
  max?: number;
}

const MESSAGE_LIST_STEPS: readonly Step[] = [
  { under: HOUR, unit: 'minute', size: MINUTE },
  { under: DAY, unit: 'hour', size: HOUR },
  { under: MONTH, unit: 'day', size: DAY },
];

/** Weeks stop at 3 so the wording runs 1–3 weeks, then 1–3 months (days 28–29 read as 3 weeks). */
const DATE_HELPER_STEPS: readonly Step[] = [
  { under: HOUR, unit: 'minute', size: MINUTE },
  { under: DAY, unit: 'hour', size: HOUR },
  { under: WEEK, unit: 'day', size: DAY },
  { under: MONTH, unit: 'week', size: WEEK, max: 3 },
  { under: 4 * MONTH, unit: 'month', size: MONTH },
];

const ZH: Readonly<Record<Unit, string>> = {
  minute: '分钟前',
  hour: '小时前',
  day: '天前',
  week: '周前',
  month: '个月前',
};
const EN: Readonly<Record<Unit, [string, string]>> = {
  minute: ['min ago', 'min ago'],
  hour: ['h ago', 'h ago'],
  day: ['day ago', 'days ago'],
  week: ['week ago', 'weeks ago'],
  month: ['month ago', 'months ago'],
};

export function justNow(lang: Lang = 'zh-CN'): string {
  return lang === 'en' ? 'just now' : '刚刚';
}

function phrase(count: number, unit: Unit, lang: Lang): string {
  if (lang === 'zh-CN') return `${count}${ZH[unit]}`;
  return `${count} ${EN[unit][count === 1 ? 0 : 1]}`;
}

function describe(age: number, ms: number, steps: readonly Step[], lang: Lang): string {
  const step = steps.find((s) => age < s.under);
  if (!step) return formatDate(ms, DATE_FORMAT);
  const count = Math.min(Math.floor(age / step.size), step.max ?? Infinity);
  return phrase(count, step.unit, lang);
}

/** Message list: under 5 min (or in the future) 'just now'; N min/h/days up to 30 days; then yyyy-MM-dd. */
export function messageListTime(ms: number, now: number, lang: Lang = 'zh-CN'): string {
  const age = now - ms;
  return age < 5 * MINUTE ? justNow(lang) : describe(age, ms, MESSAGE_LIST_STEPS, lang);
}

/** Date helper: under 1 min (or in the future) 'just now'; minutes, hours, days, 1–3 weeks, 1–3 months; then yyyy-MM-dd. */
export function relativeTime(ms: number, now: number, lang: Lang = 'zh-CN'): string {
  const age = now - ms;
  return age < MINUTE ? justNow(lang) : describe(age, ms, DATE_HELPER_STEPS, lang);
}
