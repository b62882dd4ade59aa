/**
 * What is leave's own in its definition (forms/attendance.ts), pure: day count in halves and hours (8 h a
 * day) follow start and end (contract/form/halfDaySpan.ts, the one count); an end before the start is an
 * error under the end; a leave is at most a year. Its flow's branches (over 3 and over 15 days) are the
 * server's template; its type is checked against the dictionary like every dictionary field.
 */
import { halfDaySpan, hoursOf } from '../form/halfDaySpan';
import type { FieldIssue, FormValues } from '../form/types';
import { label } from './fields';

/** The contract's limit (leaveDayCount ≤ 365). */
export const MAX_LEAVE_DAYS = 365;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The leave's length in days (halves) from its start and end values, or why there is none. */
export const leaveSpan = (values: FormValues) =>
  halfDaySpan({ ms: num(values.leaveStartTime), type: 1 }, { ms: num(values.leaveEndTime), type: 2 });

/** Day count and hours follow start and end; cleared while either is missing or the end is first. */
export function deriveLeave(values: FormValues): FormValues {
  const span = leaveSpan(values);
  const days = span.ok ? span.days : null;
  return { ...values, leaveDayCount: days, leaveHour: days === null ? null : hoursOf(days) };
}

export function checkLeave(values: FormValues): FieldIssue[] {
  const span = leaveSpan(values);
  if (!span.ok) {
    const both = num(values.leaveStartTime) !== null && num(values.leaveEndTime) !== null;
    return both ? [{ field: 'leaveEndTime', rule: 'order', params: { other: label('leaveStartTime') } }] : [];
  }
  if (span.days > MAX_LEAVE_DAYS)
    return [{ field: 'leaveDayCount', rule: 'max', params: { max: MAX_LEAVE_DAYS } }];
  return [];
}
