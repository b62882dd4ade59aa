/**
 * Passing a decision on or taking it back. Transfer (转办): the approver hands their place at the current
 * node to someone else, who gets the to-do. Recall (撤回): an approver takes back their approval while
 * the next node has not acted; the task returns to their node, waiting for them again.
 */
import { HANDLE_TYPE } from '../../contract';
import { refuse } from './errors';
import { check, pendingOperator, recallRefusal } from './guards';
import { completionAt } from './path';
import { begin, cancelPending, nameOf, pendingAtCurrent, record, setState } from './state';
import type { Effects, FlowInput } from './types';

export type TransferAction = { toUserId: string; opinion: string };

export function transfer(
  input: FlowInput,
  actorId: string,
  operatorId: string,
  act: TransferAction,
): Effects {
  const op = pendingOperator(input, actorId, operatorId);
  const { toUserId } = act;
  if (toUserId === actorId) throw refuse('不能转办给自己');
  if (toUserId === input.task.applicantId) throw refuse('不能转办给申请人');
  if (pendingAtCurrent(input.task).some((o) => o.handlerId === toUserId))
    throw refuse(`${nameOf(input, toUserId)}已是当前节点的审批人`);
  const e = begin(input);
  setState(e, [op], 'transferred');
  e.newOperators.push({ nodeCode: op.nodeCode, handlerId: toUserId, step: op.step, state: 'pending' });
  record(e, op.nodeCode, HANDLE_TYPE.transfer, actorId, {
    opinion: act.opinion,
    extra: `转办给${nameOf(input, toUserId)}`,
  });
  e.notices.push({ userId: toUserId, kind: 'todo' });
  return e;
}

export function recall(input: FlowInput, actorId: string, operatorId: string, opinion: string): Effects {
  check(recallRefusal(input, actorId, operatorId));
  const op = input.task.operators.find((o) => o.id === operatorId)!;
  const e = begin(input);
  setState(e, [op], 'recalled');
  cancelPending(e, input.task);
  e.task.step += 1;
  e.task.currentNode = op.nodeCode;
  e.task.completion = completionAt(input.template, input.form, op.nodeCode);
  e.newOperators.push({ nodeCode: op.nodeCode, handlerId: actorId, step: e.task.step, state: 'pending' });
  record(e, op.nodeCode, HANDLE_TYPE.recall, actorId, { opinion });
  return e;
}
