/**
 * How a task looks to one viewer, from the same rules the transitions enforce: each node with its state
 * (done / current / pending / skipped off this branch) and people, the buttons the viewer has now, the
 * current node's rules for its approver, and which form fields the viewer may read and write.
 */
import { FLOW_STATUS } from '../../contract';
import { rejectTargets } from './decide';
import { recallRefusal, pressRefusal, terminateRefusal, withdrawRefusal } from './guards';
import { approverNode, nextOnPath, pathOf } from './path';
import { atCurrent, pendingAtCurrent } from './state';
import type { ApproverNode, FlowInput, FlowNode, FlowTemplate, OperatorSnapshot, StartNode } from './types';

export type NodeState = 'done' | 'current' | 'pending' | 'skipped';
export type NodeView = {
  id: string;
  nodeName: string;
  nodeType: FlowNode['type'];
  state: NodeState;
  counterSign: boolean;
  handlerIds: string[];
};

const approvedAt = (ops: readonly OperatorSnapshot[], code: string) =>
  ops.filter((o) => o.nodeCode === code && o.state === 'approved');

function approverState(input: FlowInput, node: ApproverNode, path: string[]): NodeState {
  const { task } = input;
  if (!path.includes(node.code)) return 'skipped';
  if (task.status === FLOW_STATUS.approved) return 'done';
  if (task.status !== FLOW_STATUS.inApproval || task.currentNode === null)
    return approvedAt(task.operators, node.code).length ? 'done' : 'pending';
  const [index, current] = [path.indexOf(node.code), path.indexOf(task.currentNode)];
  if (index === current) return 'current';
  return index < current ? 'done' : 'pending';
}

function handlersOf(input: FlowInput, node: FlowNode, state: NodeState): string[] {
  if (node.type === 'start') return [input.task.applicantId];
  if (node.type === 'end' || state === 'skipped') return [];
  if (state === 'current')
    return atCurrent(input.task)
      .filter((o) => o.state === 'pending' || o.state === 'approved')
      .map((o) => o.handlerId);
  if (state === 'pending') return [...(input.resolved[node.code]?.handlers ?? [])];
  const approved = approvedAt(input.task.operators, node.code);
  const last = Math.max(...approved.map((o) => o.step));
  return approved.filter((o) => o.step === last).map((o) => o.handlerId);
}

function stateOf(input: FlowInput, node: FlowNode, path: string[]): NodeState {
  if (node.type === 'start') return 'done';
  if (node.type === 'end') return input.task.status === FLOW_STATUS.approved ? 'done' : 'pending';
  return approverState(input, node, path);
}

export function nodeViews(input: FlowInput): NodeView[] {
  const path = pathOf(input.template, input.form).map((n) => n.code);
  return input.template.nodes.map((node) => {
    const state = stateOf(input, node, path);
    return {
      id: node.code,
      nodeName: node.name,
      nodeType: node.type,
      state,
      counterSign: node.type === 'approver' && !!node.counterSign,
      handlerIds: handlersOf(input, node, state),
    };
  });
}

/** The viewer's operator waiting at the current node, if any. */
export const myPending = (input: FlowInput, viewerId: string): OperatorSnapshot | undefined =>
  pendingAtCurrent(input.task).find((o) => o.handlerId === viewerId);

export function actionsFor(input: FlowInput, viewerId: string, isAdmin: boolean) {
  const mine = myPending(input, viewerId);
  const recallable = input.task.operators.find(
    (o) => o.handlerId === viewerId && o.state === 'approved' && !recallRefusal(input, viewerId, o.id),
  );
  return {
    operatorId: mine?.id ?? null,
    audit: !!mine,
    reject: !!mine,
    transfer: !!mine,
    recallOperatorId: recallable?.id ?? null,
    withdraw: !withdrawRefusal(input, viewerId),
    press: !pressRefusal(input, viewerId),
    cancel: !terminateRefusal(input, isAdmin),
  };
}

/** The node after `code` when its approvers must be chosen by whoever decides at `code`. */
export function candidateNodeAfter(
  template: FlowTemplate,
  form: Readonly<Record<string, unknown>>,
  code: string,
): ApproverNode | null {
  const next = nextOnPath(template, form, code);
  return next?.rule.kind === 'candidates' && next.rule.chooser === 'previous' ? next : null;
}

/** Nodes whose approvers the applicant chooses when submitting (the first node's too: they act before it). */
export function applicantCandidateNodes(
  template: FlowTemplate,
  form: Readonly<Record<string, unknown>>,
): ApproverNode[] {
  return pathOf(template, form).filter(
    (n, i) => n.rule.kind === 'candidates' && (n.rule.chooser === 'applicant' || i === 0),
  );
}

export function approversPropertiesFor(input: FlowInput, op: OperatorSnapshot | undefined) {
  const node = op ? approverNode(input.template, op.nodeCode) : undefined;
  const next = node ? candidateNodeAfter(input.template, input.form, node.code) : null;
  return {
    hasSign: !!node?.hasSign,
    opinionRequired: !!node?.opinionRequired,
    isCustomCopy: !!node?.isCustomCopy,
    rejectTargets: node ? rejectTargets(input, node.code) : [],
    candidateNodes: next ? [{ id: next.code, nodeName: next.name }] : [],
  };
}

/**
 * Which fields a viewer at `node` reads and writes: an approver what their node may write, the applicant at
 * the start node what she fills in (the fields the server derives left out of her form), anyone else
 * (no node) reads every field and writes none.
 */
export function formOperatesFor(template: FlowTemplate, node: StartNode | ApproverNode | undefined) {
  const hidden = node?.type === 'start' ? (node.hide ?? []) : [];
  return template.fields.map((f) => ({
    id: f.id,
    name: f.name,
    read: !hidden.includes(f.id),
    write: !!node?.write?.includes(f.id),
  }));
}

/** A task the applicant may edit and submit again: her draft, or one sent back or withdrawn to her. */
const backWithApplicant = (status: number): boolean =>
  status === FLOW_STATUS.draft || status === FLOW_STATUS.rejected || status === FLOW_STATUS.withdrawn;

/**
 * The applicant's view of her form (the template JSON's `formOperates`): the start node's while the form is
 * hers to edit, else every field read and none written (it is with its approvers, or decided).
 */
export const applicantOperates = (template: FlowTemplate, status: number) =>
  formOperatesFor(template, backWithApplicant(status) ? template.nodes[0] : undefined);
