/**
 * Reading, saving and submitting leave applications. Writes run inside the transaction `idempotent()`
 * opens, so the application, its flow task and first approver and the idempotency record commit together.
 */
import { randomUUID } from 'node:crypto';
import { CODE, FLOW_STATUS, FORM_ACTION, type LeaveApplyBody, type LeaveApplyData } from '../../../contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../http/envelope';
import { startFlow } from './flow-start';
import { checkLeave, type Caller } from './leave-checks';
import { leaveColumns, toLeaveData } from './leave-data';
import { LeaveRepository } from './leave-repository';

export const LEAVE_FLOW_KEY = 'leaveApply';

export type LeaveSaved = { id: string; taskId: string | null; billNo: string };

/** Starts the flow when the body submits; null for a save. */
function flowFor(tx: Db, caller: Caller, formId: string, body: LeaveApplyBody): Promise<string | null> {
  if (body.status !== FORM_ACTION.submit) return Promise.resolve(null);
  return startFlow(tx, {
    flowKey: LEAVE_FLOW_KEY,
    formId,
    applicantId: caller.userId,
    title: body.flowTitle,
    billNo: body.billNo,
    urgent: body.flowUrgent,
    now: new Date(caller.now),
  });
}

/** A concurrent save that took the same bill number first is a business refusal, not a 500. */
async function refusingTakenBillNo(write: Promise<void>, billNo: string): Promise<void> {
  try {
    await write;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw new ApiError(CODE.BAD_REQUEST, `单据编号 ${billNo} 已被其他申请使用，请重新获取编号`);
  }
}

export async function createLeave(tx: Db, caller: Caller, body: LeaveApplyBody): Promise<LeaveSaved> {
  await checkLeave(tx, caller, body);
  const id = randomUUID();
  const taskId = await flowFor(tx, caller, id, body);
  const now = new Date(caller.now);
  const row = {
    id,
    ...leaveColumns(body),
    applyUserId: caller.userId,
    flowStatus: taskId ? FLOW_STATUS.inApproval : FLOW_STATUS.draft,
    taskId,
    createdAt: now,
    updatedAt: now,
  };
  await refusingTakenBillNo(new LeaveRepository(tx).insert(row), body.billNo);
  return { id, taskId, billNo: body.billNo };
}

/** Only the applicant's own saved draft can change; submitting it starts its flow. */
export async function updateLeave(
  tx: Db,
  caller: Caller,
  id: string,
  body: LeaveApplyBody,
): Promise<LeaveSaved> {
  const repo = new LeaveRepository(tx);
  const current = await repo.lockById(id);
  if (!current) throw new ApiError(CODE.NOT_FOUND, '请假申请不存在');
  if (current.applyUserId !== caller.userId) throw new ApiError(CODE.FORBIDDEN, '只能修改本人的请假申请');
  if (current.flowStatus !== FLOW_STATUS.draft)
    throw new ApiError(CODE.BAD_REQUEST, '该请假申请已提交审批，不能再修改');
  await checkLeave(tx, caller, body, id);
  const taskId = await flowFor(tx, caller, id, body);
  const changes = {
    ...leaveColumns(body),
    flowStatus: taskId ? FLOW_STATUS.inApproval : FLOW_STATUS.draft,
    taskId,
    updatedAt: new Date(caller.now),
  };
  await refusingTakenBillNo(repo.update(id, changes), body.billNo);
  return { id, taskId, billNo: body.billNo };
}

/** Only the applicant reads their application. */
export async function readLeave(db: Db, userId: string, id: string): Promise<LeaveApplyData> {
  const row = await new LeaveRepository(db).byId(id);
  if (!row) throw new ApiError(CODE.NOT_FOUND, '请假申请不存在');
  if (row.applyUserId !== userId) throw new ApiError(CODE.FORBIDDEN, '无权查看他人的请假申请');
  return toLeaveData(row);
}
