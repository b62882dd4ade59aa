/**
 * The leave rules that need no database (pure): the range runs forward, whole halves long (a half-day start
 * to a half-day end: 11:59:59 / 23:59:59, or the instant after it), the day count is exactly those halves
 * (contract halfDaySpan, the app's own count, never rounded), and the hours fit inside it. Which wall clock
 * the halves sit on is the phone's: a nurse away from the hospital's time zone applies on her own.
 */
import type { LeaveApplyBody } from '../../../contract';
import { halfDaySpan } from '../../../contract/form';

export type FieldProblem = { field: keyof LeaveApplyBody; message: string };
type Range = Pick<LeaveApplyBody, 'leaveStartTime' | 'leaveEndTime' | 'leaveDayCount' | 'leaveHour'>;

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
const HALF_MS = 12 * HOUR_MS;
/** Float noise in hours computed by a client from milliseconds. */
const EPSILON = 1e-6;

/** The end as its half's last second: an end given as the instant the half ends (12:00, 24:00) counts the same. */
const endOfHalf = (start: number, end: number): number =>
  (end - start) % HALF_MS === 0 ? end - SECOND_MS : end;

export function leaveRangeProblem(body: Range): FieldProblem | null {
  const { leaveStartTime: start, leaveEndTime: end, leaveDayCount: days } = body;
  if (end <= start) return { field: 'leaveEndTime', message: '结束时间须晚于开始时间' };
  const span = halfDaySpan({ ms: start, type: 1 }, { ms: endOfHalf(start, end), type: 2 });
  if (!span.ok)
    return { field: 'leaveEndTime', message: '起止时间须为整半天：上午或下午开始，上午或下午结束' };
  if (!Number.isInteger(days * 2))
    return { field: 'leaveDayCount', message: '请假天数须以半天（0.5 天）为单位' };
  if (days !== span.days)
    return { field: 'leaveDayCount', message: `请假天数与起止时间不符：所选时段为 ${span.days} 天` };
  if (body.leaveHour > (end - start) / HOUR_MS + EPSILON)
    return { field: 'leaveHour', message: '请假时长超出了起止时间' };
  return null;
}
