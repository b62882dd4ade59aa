/**
 * 批量同意: approves several to-dos of the same flow with one opinion. Each task becomes its own outbox row
 * (kind `flowAudit`, POST FlowBefore/Audit/{operatorId}, stream `flow:<taskId>`), all written in ONE
 * transaction: either every approval is queued or none is. As with the detail page's own actions, a task
 * with an action still waiting is skipped (a double tap approves nothing twice) and a task's refused rows
 * are replaced. Nodes that need a signature or candidates are refused by the server; the row's failure
 * says why in 同步中心.
 */
import { z } from 'zod/mini';
import { FLOW_ACTION_PATHS, auditBody, type AuditBody, type FlowListItem } from '../../../../contract';
import { enqueueWrite, type OutboxKind, type OutboxRow, type UserDb } from '../../../data';
import { flowStream } from './flowOutboxModel';

export const AUDIT_KIND: OutboxKind = 'flowAudit';

export type BatchItem = Pick<FlowListItem, 'id' | 'processId' | 'flowId'>;

export interface Approver {
  userId: string;
  /** Device-to-server clock offset known now (ARCHITECTURE §5). */
  serverOffsetMs?: number;
}

export class BatchRejected extends Error {
  constructor(
    readonly reason: 'empty' | 'mixedFlows' | 'opinion',
    message: string,
  ) {
    super(message);
    this.name = 'BatchRejected';
  }
}

/** The body every approval carries: the opinion as the contract reads it, no extra copy-to people. */
export function batchAuditBody(opinion: string): AuditBody {
  const parsed = z.safeParse(auditBody, { handleOpinion: opinion, copyIds: [] });
  if (!parsed.success) throw new BatchRejected('opinion', parsed.error.issues[0]?.message ?? 'opinion');
  return parsed.data;
}

function checkItems(items: readonly BatchItem[]): BatchItem[] {
  if (items.length === 0) throw new BatchRejected('empty', 'no task chosen');
  if (new Set(items.map((i) => i.flowId)).size > 1)
    throw new BatchRejected('mixedFlows', 'tasks of different flows');
  // One approval per task, however often it was listed.
  return [...new Map(items.map((i) => [i.processId, i])).values()];
}

/** An action of this task still waits to be sent (as the detail page's own actions, one at a time). */
async function actionWaiting(db: UserDb, stream: string): Promise<boolean> {
  const open = await db.outbox
    .where('stream')
    .equals(stream)
    .filter((r) => r.state === 'queued' || r.state === 'sending')
    .count();
  return open > 0;
}

/** Queues one approval per task; resolves with the rows written once they have all committed. */
export async function batchApprove(
  db: UserDb,
  items: readonly BatchItem[],
  opinion: string,
  who: Approver,
  ids: { now?: number; newId?: () => string } = {},
): Promise<OutboxRow[]> {
  const tasks = checkItems(items);
  const body = batchAuditBody(opinion);
  // Every table, so each enqueueWrite (whatever local-effect tables it opens) joins this one transaction.
  return db.transaction('rw', db.tables, async () => {
    const rows: OutboxRow[] = [];
    for (const item of tasks) {
      const stream = flowStream(item.processId);
      if (await actionWaiting(db, stream)) continue;
      const entry = {
        userId: who.userId,
        kind: AUDIT_KIND,
        stream,
        method: 'POST' as const,
        url: FLOW_ACTION_PATHS.audit(item.id),
        body: { ...body, copyIds: [] },
        serverOffsetMs: who.serverOffsetMs,
        // A refused earlier action of this task (its reason was shown in 同步中心) must not block this one.
        replacesFailed: true,
      };
      // The cached detail (if the task was opened) shows the approval as pending, as the detail page's own do.
      const markPending = async (t: { flowDetails: UserDb['flowDetails'] }) => {
        await t.flowDetails.update(item.processId, { pendingAction: AUDIT_KIND, rejection: null });
      };
      rows.push(await enqueueWrite(db, entry, markPending, ids));
    }
    return rows;
  });
}
