/**
 * From the leave form's values to the body of `POST /api/workflow/Form/LeaveApply` (contract/leave.ts),
 * and the contract's verdict on it before it goes into the outbox. Pure.
 */
import { leaveApplyBody, type LeaveApplyBody } from '../../../contract';
import type { FieldValue, FormValues } from '../../../contract/form/types';
import { attachmentsOf, bodyIssue, systemBody, textOf } from '../../forms/systemBody';

const num = (v: FieldValue | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The platform's flow title for a leave: 张三的请假申请 (data for approvers, kept in the hospital's language). */
export const leaveFlowTitle = (userName: string): string => `${userName}的请假申请`;

/**
 * The submission (status 0). Attachments are listed by their local file ids with no url yet: the outbox
 * uploads the Blobs first and fills the urls in. `billNo` may be '' (offline): filled when sent.
 */
export function toLeaveBody(
  values: FormValues,
  { now, userName }: { now: number; userName: string },
): LeaveApplyBody {
  return {
    ...systemBody(values, now, leaveFlowTitle(userName)),
    leaveType: textOf(values.leaveType),
    leaveReason: textOf(values.leaveReason).trim(),
    leaveStartTime: num(values.leaveStartTime),
    leaveEndTime: num(values.leaveEndTime),
    leaveDayCount: num(values.leaveDayCount),
    leaveHour: num(values.leaveHour),
    fileJson: attachmentsOf(values.fileJson),
  };
}

/** The contract's first complaint about the body, or null; an empty billNo is allowed (filled when sent). */
export const contractIssue = (body: LeaveApplyBody): string | null => bodyIssue(leaveApplyBody, body);
