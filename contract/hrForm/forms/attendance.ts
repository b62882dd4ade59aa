/** 假勤管理 (leaveAttendanceManage): the leave return (销假), naming the approved leave it ends. */
import { count, files, halfDay, para } from '../fields';
import { defineHrForm } from '../define';

export const CEASE_LEAVE = defineHrForm('ceaseLeaveApply', [
  halfDay('backTime', false, { required: true }),
  count('actualDays', { required: true, min: 0.5, max: 365, precision: 1 }),
  para('remark'),
  files(),
]);
