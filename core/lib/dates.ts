// Date helpers of spec §9 in one place: formatting, offsets by unit (s n h d w q m y) and the two
// relative-time wordings. All take epoch ms, use local time and read no clock (`now` is a parameter).

import dayjs, { type ManipulateType } from 'dayjs';

export { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, toDayjsFormat } from './dateFormat';
export { justNow, messageListTime, relativeTime, type Lang } from './relativeTime';

/** Offset units: s, n (minutes), h, d, w, q (quarter), m (month), y. */
export type DateUnit = 's' | 'n' | 'h' | 'd' | 'w' | 'q' | 'm' | 'y';

const UNITS: Readonly<Record<DateUnit, [ManipulateType, number]>> = {
  s: ['second', 1],
  n: ['minute', 1],
  h: ['hour', 1],
  d: ['day', 1],
  w: ['week', 1],
  q: ['month', 3],
  m: ['month', 1],
  y: ['year', 1],
};

/** Adds `amount` units to epoch ms. Months clamp to the month's end (Jan 31 + 1 m → Feb 28/29). */
export function addDate(ms: number, amount: number, unit: DateUnit): number {
  const [dayjsUnit, factor] = UNITS[unit];
  return dayjs(ms)
    .add(amount * factor, dayjsUnit)
    .valueOf();
}
