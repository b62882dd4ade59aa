/**
 * Taking an action on a flow (同意, 驳回, 转办, 撤回, 撤销, 终止, 催办): one outbox row on the task's stream
 * `flow:<taskId>`, written in ONE transaction with the cached detail's pending mark — so once this resolves
 * the decision survives a killed tab and is sent exactly once, online or not. A second press while the
 * first is being written, or while an action of this task still waits to be sent, writes nothing and
 * resolves with the row already queued. A new action replaces the task's refused rows (the person saw why).
 */
import { enqueueWrite, type OutboxRow, type UserDb } from '../../../data';
import { flowStream } from '../../../../core/store/outboxKinds';
import { flowRequestOf, type FlowActionInput } from './flowRequests';

export type QueueFlowInput = FlowActionInput & { userId: string; taskId: string };

export interface QueuedFlowAction {
  row: OutboxRow;
  /** False when the press repeated one already queued: `row` is that one and nothing was written. */
  created: boolean;
}

export interface QueueOptions {
  now?: number;
  newId?: () => string;
}

/** Thrown inside the transaction to abort it when the task already has an action waiting. */
class RepeatedAction extends Error {
  constructor(readonly row: OutboxRow) {
    super('repeated action');
  }
}

/** Actions being written, per database and task: a second press meanwhile gets the first one's row. */
const writing = new WeakMap<UserDb, Map<string, Promise<QueuedFlowAction>>>();

/**
 * Queues the action. Throws FlowActionInvalid (before anything is written) when the contract refuses the
 * body — an empty rejection opinion, no transfer target, an opinion over 500 characters.
 */
export function queueFlowAction(
  db: UserDb,
  input: QueueFlowInput,
  options: QueueOptions = {},
): Promise<QueuedFlowAction> {
  let perDb = writing.get(db);
  if (!perDb) writing.set(db, (perDb = new Map()));
  const running = perDb.get(input.taskId);
  if (running) return running.then(({ row }) => ({ row, created: false }));
  const tasks = perDb;
  const mine = write(db, input, options).finally(() => tasks.delete(input.taskId));
  tasks.set(input.taskId, mine);
  return mine;
}

async function write(db: UserDb, input: QueueFlowInput, options: QueueOptions): Promise<QueuedFlowAction> {
  const request = flowRequestOf(input.taskId, input);
  const stream = flowStream(input.taskId);
  try {
    const row = await enqueueWrite(
      db,
      { userId: input.userId, stream, replacesFailed: true, ...request },
      async (tables) => {
        // Read inside the transaction: two tabs pressing at once still queue one action.
        const waiting = await db.outbox
          .where('stream')
          .equals(stream)
          .filter((r) => r.state === 'queued' || r.state === 'sending')
          .first();
        if (waiting) throw new RepeatedAction(waiting);
        await tables.flowDetails.update(input.taskId, { pendingAction: request.kind, rejection: null });
      },
      options,
    );
    return { row, created: true };
  } catch (e) {
    if (e instanceof RepeatedAction) return { row: e.row, created: false };
    throw e;
  }
}
