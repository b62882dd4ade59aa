/**
 * How far apart two clocks were, in the unit a reviewer reads at a glance: seconds under a minute, minutes
 * under an hour, else hours with one decimal. Pure.
 */
export type Duration = { unit: 'seconds' | 'minutes' | 'hours'; n: number };

const MINUTE = 60_000;
const HOUR = 3_600_000;

export function durationOf(ms: number): Duration {
  const abs = Math.abs(ms);
  if (abs < MINUTE) return { unit: 'seconds', n: Math.round(abs / 1000) };
  if (abs < HOUR) return { unit: 'minutes', n: Math.round(abs / MINUTE) };
  return { unit: 'hours', n: Math.round((abs / HOUR) * 10) / 10 };
}

/** Whether the delay or skew is worth a reviewer's eye (a minute or more). */
export const worthShowing = (ms: number | null): ms is number => ms !== null && Math.abs(ms) >= MINUTE;
