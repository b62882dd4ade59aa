/**
 * Starting a flow when a form is submitted: one flow task in approval and its first operator (the first
 * approver, pending at node 'manager'), written through the caller's transaction so they commit with the form.
 */
import { randomUUID } from 'node:crypto';
import { CODE, FLOW_STATUS } from '../../../contract';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { firstApprover } from './first-approver';
import { FlowRepository } from './flow-repository';

/** The first node of the HR forms' flows: the applicant's manager approves. */
export const FIRST_NODE = 'manager';

export type FlowStart = {
  /** Which flow ('leaveApply', …) and which stored form it runs for. */
  flowKey: string;
  formId: string;
  applicantId: string;
  title: string;
  billNo: string;
  urgent: number;
  now: Date;
};

/** Returns the new task's id; refuses (business error) when nobody can approve. */
export async function startFlow(tx: Db, start: FlowStart): Promise<string> {
  const repo = new FlowRepository(tx);
  const approver = await firstApprover(repo, start.applicantId);
  if (!approver)
    throw new ApiError(CODE.BAD_REQUEST, '找不到审批人：您没有直属上级，所在部门也没有负责人，请联系人事处');
  const taskId = randomUUID();
  const { flowKey, formId, applicantId, title, billNo, urgent, now } = start;
  await repo.insertTask({
    id: taskId,
    ...{ flowKey, formId, applicantId, title, billNo, urgent },
    status: FLOW_STATUS.inApproval,
    createdAt: now,
    updatedAt: now,
  });
  await repo.insertOperator({
    id: randomUUID(),
    taskId,
    nodeCode: FIRST_NODE,
    handlerId: approver,
    state: 'pending',
    createdAt: now,
  });
  return taskId;
}
