/**
 * The preconditions of the transitions, each returning the refusal (or null) so the detail view can ask
 * "may this person do this now?" with the very rules the actions enforce. A state that has moved on is
 * always a refusal naming what happened, never a silent success.
 */
import { CODE, FLOW_STATUS } from '../../contract';
import { endedMessage, FlowError, forbid, refuse } from './errors';
import { pathOf } from './path';
import { atCurrent, deciderOf, isDecided, nameOf } from './state';
import type { FlowInput, OperatorSnapshot } from './types';

const inApproval = (input: FlowInput) => input.task.status === FLOW_STATUS.inApproval;

function notPendingRefusal(input: FlowInput, op: OperatorSnapshot): FlowError {
  switch (op.state) {
    case 'approved':
    case 'rejected':
      return refuse('您已处理过该审批');
    case 'transferred':
      return refuse('您已将该审批转办他人');
    case 'recalled':
      return refuse('您已撤回该审批');
    default:
      return refuse(inApproval(input) ? '该审批已被撤回' : endedMessage(input.task.status));
  }
}

/** Why `actorId` may not decide at operator `operatorId` now, or null. */
export function decideRefusal(input: FlowInput, actorId: string, operatorId: string): FlowError | null {
  const { task } = input;
  const op = task.operators.find((o) => o.id === operatorId);
  if (!op) return new FlowError(CODE.NOT_FOUND, '审批任务不存在');
  if (op.handlerId !== actorId) return forbid('这不是您的审批任务');
  const decider = op.state === 'cancelled' ? deciderOf(task, op) : undefined;
  if (decider) return refuse(`该审批已由${nameOf(input, decider.handlerId)}处理`);
  if (op.state !== 'pending') return notPendingRefusal(input, op);
  if (!inApproval(input)) return refuse(endedMessage(task.status));
  if (op.step !== task.step || op.nodeCode !== task.currentNode) return refuse('当前不是您的审批节点');
  return null;
}

/** The operator itself once `decideRefusal` found nothing wrong. */
export function pendingOperator(input: FlowInput, actorId: string, operatorId: string): OperatorSnapshot {
  const refusal = decideRefusal(input, actorId, operatorId);
  if (refusal) throw refusal;
  return input.task.operators.find((o) => o.id === operatorId)!;
}

/** The node waiting now has acted: someone decided or passed it on. */
const currentActed = (input: FlowInput) =>
  atCurrent(input.task).some((o) => isDecided(o.state) || o.state === 'transferred');

/** Recall: my approval of the node just before the current one, which has not acted yet. */
export function recallRefusal(input: FlowInput, actorId: string, operatorId: string): FlowError | null {
  const { task } = input;
  const op = task.operators.find((o) => o.id === operatorId);
  if (!op) return new FlowError(CODE.NOT_FOUND, '审批任务不存在');
  if (op.handlerId !== actorId) return forbid('这不是您的审批任务');
  if (!inApproval(input))
    return refuse(
      task.status === FLOW_STATUS.approved ? '流程已审批通过，不能撤回' : endedMessage(task.status),
    );
  if (op.state !== 'approved') return refuse('只能撤回您已同意的审批');
  if (op.step !== task.step - 1 || op.nodeCode === task.currentNode || currentActed(input))
    return refuse('下一节点已处理，不能撤回');
  return null;
}

/** Withdraw: the applicant, while the first node has not decided. */
export function withdrawRefusal(input: FlowInput, actorId: string): FlowError | null {
  const { task } = input;
  if (actorId !== task.applicantId) return forbid('只有申请人可以撤回流程');
  if (!inApproval(input)) return refuse(endedMessage(task.status));
  const first = pathOf(input.template, input.form)[0];
  const decided = atCurrent(task).some((o) => isDecided(o.state));
  if (first?.code !== task.currentNode || decided) return refuse('审批人已处理，不能撤回');
  return null;
}

export function pressRefusal(input: FlowInput, actorId: string): FlowError | null {
  if (actorId !== input.task.applicantId) return forbid('只有申请人可以催办');
  return inApproval(input) ? null : refuse(endedMessage(input.task.status));
}

export function terminateRefusal(input: FlowInput, isAdmin: boolean): FlowError | null {
  if (!isAdmin) return forbid('只有管理员可以终止流程');
  return inApproval(input) ? null : refuse(endedMessage(input.task.status));
}

export function check(refusal: FlowError | null): void {
  if (refusal) throw refusal;
}
