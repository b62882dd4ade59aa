/**
 * Reading, saving and submitting leave applications. Writes run inside the transaction `idempotent()`
 * opens, so the application, its flow task and first approver and the idempotency record commit together.
 * A draft, or an application rejected (审核驳回) or withdrawn, may be edited; submitting it starts a new task.
 * The unit and post stored are the applicant's own (forms/applicant-place.ts).
 */
import { CODE, FORM_ACTION, type LeaveApplyBody, type LeaveApplyData } from '../../../contract';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { withApplicantPlace } from './applicant-place';
import { startFlow, type FlowStarted } from '../workflow/flow-start';
import { assertEditable, createForm, updateForm, type FormSaved } from './form-writes';
import { checkLeave, type Caller } from './leave-checks';
import { leaveColumns, toLeaveData } from './leave-data';
import { LeaveRepository } from './leave-repository';

export const LEAVE_FLOW_KEY = 'leaveApply';

export type LeaveSaved = FormSaved;

/** Starts the flow when the body submits; null for a save. */
function flowFor(tx: Db, caller: Caller, formId: string, body: LeaveApplyBody): Promise<FlowStarted | null> {
  if (body.status !== FORM_ACTION.submit) return Promise.resolve(null);
  return startFlow(tx, {
    flowKey: LEAVE_FLOW_KEY,
    formId,
    applicantId: caller.userId,
    title: body.flowTitle,
    billNo: body.billNo,
    urgent: body.flowUrgent,
    now: new Date(caller.now),
    form: { ...body },
    pushes: caller.pushes,
    forms: caller.forms,
  });
}

export async function createLeave(tx: Db, caller: Caller, sent: LeaveApplyBody): Promise<LeaveSaved> {
  const body = await withApplicantPlace(tx, caller.userId, sent);
  await checkLeave(tx, caller, body);
  return createForm((row) => new LeaveRepository(tx).insert(row), caller, {
    columns: leaveColumns(body),
    billNo: body.billNo,
    start: (id) => flowFor(tx, caller, id, body),
  });
}

/** Only the applicant's own draft (or rejected / withdrawn application) can change; a submit starts its flow. */
export async function updateLeave(
  tx: Db,
  caller: Caller,
  id: string,
  sent: LeaveApplyBody,
): Promise<LeaveSaved> {
  const repo = new LeaveRepository(tx);
  const current = await repo.lockById(id);
  if (!current) throw new ApiError(CODE.NOT_FOUND, '请假申请不存在');
  if (current.applyUserId !== caller.userId) throw new ApiError(CODE.FORBIDDEN, '只能修改本人的请假申请');
  assertEditable(current.flowStatus, '请假申请');
  const body = await withApplicantPlace(tx, caller.userId, sent);
  await checkLeave(tx, caller, body, id);
  return updateForm((changes) => repo.update(id, changes), current, caller, {
    columns: leaveColumns(body),
    billNo: body.billNo,
    start: () => flowFor(tx, caller, id, body),
  });
}

/** Only the applicant reads their application. */
export async function readLeave(db: Db, userId: string, id: string): Promise<LeaveApplyData> {
  const row = await new LeaveRepository(db).byId(id);
  if (!row) throw new ApiError(CODE.NOT_FOUND, '请假申请不存在');
  if (row.applyUserId !== userId) throw new ApiError(CODE.FORBIDDEN, '无权查看他人的请假申请');
  return toLeaveData(row);
}
