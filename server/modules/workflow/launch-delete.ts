/**
 * `DELETE FlowLaunch/{taskId}`: the applicant removes a flow of theirs that is not running, as the platform's
 * launch list offers (swipe 删除 on a withdrawn one): the task with its operators, records, copies and
 * comments, and its form when nothing else refers to it. A flow in approval or decided stays (it is the
 * hospital's record); someone else's is answered as unknown.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import { CODE, FLOW_STATUS } from '../../../contract';
import type { Tx } from '../../db/client';
import {
  flowComments,
  flowTaskCopies,
  flowTaskOperators,
  flowTaskRecords,
  flowTasks,
  hrForms,
} from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { FlowRepository } from './flow-repository';

const DELETABLE = new Set<number>([FLOW_STATUS.draft, FLOW_STATUS.withdrawn]);

export async function deleteLaunch(tx: Tx, userId: string, taskId: string): Promise<void> {
  const task = await new FlowRepository(tx).task(taskId, true);
  if (!task || task.applicantId !== userId) throw new ApiError(CODE.NOT_FOUND, '流程不存在');
  if (!DELETABLE.has(task.status)) throw new ApiError(CODE.BAD_REQUEST, '审批中或已结束的流程不能删除');
  const [followed] = await tx
    .select({ id: hrForms.id })
    .from(hrForms)
    .where(eq(hrForms.refId, task.formId))
    .limit(1);
  if (followed) throw new ApiError(CODE.BAD_REQUEST, '该申请已被后续申请引用，不能删除');
  for (const table of [flowTaskOperators, flowTaskRecords, flowTaskCopies, flowComments])
    await tx.delete(table).where(eq(table.taskId, taskId));
  await tx.delete(flowTasks).where(eq(flowTasks.id, taskId));
  // Its form goes with it, unless an earlier flow of the same form still stands: then it points at that one.
  const [other] = await tx
    .select({ id: flowTasks.id, status: flowTasks.status })
    .from(flowTasks)
    .where(and(eq(flowTasks.formId, task.formId), ne(flowTasks.id, taskId)))
    .orderBy(desc(flowTasks.createdAt))
    .limit(1);
  const own = and(eq(hrForms.id, task.formId), eq(hrForms.applyUserId, userId));
  if (!other) await tx.delete(hrForms).where(own);
  else await tx.update(hrForms).set({ taskId: other.id, flowStatus: other.status }).where(own);
}
