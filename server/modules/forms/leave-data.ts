/**
 * Leave applications between the contract's shapes and their rows in the one form table (hr_forms, form
 * key LeaveApply): the system fields in their columns, leave's own fields in `data` as the wire has them.
 */
import type { LeaveApplyBody, LeaveApplyData } from '../../../contract';
import { systemColumns, systemData } from './form-writes';
import type { HrFormRow, NewHrForm } from '../hrform/repository';

export const LEAVE_FORM_KEY = 'LeaveApply';

/** Leave's own fields, as they travel and as `data` keeps them. */
export type LeaveOwn = Pick<
  LeaveApplyBody,
  'leaveType' | 'leaveReason' | 'leaveStartTime' | 'leaveEndTime' | 'leaveDayCount' | 'leaveHour' | 'fileJson'
>;

export function leaveOwn(body: LeaveOwn): LeaveOwn {
  const { leaveType, leaveReason, leaveStartTime, leaveEndTime, leaveDayCount, leaveHour, fileJson } = body;
  return { leaveType, leaveReason, leaveStartTime, leaveEndTime, leaveDayCount, leaveHour, fileJson };
}

/** The columns a body sets (everything but status, which decides flowStatus and the task). */
export function leaveColumns(
  body: LeaveApplyBody,
): Omit<NewHrForm, 'id' | 'formKey' | 'applyUserId' | 'flowStatus' | 'taskId' | 'createdAt' | 'updatedAt'> {
  return { ...systemColumns(body), data: { ...leaveOwn(body) }, refId: null };
}

export function toLeaveData(row: HrFormRow): LeaveApplyData {
  return {
    id: row.id,
    ...systemData(row),
    // Written only from a checked body (leaveColumns) or by migration 008 from the same columns.
    ...leaveOwn(row.data as unknown as LeaveOwn),
    taskId: row.taskId,
    flowStatus: row.flowStatus,
    creatorTime: row.createdAt.getTime(),
  };
}
