/**
 * Moving a task forward: passing a node (its copy-to people are copied), entering the next node on the
 * path (its approvers get a to-do) or, after the last one, ending the task approved. A node passes by
 * itself when its approvers are exactly the people who just approved the node before (同一审批人), or when
 * its rule names only the applicant (院长's own leave at the 院领导 node: nobody else can approve it).
 */
import { FLOW_STATUS, HANDLE_TYPE } from '../../contract';
import { refuse } from './errors';
import { completionAt, nextOnPath, nodeOf } from './path';
import { record } from './state';
import type { ApproverNode, Effects, FlowInput } from './types';

type Form = Readonly<Record<string, unknown>>;

export const AUTO_APPROVE_OPINION = '同一审批人，自动同意';
export const SELF_APPROVE_OPINION = '审批人为申请人本人，自动同意';

/** Copies people (once per task, never the applicant) and tells them. */
export function copyTo(input: FlowInput, e: Effects, nodeCode: string, userIds: readonly string[]): void {
  const already = new Set([...input.task.copied, ...e.copies.map((c) => c.userId), input.task.applicantId]);
  for (const userId of userIds) {
    if (already.has(userId)) continue;
    already.add(userId);
    e.copies.push({ nodeCode, userId });
    e.notices.push({ userId, kind: 'copy' });
  }
}

export function passNode(input: FlowInput, e: Effects, nodeCode: string, extra: readonly string[] = []) {
  copyTo(input, e, nodeCode, [...(input.resolved[nodeCode]?.copies ?? []), ...extra]);
}

function finish(input: FlowInput, e: Effects): void {
  e.task.status = FLOW_STATUS.approved;
  e.task.currentNode = null;
  e.task.completion = 100;
  passNode(input, e, nodeOf(input.template, 'end')?.code ?? 'end');
  e.notices.push({ userId: input.task.applicantId, kind: 'approved' });
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length > 0 && a.length === new Set(b).size && a.every((id) => b.includes(id));

function handlersOf(input: FlowInput, node: ApproverNode): readonly string[] {
  const handlers = input.resolved[node.code]?.handlers ?? [];
  if (handlers.length) return handlers;
  throw refuse(
    node.rule.kind === 'candidates'
      ? `请选择「${node.name}」的审批人`
      : `找不到「${node.name}」的审批人，请联系人事处`,
  );
}

/** Who approves `node` without being asked, and with what opinion; null when it waits for its approvers. */
function autoApproval(input: FlowInput, node: ApproverNode, justApproved: readonly string[]) {
  if (input.resolved[node.code]?.applicantOnly)
    return { approvers: [input.task.applicantId], opinion: SELF_APPROVE_OPINION };
  const handlers = handlersOf(input, node);
  return sameSet(handlers, justApproved) ? { approvers: handlers, opinion: AUTO_APPROVE_OPINION } : null;
}

/**
 * Makes `node` the one waiting now. `justApproved`: who approved the node just passed (empty after a
 * submit, a rejection or a recall, so those never auto-approve a repeated approver).
 */
export function enter(
  input: FlowInput,
  e: Effects,
  node: ApproverNode,
  form: Form,
  justApproved: readonly string[],
): void {
  const auto = autoApproval(input, node, justApproved);
  e.task.step += 1;
  if (auto) {
    for (const handlerId of auto.approvers) {
      e.newOperators.push({ nodeCode: node.code, handlerId, step: e.task.step, state: 'approved' });
      record(e, node.code, HANDLE_TYPE.approve, handlerId, { opinion: auto.opinion });
    }
    passNode(input, e, node.code);
    advance(input, e, node.code, form, auto.approvers);
    return;
  }
  const handlers = handlersOf(input, node);
  e.task.status = FLOW_STATUS.inApproval;
  e.task.currentNode = node.code;
  e.task.completion = completionAt(input.template, form, node.code);
  for (const handlerId of handlers) {
    e.newOperators.push({ nodeCode: node.code, handlerId, step: e.task.step, state: 'pending' });
    e.notices.push({ userId: handlerId, kind: 'todo' });
  }
}

/** Enters the node after `from` on the path, or ends the task approved. */
export function advance(
  input: FlowInput,
  e: Effects,
  from: string,
  form: Form,
  justApproved: readonly string[],
): void {
  const next = nextOnPath(input.template, form, from);
  if (next) enter(input, e, next, form, justApproved);
  else finish(input, e);
}
