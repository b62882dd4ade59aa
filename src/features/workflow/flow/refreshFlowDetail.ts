/**
 * Fetching one flow (`GET FlowBefore/{taskId}?taskOperatorId=`), its comment count and, for a leave, who
 * else in the unit is off those days (`GET FlowBefore/LeaveContext/{taskId}`, ours), and caching them so
 * the flow opens offline next time. Asked with the operator id it was last asked with when the link has
 * none, so the cached actions keep the viewer's operator.
 */
import {
  FLOW_COMMENT_PATH,
  flowBeforeData,
  flowBeforePath,
  flowCommentData,
  leaveContextData,
  leaveContextPath,
  type LeaveContextData,
} from '../../../../contract';
import { request } from '../../../api/http';
import type { UserDb } from '../../../data';
import { readFlowDetail, saveFetchedDetail } from './flowDetailStore';

async function commentCount(taskId: string): Promise<number | null> {
  try {
    const page = await request(FLOW_COMMENT_PATH, {
      query: { taskId, currentPage: 1, pageSize: 1 },
      schema: flowCommentData,
      report: false,
    });
    return page.pagination.total;
  } catch {
    return null;
  }
}

/** Null when it cannot be read: a platform back end has no such call, and the detail is stored anyway. */
async function leaveContext(taskId: string): Promise<LeaveContextData | null> {
  try {
    return await request(leaveContextPath(taskId), { schema: leaveContextData, report: false });
  } catch {
    return null;
  }
}

/** Fetches and caches the detail; rejects with the ApiError when the detail itself could not be read. */
export async function refreshFlowDetail(
  db: UserDb,
  taskId: string,
  taskOperatorId: string | null,
): Promise<void> {
  const operator = taskOperatorId ?? (await readFlowDetail(db, taskId))?.taskOperatorId ?? null;
  const [data, count, context] = await Promise.all([
    request(flowBeforePath(taskId), {
      query: { taskOperatorId: operator ?? undefined },
      schema: flowBeforeData,
      report: false,
    }),
    commentCount(taskId),
    leaveContext(taskId),
  ]);
  await saveFetchedDetail(db, taskId, {
    data,
    fetchedAt: Date.now(),
    taskOperatorId: operator,
    commentCount: count,
    leaveContext: context,
  });
}
