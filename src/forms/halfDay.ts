/**
 * Half-day dates (上午/下午) on the phone's clock: a date and a half become epoch ms of the spec §5 helper's
 * time under a type, read back with the contract's splitHalfDay, and counted with the contract's one
 * halfDaySpan (contract/form/halfDaySpan.ts) — the same count the server checks.
 */
import { formatDate } from '../../core/lib/dateFormat';
import { halfDayTime, type Half, type HalfDayType } from '../../contract/form/halfDay';
import {
  halfDaySpan as spanOn,
  splitHalfDay as splitOn,
  type HalfDayBound,
  type HalfDayParts,
  type SpanResult,
  type WallClock,
} from '../../contract/form/halfDaySpan';

export {
  hoursOf,
  HOURS_PER_DAY,
  type HalfDayBound,
  type HalfDayParts,
  type SpanResult,
} from '../../contract/form/halfDaySpan';

const STAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The phone's own clock: forms are filled in where the phone is. */
export const LOCAL_CLOCK: WallClock = (ms) => formatDate(ms, 'yyyy-MM-dd HH:mm:ss');

/** A local date ('yyyy-MM-dd') and half → epoch ms under the type; null for a date that does not exist. */
export function halfDayMs(date: string, half: Half, type: HalfDayType): number | null {
  const m = STAMP.exec(halfDayTime(date, half, type));
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi, s).getTime();
}

/** The date and half a stored value stands for on the phone's clock. */
export const splitHalfDay = (ms: number | null | undefined, type: HalfDayType): HalfDayParts | null =>
  splitOn(ms, type, LOCAL_CLOCK);

/** The span from start to end, each bound a half-day time of its type on the phone's clock. */
export const halfDaySpan = (start: HalfDayBound, end: HalfDayBound): SpanResult =>
  spanOn(start, end, LOCAL_CLOCK);
