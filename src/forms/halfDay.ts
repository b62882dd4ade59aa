/**
 * Half-day dates (上午/下午) as epoch ms, through the spec §5 half-day helper: a date and a half become the
 * helper's time under a type (1: 00:00:00 / 12:00:00, where a half starts; 2: 11:59:59 / 23:59:59, where it
 * ends), read back with halfOf. A span counts halves from the start's half to the end's, both included.
 */
import { formatDate } from '../lib/dateFormat';
import {
  halfDayTime,
  halfOf,
  isHalfDayError,
  type Half,
  type HalfDayType,
} from '../../contract/form/halfDay';

export const HOURS_PER_DAY = 8;
const DAY_MS = 86_400_000;
const STAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A local date ('yyyy-MM-dd') and half → epoch ms under the type; null for a date that does not exist. */
export function halfDayMs(date: string, half: Half, type: HalfDayType): number | null {
  const m = STAMP.exec(halfDayTime(date, half, type));
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi, s).getTime();
}

export interface HalfDayParts {
  date: string;
  half: Half;
}

/** The date and half a stored value stands for; null when it is not a half-day time of the type. */
export function splitHalfDay(ms: number | null | undefined, type: HalfDayType): HalfDayParts | null {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return null;
  const half = halfOf(formatDate(ms, 'HH:mm:ss'), type);
  return isHalfDayError(half) ? null : { date: formatDate(ms, 'yyyy-MM-dd'), half };
}

/** Halves counted from a fixed origin: two per calendar day, the afternoon second. */
function slotOf({ date, half }: HalfDayParts): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS) * 2 + (half === 'afternoon' ? 1 : 0);
}

export type SpanResult = { ok: true; days: number } | { ok: false; error: 'order' | 'format' };

export interface HalfDayBound {
  ms: number | null | undefined;
  type: HalfDayType;
}

/**
 * Calendar days from start to end in halves: the same morning alone is 0.5, a morning to the next
 * morning 1.5. An end before the start is an 'order' error; a value that is no half-day time, 'format'.
 */
export function halfDaySpan(start: HalfDayBound, end: HalfDayBound): SpanResult {
  const from = splitHalfDay(start.ms, start.type);
  const to = splitHalfDay(end.ms, end.type);
  if (!from || !to) return { ok: false, error: 'format' };
  const halves = slotOf(to) - slotOf(from) + 1;
  return halves < 1 ? { ok: false, error: 'order' } : { ok: true, days: halves / 2 };
}

export const hoursOf = (days: number): number => days * HOURS_PER_DAY;
