/**
 * The one count of half days every form uses (leave, support, further study …), on both sides: the span
 * from a start half (spec §5 type 1: where the half begins) to an end half (type 2: its last second),
 * both included, in days. Exact: a span that is not a whole number of halves is an error, never rounded.
 */
import { halfOf, isHalfDayError, isHalfDayType, type Half, type HalfDayType } from './halfDay';

export const HOURS_PER_DAY = 8;
const SECOND_MS = 1000;
const HALF_MS = 12 * 3_600_000;
/** Where a bound's instant sits inside its half: a type-1 start at its first second, a type-2 end at its last. */
const INTO_HALF: Readonly<Record<1 | 2, number>> = { 1: 0, 2: HALF_MS - SECOND_MS };

/** An instant as 'yyyy-MM-dd HH:mm:ss' on the clock where the form is filled in (the app's, the hospital's). */
export type WallClock = (ms: number) => string;

export interface HalfDayParts {
  date: string;
  half: Half;
}

export interface HalfDayBound {
  ms: number | null | undefined;
  type: HalfDayType;
}

export type SpanResult = { ok: true; days: number } | { ok: false; error: 'order' | 'format' };

const isMs = (ms: unknown): ms is number => typeof ms === 'number' && Number.isFinite(ms);

/** The date and half a stored value stands for on a clock; null when it is no half-day time of the type. */
export function splitHalfDay(
  ms: number | null | undefined,
  type: HalfDayType,
  clock: WallClock,
): HalfDayParts | null {
  if (!isMs(ms)) return null;
  const stamp = clock(ms);
  const half = halfOf(stamp, type);
  return isHalfDayError(half) ? null : { date: stamp.slice(0, 10), half };
}

/** A bound on the half-day grid: type 1 or 2, and (when a clock is given) one of its type's times. */
function onGrid(bound: HalfDayBound, clock?: WallClock): bound is { ms: number; type: 1 | 2 } {
  if (!isMs(bound.ms) || !isHalfDayType(bound.type) || bound.type === 3) return false;
  return clock === undefined || splitHalfDay(bound.ms, bound.type, clock) !== null;
}

/**
 * Calendar days from a start to an end in halves: the same morning alone is 0.5, a morning to the next
 * morning 1.5. An end before the start is an 'order' error; a bound that is missing, of type 3, off its
 * type's times on the clock (when one is given) or a span that is no whole number of halves, 'format'.
 */
export function halfDaySpan(start: HalfDayBound, end: HalfDayBound, clock?: WallClock): SpanResult {
  if (!onGrid(start, clock) || !onGrid(end, clock)) return { ok: false, error: 'format' };
  const from = start.ms - INTO_HALF[start.type];
  const to = end.ms - INTO_HALF[end.type] + HALF_MS;
  const halves = (to - from) / HALF_MS;
  if (!Number.isInteger(halves)) return { ok: false, error: 'format' };
  return halves < 1 ? { ok: false, error: 'order' } : { ok: true, days: halves / 2 };
}

/** The days of a type-1 start to a type-2 end, or null while either is missing or the span is unsound. */
export function halfDayCount(start: unknown, end: unknown, clock?: WallClock): number | null {
  const span = halfDaySpan(
    { ms: isMs(start) ? start : null, type: 1 },
    { ms: isMs(end) ? end : null, type: 2 },
    clock,
  );
  return span.ok ? span.days : null;
}

export const hoursOf = (days: number): number => days * HOURS_PER_DAY;
