// The date half-day helper of spec §5: maps a leave boundary time to morning (上午) or afternoon (下午)
// for the three time conventions, and back from a date and half to the time string leave forms send.
// Errors are the literal labels the spec names: 'format error' and 'type error'.

import { isCalendarDate } from './calendar';

export type HalfDayType = 1 | 2 | 3;
export type Half = 'morning' | 'afternoon';
export const FORMAT_ERROR = 'format error';
export const TYPE_ERROR = 'type error';
export type HalfDayError = typeof FORMAT_ERROR | typeof TYPE_ERROR;

export const HALF_DAY_LABELS = { morning: '上午', afternoon: '下午' } as const;
export type HalfDayLabel = (typeof HALF_DAY_LABELS)[Half];

/** The time that stands for each half, per type. */
export const HALF_DAY_TIMES: Readonly<Record<HalfDayType, Readonly<Record<Half, string>>>> = {
  1: { morning: '00:00:00', afternoon: '12:00:00' },
  2: { morning: '11:59:59', afternoon: '23:59:59' },
  3: { morning: '00:00:00', afternoon: '11:59:59' },
};

export function isHalfDayType(type: unknown): type is HalfDayType {
  return type === 1 || type === 2 || type === 3;
}

export function isHalfDayError(value: string): value is HalfDayError {
  return value === FORMAT_ERROR || value === TYPE_ERROR;
}

/** The HH:mm:ss part of 'HH:mm:ss', 'yyyy-MM-dd HH:mm:ss' or 'yyyy-MM-ddTHH:mm:ss'. */
function timePart(value: string): string {
  const m = /^(?:\d{4}-\d{2}-\d{2}[ T])?(\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  return m?.[1] ?? '';
}

/** Which half a time stands for under a type; the type is checked first. */
export function halfOf(time: string, type: number): Half | HalfDayError {
  if (!isHalfDayType(type)) return TYPE_ERROR;
  const times = HALF_DAY_TIMES[type];
  const clock = timePart(time);
  if (clock === times.morning) return 'morning';
  if (clock === times.afternoon) return 'afternoon';
  return FORMAT_ERROR;
}

/** 上午 / 下午, or the error label. */
export function halfDayLabel(time: string, type: number): HalfDayLabel | HalfDayError {
  const half = halfOf(time, type);
  return isHalfDayError(half) ? half : HALF_DAY_LABELS[half];
}

function isDateText(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** The inverse: '2024-03-01' + afternoon + type 1 → '2024-03-01 12:00:00'. */
export function halfDayTime(date: string, half: Half, type: number): string {
  if (!isHalfDayType(type)) return TYPE_ERROR;
  if (!isDateText(date) || HALF_DAY_TIMES[type][half] === undefined) return FORMAT_ERROR;
  return `${date} ${HALF_DAY_TIMES[type][half]}`;
}
