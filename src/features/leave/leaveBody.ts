/**
 * From the leave form's values to the body of `POST /api/workflow/Form/LeaveApply` (contract/leave.ts),
 * and the contract's verdict on it before it goes into the outbox. Pure.
 */
import { z } from 'zod/mini';
import { leaveApplyBody, type LeaveApplyBody } from '../../../contract';
import type { AttachmentRef, FieldValue, FormValues } from '../../../contract/form/types';

const text = (v: FieldValue | undefined): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';
const num = (v: FieldValue | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const urgency = (v: FieldValue | undefined): LeaveApplyBody['flowUrgent'] => (v === 2 || v === 3 ? v : 1);
const refs = (v: FieldValue | undefined): AttachmentRef[] =>
  Array.isArray(v) ? v.filter((x): x is AttachmentRef => typeof x === 'object') : [];

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
    status: 0,
    flowTitle: leaveFlowTitle(userName),
    billNo: text(values.billNo),
    flowUrgent: urgency(values.flowUrgent),
    applyUser: text(values.applyUser),
    applyDept: text(values.applyDept),
    applyPost: text(values.applyPost) || null,
    applyDate: now,
    leaveType: text(values.leaveType),
    leaveReason: text(values.leaveReason).trim(),
    leaveStartTime: num(values.leaveStartTime),
    leaveEndTime: num(values.leaveEndTime),
    leaveDayCount: num(values.leaveDayCount),
    leaveHour: num(values.leaveHour),
    fileJson: refs(values.fileJson).map((r) => ({ fileId: r.fileId, name: r.name, url: '', size: r.size })),
  };
}

/** Stands in for a bill number the outbox will fetch, only for the contract check below. */
const NUMBER_TO_COME = 'billNo-at-send';

/** The contract's first complaint about the body, or null; an empty billNo is allowed (filled when sent). */
export function contractIssue(body: LeaveApplyBody): string | null {
  const parsed = z.safeParse(leaveApplyBody, { ...body, billNo: body.billNo || NUMBER_TO_COME });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
}
