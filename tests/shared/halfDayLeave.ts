/**
 * Leave applications by the hundred, for the tests and benches that queue many (the flaky-network e2e,
 * the 1,000-row flush bench): number `i` is half a day on its own morning from `firstDay`, submitted with no
 * bill number, so the outbox takes one when it sends it — exactly as an application made offline.
 */
import type { LeaveApplyBody } from '../../contract';

const DAY = 86_400_000;

export function halfDayLeave(i: number, userId: string, firstDay: string, reason: string): LeaveApplyBody {
  const start = Date.parse(`${firstDay}T00:00:00+08:00`) + i * DAY;
  return {
    status: 0,
    flowTitle: '请假申请',
    billNo: '',
    flowUrgent: 1,
    applyUser: userId,
    applyDept: 'ward-xinneike',
    applyPost: null,
    applyDate: start - DAY,
    leaveType: 'dict-leaveType-1',
    leaveReason: `${reason} ${i}`,
    leaveStartTime: start,
    leaveEndTime: start + DAY / 2 - 1000,
    leaveDayCount: 0.5,
    leaveHour: 4,
    fileJson: [],
  };
}
