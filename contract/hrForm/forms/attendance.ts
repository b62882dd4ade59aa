/**
 * 假勤管理 (leaveAttendanceManage): the leave application (请假, its rules in ../leave.ts: start and end
 * in half days, days and hours computed) and the leave return (销假), naming the approved leave it ends.
 */
import { count, dict, files, halfDay, heading, para } from '../fields';
import { defineHrForm } from '../define';
import { checkLeave, deriveLeave, MAX_LEAVE_DAYS } from '../leave';

export const LEAVE = defineHrForm(
  'leaveApply',
  [
    heading('leaveGroup'),
    dict('leaveType', 'leaveType', { required: true }),
    halfDay('leaveStartTime', false, { required: true }),
    halfDay('leaveEndTime', true, { required: true }),
    { ...count('leaveDayCount', { max: MAX_LEAVE_DAYS, precision: 1 }), disabled: true },
    { ...count('leaveHour', { max: MAX_LEAVE_DAYS * 24, precision: 1 }), disabled: true },
    para('leaveReason', { required: true, placeholder: 'hr.placeholder.leaveReason' }),
    files({ limit: 20 }),
  ],
  {
    keyFields: ['leaveType', 'leaveStartTime', 'leaveEndTime', 'leaveDayCount', 'leaveReason'],
    derive: deriveLeave,
    check: checkLeave,
  },
);

export const CEASE_LEAVE = defineHrForm(
  'ceaseLeaveApply',
  [
    halfDay('backTime', false, { required: true }),
    count('actualDays', { required: true, min: 0.5, max: 365, precision: 1 }),
    para('remark'),
    files(),
  ],
  { keyFields: ['backTime', 'actualDays', 'remark'] },
);
