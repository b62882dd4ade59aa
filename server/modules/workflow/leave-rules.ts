/**
 * The leave rules that need no database (pure): the range runs forward, the day count matches it in half
 * days (contract leaveRangeDays), and the hours fit inside it.
 */
import { leaveRangeDays, type LeaveApplyBody } from '../../../contract';

export type FieldProblem = { field: keyof LeaveApplyBody; message: string };
type Range = Pick<LeaveApplyBody, 'leaveStartTime' | 'leaveEndTime' | 'leaveDayCount' | 'leaveHour'>;

const HOUR_MS = 3_600_000;
/** Float noise in hours computed by a client from milliseconds. */
const EPSILON = 1e-6;

/** The range in days to the nearest half day, at least half a day (for messages). */
function nearestHalfDays(days: number): number {
  return Math.max(0.5, Math.round(days * 2) / 2);
}

export function leaveRangeProblem(body: Range): FieldProblem | null {
  const { leaveStartTime: start, leaveEndTime: end, leaveDayCount: days } = body;
  if (end <= start) return { field: 'leaveEndTime', message: '结束时间须晚于开始时间' };
  if (!Number.isInteger(days * 2))
    return { field: 'leaveDayCount', message: '请假天数须以半天（0.5 天）为单位' };
  const range = leaveRangeDays(start, end);
  // Strictly less than half a day: an aligned range allows one count, any other the two nearest halves.
  if (Math.abs(days - range) >= 0.5) {
    return {
      field: 'leaveDayCount',
      message: `请假天数与起止时间不符：所选时段为 ${nearestHalfDays(range)} 天`,
    };
  }
  if (body.leaveHour > (end - start) / HOUR_MS + EPSILON)
    return { field: 'leaveHour', message: '请假时长超出了起止时间' };
  return null;
}
