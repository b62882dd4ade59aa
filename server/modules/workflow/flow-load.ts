/**
 * Loading a task into what the engine reads (FlowInput): the task row (locked for a transition), its
 * template, operators and copies, its form, every node's approvers for its applicant now, and the names
 * of everyone involved.
 */
import { CODE } from '../../../contract';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { templateOf, type FlowInput, type FlowTemplate, type OperatorState } from '../../workflow';
import { FlowRepository, type OperatorRow, type TaskRow } from './flow-repository';
import { loadForm, type FormData, type FormSources } from '../../workflow/form-source';
import { resolveFlow } from './org-facts';

export type LoadedFlow = {
  row: TaskRow;
  template: FlowTemplate;
  operators: OperatorRow[];
  input: FlowInput;
  /** Where its form is read and written (AppContext.forms). */
  forms: FormSources;
};

export type LoadOptions = {
  /** Lock the task row until the transaction ends (every transition does). */
  lock?: boolean;
  /** The form as it stands, when it is not (yet) in its table. */
  form?: FormData;
  /** Candidates chosen by this request, on top of those stored with the task. */
  chosen?: Record<string, string[]>;
  /** More people whose names messages and records need (a transfer's target, copy-to people). */
  extraNames?: readonly string[];
};

export function templateFor(flowKey: string): FlowTemplate {
  const template = templateOf(flowKey);
  if (!template) throw new ApiError(CODE.NOT_FOUND, `流程不存在：${flowKey}`);
  return template;
}

export async function loadFlow(
  db: Db,
  forms: FormSources,
  taskId: string,
  opts: LoadOptions = {},
): Promise<LoadedFlow> {
  const repo = new FlowRepository(db);
  const row = await repo.task(taskId, opts.lock);
  if (!row) throw new ApiError(CODE.NOT_FOUND, '流程不存在');
  return assembleFlow(db, forms, row, await repo.operators(taskId), await repo.copiedUserIds(taskId), opts);
}

/** The engine's input for a task whose row, operators and copies are at hand (a new task has none). */
export async function assembleFlow(
  db: Db,
  forms: FormSources,
  row: TaskRow,
  operators: OperatorRow[],
  copied: string[],
  opts: LoadOptions = {},
): Promise<LoadedFlow> {
  const repo = new FlowRepository(db);
  const template = templateFor(row.flowKey);
  const form = opts.form ?? (await loadForm(db, forms, row.flowKey, row.formId));
  const chosen = { ...row.candidates, ...opts.chosen };
  const resolved = await resolveFlow(db, template, row.applicantId, chosen);
  const people = Object.values(resolved).flatMap((r) => [...r.handlers, ...r.copies]);
  const names = await repo.names([
    row.applicantId,
    ...operators.map((o) => o.handlerId),
    ...copied,
    ...people,
    ...(opts.extraNames ?? []),
  ]);
  const input: FlowInput = {
    template,
    form,
    resolved,
    names,
    task: {
      id: row.id,
      applicantId: row.applicantId,
      status: row.status,
      currentNode: row.currentNode,
      step: row.step,
      copied,
      operators: operators.map((o) => ({
        id: o.id,
        nodeCode: o.nodeCode,
        handlerId: o.handlerId,
        state: o.state as OperatorState,
        step: o.step,
      })),
    },
  };
  return { row, template, operators, input, forms };
}
