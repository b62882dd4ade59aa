/**
 * What is leave's own in its definition (forms/attendance.ts), pure: day count in halves and hours (8 h a
 * day) follow start and end (contract/form/halfDaySpan.ts, the one count) — a client's own count is
 * replaced by it, never trusted; an end before the start, or times off the half days, are errors under
 * the end; a leave is at most a year. An end given as the instant its half ends (12:00, 24:00) counts as
 * that half's last second. Its flow's branches (over 3 and over 15 days) are the server's template; its
 * type is checked against the dictionary like every dictionary field.
 */
import { halfDaySpan, hoursOf } from '../form/halfDaySpan';
import type { FieldIssue, FormValues } from '../form/types';
import { label } from './fields';

/** The contract's limit (leaveDayCount ≤ 365). */
export const MAX_LEAVE_DAYS = 365;

const SECOND_MS = 1000;
const HALF_MS = 12 * 3_600_000;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The end as its half's last second: an end given as the instant the half ends counts the same. */
function endOf(values: FormValues): number | null {
  const start = num(values.leaveStartTime);
  const end = num(values.leaveEndTime);
  if (start === null || end === null) return end;
  return end > start && (end - start) % HALF_MS === 0 ? end - SECOND_MS : end;
}

/** The leave's length in days (halves) from its start and end values, or why there is none. */
export const leaveSpan = (values: FormValues) =>
  halfDaySpan({ ms: num(values.leaveStartTime), type: 1 }, { ms: endOf(values), type: 2 });

/** Day count and hours follow start and end; cleared while either is missing or the end is first. */
export function deriveLeave(values: FormValues): FormValues {
  const span = leaveSpan(values);
  const days = span.ok ? span.days : null;
  const end = endOf(values);
  return {
    ...values,
    ...(end === null ? {} : { leaveEndTime: end }),
    leaveDayCount: days,
    leaveHour: days === null ? null : hoursOf(days),
  };
}

export function checkLeave(values: FormValues): FieldIssue[] {
  const start = num(values.leaveStartTime);
  const end = num(values.leaveEndTime);
  if (start === null || end === null) return [];
  if (end <= start)
    return [{ field: 'leaveEndTime', rule: 'order', params: { other: label('leaveStartTime') } }];
  const span = leaveSpan(values);
  if (!span.ok)
    return [
      {
        field: 'leaveEndTime',
        rule: 'pattern',
        message: '起止时间须为整半天：上午或下午开始，上午或下午结束',
      },
    ];
  if (span.days > MAX_LEAVE_DAYS)
    return [{ field: 'leaveDayCount', rule: 'max', params: { max: MAX_LEAVE_DAYS } }];
  return [];
}
