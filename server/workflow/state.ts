/**
 * Reading a task snapshot: the operators of the node waiting now, who decided, and the effects record a
 * transition starts from and adds to (operator changes, records, copies and notices, in order).
 */
import type { HandleType } from '../../contract';
import { completionAt } from './path';
import type { Effects, FlowInput, OperatorSnapshot, OperatorState, TaskSnapshot } from './types';

export const isDecided = (state: OperatorState): boolean => state === 'approved' || state === 'rejected';

/** The operators of the current activation (the node waiting now). */
export function atCurrent(task: TaskSnapshot): OperatorSnapshot[] {
  if (task.currentNode === null) return [];
  return task.operators.filter((o) => o.step === task.step && o.nodeCode === task.currentNode);
}

export const pendingAtCurrent = (task: TaskSnapshot): OperatorSnapshot[] =>
  atCurrent(task).filter((o) => o.state === 'pending');

/** Whoever decided at the operator's node activation (the other approver of an 或签 node). */
export function deciderOf(task: TaskSnapshot, op: OperatorSnapshot): OperatorSnapshot | undefined {
  return task.operators.find(
    (o) => o.id !== op.id && o.step === op.step && o.nodeCode === op.nodeCode && isDecided(o.state),
  );
}

export const nameOf = (input: FlowInput, userId: string): string => input.names[userId] ?? userId;

export function begin(input: FlowInput): Effects {
  const { task, template, form } = input;
  return {
    task: {
      status: task.status,
      currentNode: task.currentNode,
      step: task.step,
      completion: completionAt(template, form, task.currentNode),
    },
    operatorStates: [],
    newOperators: [],
    records: [],
    copies: [],
    notices: [],
    formChanges: {},
  };
}

export function setState(e: Effects, ops: readonly OperatorSnapshot[], state: OperatorState): void {
  for (const op of ops) e.operatorStates.push({ id: op.id, state });
}

type RecordInput = { opinion?: string; signImg?: string | null; extra?: string };

export function record(
  e: Effects,
  nodeCode: string,
  handleType: HandleType,
  handlerId: string,
  more: RecordInput = {},
): void {
  e.records.push({
    nodeCode,
    handleType,
    handlerId,
    opinion: more.opinion ?? '',
    signImg: more.signImg ?? null,
    extra: more.extra ?? '',
  });
}

/** Cancels whoever still waits at the current node (apart from operators this transition already changed). */
export function cancelPending(e: Effects, task: TaskSnapshot): void {
  const changed = new Set(e.operatorStates.map((s) => s.id));
  setState(
    e,
    pendingAtCurrent(task).filter((o) => !changed.has(o.id)),
    'cancelled',
  );
}

/** Ends the task with `status`: nobody is waiting any more. */
export function close(e: Effects, task: TaskSnapshot, status: number): void {
  cancelPending(e, task);
  e.task.status = status;
  e.task.currentNode = null;
}
