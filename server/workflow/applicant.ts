/**
 * What happens to a task as a whole: the applicant submits it (it enters the first node on its path),
 * withdraws it while the first node has not decided (流程撤回), or urges the approvers waiting now (催办);
 * an administrator terminates it (审核终止). Each leaves a record; the applicant hears of every ending.
 */
import { FLOW_STATUS, HANDLE_TYPE } from '../../contract';
import { advance } from './advance';
import { refuse } from './errors';
import { check, pressRefusal, terminateRefusal, withdrawRefusal } from './guards';
import { begin, close, pendingAtCurrent, record } from './state';
import type { Effects, FlowInput } from './types';

/** A new task (status draft, step 0) goes to the first approver node of its path. */
export function submit(input: FlowInput): Effects {
  if (input.task.status !== FLOW_STATUS.draft) throw refuse('流程已提交，不能重复提交');
  const e = begin(input);
  e.task.status = FLOW_STATUS.inApproval;
  record(e, 'start', HANDLE_TYPE.submit, input.task.applicantId);
  advance(input, e, 'start', input.form, []);
  return e;
}

export function withdraw(input: FlowInput, actorId: string, opinion: string): Effects {
  check(withdrawRefusal(input, actorId));
  const e = begin(input);
  record(e, 'start', HANDLE_TYPE.withdraw, actorId, { opinion });
  close(e, input.task, FLOW_STATUS.withdrawn);
  e.notices.push({ userId: input.task.applicantId, kind: 'withdrawn' });
  return e;
}

export function terminate(input: FlowInput, actorId: string, isAdmin: boolean, opinion: string): Effects {
  check(terminateRefusal(input, isAdmin));
  const e = begin(input);
  record(e, input.task.currentNode ?? 'start', HANDLE_TYPE.terminate, actorId, { opinion });
  close(e, input.task, FLOW_STATUS.terminated);
  e.notices.push({ userId: input.task.applicantId, kind: 'terminated' });
  return e;
}

export function press(input: FlowInput, actorId: string): Effects {
  check(pressRefusal(input, actorId));
  const e = begin(input);
  const waiting = pendingAtCurrent(input.task);
  record(e, input.task.currentNode ?? 'start', HANDLE_TYPE.urge, actorId, {
    extra: waiting.length ? `催办 ${waiting.length} 位审批人` : '',
  });
  for (const op of waiting) e.notices.push({ userId: op.handlerId, kind: 'urge' });
  return e;
}
