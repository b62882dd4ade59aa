/** Leave applications between the contract's shapes (Unix ms) and leave_applications rows (timestamps). */
import { FLOW_STATUS, FORM_ACTION, type LeaveApplyBody, type LeaveApplyData } from '../../../contract';
import type { LeaveChanges, LeaveRow } from './leave-repository';

/** The columns a body sets (everything but status, which decides flowStatus and the task). */
export function leaveColumns(
  body: LeaveApplyBody,
): Omit<LeaveChanges, 'flowStatus' | 'taskId' | 'updatedAt'> {
  return {
    billNo: body.billNo,
    flowId: body.flowId ?? null,
    flowTitle: body.flowTitle,
    flowUrgent: body.flowUrgent,
    applyDept: body.applyDept,
    applyPost: body.applyPost,
    applyDate: new Date(body.applyDate),
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
    status: row.flowStatus === FLOW_STATUS.draft ? FORM_ACTION.save : FORM_ACTION.submit,
    ...(row.flowId === null ? {} : { flowId: row.flowId }),
    flowTitle: row.flowTitle,
    billNo: row.billNo,
    // The column's CHECK keeps it in 1…3.
    flowUrgent: row.flowUrgent as LeaveApplyBody['flowUrgent'],
    applyUser: row.applyUserId,
    applyDept: row.applyDept,
    applyPost: row.applyPost,
    applyDate: row.applyDate.getTime(),
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
