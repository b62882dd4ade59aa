/**
 * The approver's decisions. Approve: the node passes once one approver (或签) or every approver (会签) has
 * approved, and the task moves to the next node on the path (conditions read the form with the fields this
 * node may write). Reject: one rejection decides the node, and the task goes back to the applicant
 * (审核驳回) or to a chosen earlier node on the path.
 */
import { FLOW_STATUS, HANDLE_TYPE } from '../../contract';
import { advance, copyTo, enter, passNode } from './advance';
import { refuse } from './errors';
import { pendingOperator } from './guards';
import { approverNode, pathOf } from './path';
import { begin, cancelPending, close, nameOf, pendingAtCurrent, record, setState } from './state';
import type { ApproverNode, Effects, FlowInput } from './types';

export type ApproveAction = {
  opinion: string;
  signImg: string | null;
  copyIds: readonly string[];
  formData?: Readonly<Record<string, unknown>>;
};

export type RejectAction = { opinion: string; signImg: string | null; rejectTo?: string };

function nodeAt(input: FlowInput, code: string): ApproverNode {
  const node = approverNode(input.template, code);
  if (!node) throw refuse('流程定义已变更，该节点不存在');
  return node;
}

function checkSign(node: ApproverNode, signImg: string | null): void {
  if (node.hasSign && !signImg) throw refuse('请手写签名');
}

/** The changes of `patch` this node's approver may make: the fields it may write, the others ignored. */
export function writableChanges(
  node: ApproverNode,
  patch: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).filter(([field]) => node.write?.includes(field)));
}

/** The form as this node's approver leaves it: only the fields the node may write change. */
export function formAfter(
  input: FlowInput,
  node: ApproverNode,
  patch: Readonly<Record<string, unknown>> = {},
): Readonly<Record<string, unknown>> {
  return { ...input.form, ...writableChanges(node, patch) };
}

export function approve(input: FlowInput, actorId: string, operatorId: string, act: ApproveAction): Effects {
  const op = pendingOperator(input, actorId, operatorId);
  const node = nodeAt(input, op.nodeCode);
  if (node.opinionRequired && !act.opinion.trim()) throw refuse('请填写审批意见');
  checkSign(node, act.signImg);
  if (act.copyIds.length && !node.isCustomCopy) throw refuse('该节点不能自行添加抄送人');
  const e = begin(input);
  e.formChanges = writableChanges(node, act.formData);
  setState(e, [op], 'approved');
  const copies = act.copyIds.length ? `抄送：${act.copyIds.map((id) => nameOf(input, id)).join('、')}` : '';
  record(e, node.code, HANDLE_TYPE.approve, actorId, { ...act, extra: copies });
  const others = pendingAtCurrent(input.task).filter((o) => o.id !== op.id);
  if (node.counterSign && others.length) {
    copyTo(input, e, node.code, act.copyIds);
    return e;
  }
  cancelPending(e, input.task);
  passNode(input, e, node.code, act.copyIds);
  const approvers = input.task.operators
    .filter((o) => o.step === op.step && o.nodeCode === op.nodeCode && o.state === 'approved')
    .map((o) => o.handlerId);
  advance(input, e, node.code, { ...input.form, ...e.formChanges }, [...approvers, actorId]);
  return e;
}

/** Where a rejection at `code` may send the task: the applicant, or an approver node before it. */
export function rejectTargets(input: FlowInput, code: string): { id: string; nodeName: string }[] {
  const path = pathOf(input.template, input.form);
  const index = path.findIndex((n) => n.code === code);
  const earlier = path.slice(0, Math.max(0, index)).map((n) => ({ id: n.code, nodeName: n.name }));
  return [{ id: 'start', nodeName: '申请人' }, ...earlier];
}

export function reject(input: FlowInput, actorId: string, operatorId: string, act: RejectAction): Effects {
  const op = pendingOperator(input, actorId, operatorId);
  const node = nodeAt(input, op.nodeCode);
  if (!act.opinion.trim()) throw refuse('请填写驳回意见');
  checkSign(node, act.signImg);
  const target = rejectTargets(input, node.code).find((t) => t.id === (act.rejectTo ?? 'start'));
  if (!target) throw refuse('不能退回到该节点');
  const e = begin(input);
  setState(e, [op], 'rejected');
  record(e, node.code, HANDLE_TYPE.reject, actorId, { ...act, extra: `退回至${target.nodeName}` });
  if (target.id === 'start') {
    close(e, input.task, FLOW_STATUS.rejected);
    e.notices.push({ userId: input.task.applicantId, kind: 'rejected' });
    return e;
  }
  cancelPending(e, input.task);
  enter(input, e, nodeAt(input, target.id), input.form, []);
  return e;
}
