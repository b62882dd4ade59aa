/**
 * Writing a transition's effects in the caller's transaction: operator moves (each only from the state
 * the transition read, so a decision that lost a race is refused, never applied twice), new operators,
 * records, copies, the task's new position, the fields an approver changed and may write, its form's
 * flowStatus, and the messages.
 */
import { randomUUID } from 'node:crypto';
import { CODE, type FlowActionData } from '../../../contract';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { FlowError, nodeNameOf, type Effects } from '../../workflow';
import type { PushCollector } from '../message/push';
import type { LoadedFlow } from './flow-load';
import { sendNotices } from './flow-notices';
import { FlowRepository } from './flow-repository';

/** Runs an engine transition, turning its refusal into the business error the app shows. */
export function engine<T>(transition: () => T): T {
  try {
    return transition();
  } catch (err) {
    if (err instanceof FlowError) throw new ApiError(err.code, err.message);
    throw err;
  }
}

async function moveOperators(repo: FlowRepository, flow: LoadedFlow, e: Effects, now: Date) {
  for (const change of e.operatorStates) {
    const from = flow.input.task.operators.find((o) => o.id === change.id)!.state;
    if (!(await repo.moveOperator(change.id, from, change.state, now)))
      throw new ApiError(CODE.BAD_REQUEST, '该审批已被他人处理，请刷新后重试');
  }
}

/** The approver's accepted changes go into the form through its source, which validates them. */
async function writeChanges(tx: Db, flow: LoadedFlow, e: Effects, now: Date): Promise<void> {
  if (!Object.keys(e.formChanges).length) return;
  const source = flow.forms(flow.row.flowKey);
  if (!source?.write) throw new ApiError(CODE.BAD_REQUEST, '该流程的表单不能在审批时修改');
  await source.write(tx, flow.row.formId, e.formChanges, now);
}

export type Commit = {
  actorId: string;
  now: Date;
  pushes?: PushCollector;
  /** The task was just inserted in its new position, and its form writes its own status: no updates. */
  inserted?: boolean;
};

export async function commitEffects(
  tx: Db,
  flow: LoadedFlow,
  e: Effects,
  c: Commit,
): Promise<FlowActionData> {
  const repo = new FlowRepository(tx);
  const { row } = flow;
  await moveOperators(repo, flow, e, c.now);
  const operators = e.newOperators.map((o) => ({
    id: randomUUID(),
    taskId: row.id,
    ...o,
    createdAt: c.now,
    handledAt: o.state === 'pending' ? null : c.now,
  }));
  await repo.insertOperators(operators);
  await repo.insertRecords(
    e.records.map(({ opinion, ...r }) => ({
      id: randomUUID(),
      taskId: row.id,
      ...r,
      handleOpinion: opinion,
      handledAt: c.now,
    })),
  );
  await repo.insertCopies(
    e.copies.map((x) => ({ id: randomUUID(), taskId: row.id, ...x, createdAt: c.now })),
  );
  if (!c.inserted) await repo.updateTask(row.id, { ...e.task, updatedAt: c.now });
  await writeChanges(tx, flow, e, c.now);
  if (!c.inserted && e.task.status !== row.status)
    await flow.forms(row.flowKey)?.setStatus(tx, row.formId, e.task.status, c.now, c.pushes);
  // A to-do's message names the operator it is for (the platform's clients open it by that).
  const waiting = new Map(operators.filter((o) => o.state === 'pending').map((o) => [o.handlerId, o]));
  // The first record is the actor's own decision; any after it are passes made on their behalf (自动同意).
  const opinion = e.records.find((r) => r.handlerId === c.actorId)?.opinion ?? '';
  await sendNotices(tx, flow, e.notices, { ...c, status: e.task.status, waiting, opinion });
  return { taskId: row.id, status: e.task.status, thisStep: nodeNameOf(row.flowKey, e.task.currentNode) };
}
