/**
 * The cached flow details (`flowDetails`, one row per task): a fetched detail is stored with when it was
 * fetched, keeping this device's marks (the action still waiting, the server's refusal) — those belong to
 * the outbox (core/store/outboxEffects.ts) and only it changes them, besides 知道了 on the refusal banner.
 */
import type { FlowBeforeData, LeaveContextData } from '../../../../contract';
import type { FlowDetailRow, UserDb } from '../../../data';

export interface FetchedDetail {
  data: FlowBeforeData;
  fetchedAt: number;
  taskOperatorId: string | null;
  /** Null when the count could not be read (the detail is stored anyway). */
  commentCount: number | null;
  /** Null when it could not be read (a platform back end has no such call): the older copy's is kept. */
  leaveContext?: LeaveContextData | null;
}

export const readFlowDetail = async (db: UserDb, taskId: string): Promise<FlowDetailRow | null> =>
  (await db.flowDetails.get(taskId)) ?? null;

/** This device's marks on an older copy: they belong to the outbox, a fetch never changes them. */
const marksOf = (old: FlowDetailRow | undefined) => ({
  pendingAction: old?.pendingAction ?? null,
  rejection: old?.rejection ?? null,
});

/** What the new fetch did not learn is kept from the older copy. */
function keptOf(old: FlowDetailRow | undefined, fetched: FetchedDetail) {
  return {
    taskOperatorId: fetched.taskOperatorId ?? old?.taskOperatorId ?? null,
    commentCount: fetched.commentCount ?? old?.commentCount ?? null,
    leaveContext: fetched.leaveContext ?? old?.leaveContext ?? null,
  };
}

/** Stores a fresh detail: no longer stale; the pending mark and the refusal stay as they are. */
export async function saveFetchedDetail(db: UserDb, taskId: string, fetched: FetchedDetail): Promise<void> {
  await db.transaction('rw', db.flowDetails, async () => {
    const old = await db.flowDetails.get(taskId);
    await db.flowDetails.put({
      id: taskId,
      data: fetched.data,
      fetchedAt: fetched.fetchedAt,
      ...keptOf(old, fetched),
      ...marksOf(old),
      stale: false,
    });
  });
}

/** 知道了 on the refusal banner. */
export async function dismissRejection(db: UserDb, taskId: string): Promise<void> {
  await db.flowDetails.update(taskId, { rejection: null });
}
