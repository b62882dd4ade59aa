/**
 * The actions of FLOW_ACTION_PATHS against the database: each locks its task, loads it, asks the engine
 * for the transition (which refuses a state that has moved on) and commits the effects — all inside the
 * transaction of the request's idempotency record.
 */
import {
  CODE,
  type AuditBody,
  type OpinionBody,
  type RejectBody,
  type SaveAuditBody,
  type TransferBody,
} from '../../../contract';
import type { Db } from '../../db/client';
import { ApiError, fieldError } from '../../http/envelope';
import {
  approve,
  candidateNodeAfter,
  decideRefusal,
  formAfter,
  press,
  recall,
  reject,
  terminate,
  transfer,
  withdraw,
  approverNode,
  writableChanges,
} from '../../workflow';
import type { FormSources } from '../../workflow/form-source';
import type { PushCollector } from '../message/push';
import { checkOwnSignature } from '../file/own-files';
import { checkChosen } from './candidates';
import { commitEffects, engine } from './flow-commit';
import { loadFlow, type LoadedFlow, type LoadOptions } from './flow-load';
import { FlowRepository } from './flow-repository';
import { activeUsers } from './org-facts';
import { admitUrge, type UrgeRates } from './urge-limits';

export type Actor = { userId: string; now: number; pushes?: PushCollector; forms: FormSources };

const commit = (tx: Db, flow: LoadedFlow, actor: Actor, effects: Parameters<typeof commitEffects>[2]) =>
  commitEffects(tx, flow, effects, { actorId: actor.userId, now: new Date(actor.now), pushes: actor.pushes });

async function byOperator(tx: Db, actor: Actor, operatorId: string, opts: LoadOptions = {}) {
  const taskId = await new FlowRepository(tx).taskIdOfOperator(operatorId);
  if (!taskId) throw new ApiError(CODE.NOT_FOUND, '审批任务不存在');
  return loadFlow(tx, actor.forms, taskId, { ...opts, lock: true });
}

async function checkPeople(tx: Db, field: string, ids: readonly string[]): Promise<void> {
  const active = await activeUsers(tx, ids);
  if (ids.some((id) => !active.has(id))) throw fieldError(field, '所选人员不存在或已停用');
}

export async function auditTask(tx: Db, actor: Actor, operatorId: string, body: AuditBody) {
  let flow = await byOperator(tx, actor, operatorId, { extraNames: body.copyIds });
  engine(() => {
    const refusal = decideRefusal(flow.input, actor.userId, operatorId);
    if (refusal) throw refusal;
  });
  await checkPeople(tx, 'copyIds', body.copyIds);
  await checkOwnSignature(tx, actor.userId, body.signImg);
  if (body.candidateList && Object.keys(body.candidateList).length) {
    const op = flow.input.task.operators.find((o) => o.id === operatorId)!;
    const node = approverNode(flow.template, op.nodeCode);
    const form = node ? formAfter(flow.input, node, body.formData) : flow.input.form;
    const next = candidateNodeAfter(flow.template, form, op.nodeCode);
    const chosen = await checkChosen(tx, next ? [next] : [], body.candidateList, flow.row.applicantId);
    await new FlowRepository(tx).updateTask(flow.row.id, {
      candidates: { ...flow.row.candidates, ...chosen },
    });
    flow = await loadFlow(tx, actor.forms, flow.row.id, { lock: true, chosen, extraNames: body.copyIds });
  }
  const act = { ...body, opinion: body.handleOpinion, signImg: body.signImg ?? null };
  return commit(
    tx,
    flow,
    actor,
    engine(() => approve(flow.input, actor.userId, operatorId, act)),
  );
}

/** Largest 暂存 kept (JSON characters): a form's writable fields, never a file. */
const MAX_DRAFT_CHARS = 64 * 1024;

/**
 * 暂存 (the platform's SaveAudit): the deciding approver's edits of the fields their node may write, kept on
 * their operator (and shown back as the detail's draftData) until they decide; the rest of the patch ignored.
 */
export async function saveAuditTask(tx: Db, actor: Actor, operatorId: string, body: SaveAuditBody) {
  const flow = await byOperator(tx, actor, operatorId);
  engine(() => {
    const refusal = decideRefusal(flow.input, actor.userId, operatorId);
    if (refusal) throw refusal;
  });
  const op = flow.input.task.operators.find((o) => o.id === operatorId)!;
  const node = approverNode(flow.template, op.nodeCode);
  const draft = node ? writableChanges(node, body.formData) : {};
  if (JSON.stringify(draft).length > MAX_DRAFT_CHARS) throw fieldError('formData', '暂存内容过多');
  await new FlowRepository(tx).saveDraft(operatorId, draft);
}

export async function rejectTask(tx: Db, actor: Actor, operatorId: string, body: RejectBody) {
  const flow = await byOperator(tx, actor, operatorId);
  await checkOwnSignature(tx, actor.userId, body.signImg);
  const act = { opinion: body.handleOpinion, signImg: body.signImg ?? null, rejectTo: body.rejectTo };
  return commit(
    tx,
    flow,
    actor,
    engine(() => reject(flow.input, actor.userId, operatorId, act)),
  );
}

export async function transferTask(tx: Db, actor: Actor, operatorId: string, body: TransferBody) {
  const to = body.freeApproverUserId;
  const flow = await byOperator(tx, actor, operatorId, { extraNames: [to] });
  engine(() => {
    const refusal = decideRefusal(flow.input, actor.userId, operatorId);
    if (refusal) throw refusal;
  });
  await checkPeople(tx, 'freeApproverUserId', [to]);
  const act = { toUserId: to, opinion: body.handleOpinion };
  return commit(
    tx,
    flow,
    actor,
    engine(() => transfer(flow.input, actor.userId, operatorId, act)),
  );
}

export async function recallTask(tx: Db, actor: Actor, operatorId: string, body: OpinionBody) {
  const flow = await byOperator(tx, actor, operatorId);
  return commit(
    tx,
    flow,
    actor,
    engine(() => recall(flow.input, actor.userId, operatorId, body.handleOpinion)),
  );
}

export async function cancelTask(tx: Db, actor: Actor, taskId: string, body: OpinionBody) {
  const flow = await loadFlow(tx, actor.forms, taskId, { lock: true });
  const isAdmin = await new FlowRepository(tx).isAdministrator(actor.userId);
  return commit(
    tx,
    flow,
    actor,
    engine(() => terminate(flow.input, actor.userId, isAdmin, body.handleOpinion)),
  );
}

export async function withdrawTask(tx: Db, actor: Actor, taskId: string, body: OpinionBody) {
  const flow = await loadFlow(tx, actor.forms, taskId, { lock: true });
  return commit(
    tx,
    flow,
    actor,
    engine(() => withdraw(flow.input, actor.userId, body.handleOpinion)),
  );
}

/** 催办: allowed by the engine, then within the urger's limits (urge-limits.ts), then committed. */
export async function pressTask(tx: Db, actor: Actor, taskId: string, rates: UrgeRates) {
  const flow = await loadFlow(tx, actor.forms, taskId, { lock: true });
  const effects = engine(() => press(flow.input, actor.userId));
  await admitUrge(rates, actor.userId, taskId);
  return commit(tx, flow, actor, effects);
}
