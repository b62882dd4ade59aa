/**
 * Who may see a flow (its detail, its comments): the applicant, anyone who was ever its approver, anyone
 * copied on it, and administrators. Everyone else gets a clear refusal, and an unknown task a 404.
 */
import { and, eq, exists, or, sql } from 'drizzle-orm';
import { CODE } from '../../../contract';
import type { Db } from '../../db/client';
import { flowTaskCopies, flowTaskOperators, flowTasks, users } from '../../db/schema';
import { ApiError } from '../../http/envelope';

export const NOT_INVOLVED = '无权查看该流程：您不是它的申请人、审批人或抄送人';

export async function assertMayView(db: Db, viewerId: string, taskId: string): Promise<void> {
  const [task] = await db
    .select({
      involved: sql<boolean>`${or(
        eq(flowTasks.applicantId, viewerId),
        exists(
          db
            .select({ one: flowTaskOperators.id })
            .from(flowTaskOperators)
            .where(and(eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.handlerId, viewerId))),
        ),
        exists(
          db
            .select({ one: flowTaskCopies.id })
            .from(flowTaskCopies)
            .where(and(eq(flowTaskCopies.taskId, taskId), eq(flowTaskCopies.userId, viewerId))),
        ),
        exists(
          db
            .select({ one: users.id })
            .from(users)
            .where(and(eq(users.id, viewerId), eq(users.isAdministrator, true))),
        ),
      )}`,
    })
    .from(flowTasks)
    .where(eq(flowTasks.id, taskId));
  if (!task) throw new ApiError(CODE.NOT_FOUND, '流程不存在');
  if (!task.involved) throw new ApiError(CODE.FORBIDDEN, NOT_INVOLVED);
}
