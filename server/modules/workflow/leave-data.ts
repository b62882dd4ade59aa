/** Leave applications between the contract's shapes (Unix ms) and leave_applications rows (timestamps). */
import type { LeaveApplyBody, LeaveApplyData } from '../../../contract';
import { systemColumns, systemData } from '../forms/form-writes';
import type { LeaveChanges, LeaveRow } from './leave-repository';

/** The columns a body sets (everything but status, which decides flowStatus and the task). */
export function leaveColumns(
  body: LeaveApplyBody,
): Omit<LeaveChanges, 'flowStatus' | 'taskId' | 'updatedAt'> {
  return {
    ...systemColumns(body),
    leaveType: body.leaveType,
    leaveReason: body.leaveReason,
    leaveStartTime: new Date(body.leaveStartTime),
    leaveEndTime: new Date(body.leaveEndTime),
    leaveDayCount: body.leaveDayCount,
    leaveHour: body.leaveHour,
    fileJson: body.fileJson,
  };
}

export function toLeaveData(row: LeaveRow): LeaveApplyData {
  return {
    id: row.id,
    ...systemData(row),
    leaveType: row.leaveType,
    leaveReason: row.leaveReason,
    leaveStartTime: row.leaveStartTime.getTime(),
    leaveEndTime: row.leaveEndTime.getTime(),
    leaveDayCount: row.leaveDayCount,
    leaveHour: row.leaveHour,
    fileJson: row.fileJson,
    taskId: row.taskId,
    flowStatus: row.flowStatus,
    creatorTime: row.createdAt.getTime(),
  };
}
