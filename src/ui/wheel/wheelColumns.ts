/**
 * The columns of the in-app date and time wheels (issue #14: one picker in Chinese on every phone, not the
 * browser's locale-dependent native one): 年/月/日 and 时/分, as WeChat and DingTalk show them. Pure: the
 * values, their display words, the day count of a month, and the value a choice stands for.
 */

/** One wheel column: the values it holds (as text, the way the wheel keeps them) and what each shows. */
export interface WheelColumn {
  /** What the column is (年, 月, 日 …), for assistive technology. */
  name: string;
  values: string[];
  displayValues: string[];
}

export interface WheelWords {
  year: (n: number) => string;
  month: (n: number) => string;
  day: (n: number) => string;
  /** The column names: 年, 月, 日, 时, 分. */
  names: { year: string; month: string; day: string; hour: string; minute: string };
}

export interface DateParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

/** Years on the wheel around this one: far enough back for a birth date, ahead for a contract's end. */
export const YEARS_BACK = 100;
export const YEARS_AHEAD = 30;

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pad2 = (n: number): string => String(n).padStart(2, '0');

export const daysInMonth = (year: number, month: number): number => new Date(year, month, 0).getDate();

/** The day kept within its month (31 → 30 in April, → 28 or 29 in February). */
export const clampDay = (p: DateParts): DateParts => ({
  ...p,
  day: Math.min(p.day, daysInMonth(p.year, p.month)),
});

export function partsOfMs(ms: number): DateParts {
  const d = new Date(ms);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

/** Local midnight of the day (dates travel as epoch ms). */
export const msOfParts = (p: DateParts): number => new Date(p.year, p.month - 1, p.day).getTime();

export function dayColumn(year: number, month: number, words: WheelWords): WheelColumn {
  const days = range(1, daysInMonth(year, month));
  return { name: words.names.day, values: days.map(String), displayValues: days.map(words.day) };
}

/** 年, 月, 日 around this year (the shown date's year is always on the wheel, however far). */
export function dateColumns(shown: DateParts, thisYear: number, words: WheelWords): WheelColumn[] {
  const years = range(
    Math.min(thisYear - YEARS_BACK, shown.year),
    Math.max(thisYear + YEARS_AHEAD, shown.year),
  );
  const months = range(1, 12);
  return [
    { name: words.names.year, values: years.map(String), displayValues: years.map(words.year) },
    { name: words.names.month, values: months.map(String), displayValues: months.map(words.month) },
    dayColumn(shown.year, shown.month, words),
  ];
}

export const dateValues = (p: DateParts): string[] => [String(p.year), String(p.month), String(p.day)];

/** The date the wheel's values stand for, the day kept within its month; null when they are not numbers. */
export function partsOfValues(values: readonly string[]): DateParts | null {
  const [year, month, day] = values.map(Number);
  if (![year, month, day].every((n) => Number.isInteger(n))) return null;
  return clampDay({ year: year!, month: month!, day: day! });
}

/** 时 and 分 (00–23, 00–59) for a 'HH:mm' value. */
export function timeColumns(words: WheelWords): WheelColumn[] {
  const hours = range(0, 23).map(pad2);
  const minutes = range(0, 59).map(pad2);
  return [
    { name: words.names.hour, values: hours, displayValues: hours },
    { name: words.names.minute, values: minutes, displayValues: minutes },
  ];
}

/** What the time wheel shows for an empty or broken time: the start of a day shift. */
export const DEFAULT_TIME = ['08', '00'];

/** 'HH:mm' as the wheel's two values; an empty or broken time shows DEFAULT_TIME. */
export function timeValues(text: string): string[] {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return m ? [m[1]!, m[2]!] : DEFAULT_TIME;
}

export const timeOfValues = (values: readonly string[]): string => `${values[0]}:${values[1]}`;
