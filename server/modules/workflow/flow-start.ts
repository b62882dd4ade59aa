/**
 * Starting a flow when a form is submitted: a task of the form's template (draft, step 0) that the engine's
 * submit moves to the first approver node on its path, written through the caller's transaction so it
 * commits with the form. The task is inserted once, in the position the engine moved it to; the form stores
 * the returned status with its own write. Candidates the applicant must choose come with the start and are
 * checked here.
 */
import { randomUUID } from 'node:crypto';
import { FLOW_STATUS } from '../../../contract';
import type { Db } from '../../db/client';
import { applicantCandidateNodes, submit } from '../../workflow';
import type { PushCollector } from '../message/push';
import { checkChosen } from './candidates';
import { commitEffects, engine } from './flow-commit';
import { assembleFlow, templateFor } from './flow-load';
import { FlowRepository, type TaskRow } from './flow-repository';
import type { FormData, FormSources } from '../../workflow/form-source';

export type FlowStart = {
  /** Which flow ('leaveApply', …) and which stored form it runs for. */
  flowKey: string;
  formId: string;
  applicantId: string;
  title: string;
  billNo: string;
  urgent: number;
  now: Date;
  /** The submitted form (its table may not hold it yet): the branch conditions read it. */
  form: FormData;
  /** Approvers the applicant chose for candidates nodes (candidateList). */
  candidates?: Record<string, string[]>;
  pushes?: PushCollector;
  /** The forms' sources (the branch conditions of later steps read the stored form). */
  forms: FormSources;
  /** The form's task so far, run again when it was sent back or withdrawn. */
  previousTaskId?: string | null;
};

const RESTARTABLE = new Set<number>([FLOW_STATUS.rejected, FLOW_STATUS.withdrawn]);

export type FlowStarted = { taskId: string; status: number };

/** The form's earlier task when it may run again (sent back or withdrawn), locked for the restart. */
async function restartable(repo: FlowRepository, taskId: string | null | undefined, formId: string) {
  const previous = taskId ? await repo.task(taskId, true) : null;
  return previous && previous.formId === formId && RESTARTABLE.has(previous.status) ? previous : null;
}

/** Refuses (business error) when a node on the path has nobody to approve it. */
export async function startFlow(tx: Db, start: FlowStart): Promise<FlowStarted> {
  const { flowKey, formId, applicantId, title, billNo, urgent, now, form } = start;
  const template = templateFor(flowKey);
  const allowed = applicantCandidateNodes(template, form);
  const candidates = await checkChosen(tx, allowed, start.candidates, applicantId);
  const repo = new FlowRepository(tx);
  const again = await restartable(repo, start.previousTaskId, formId);
  const row: TaskRow = {
    id: again?.id ?? randomUUID(),
    ...{ flowKey, formId, applicantId, title, billNo, urgent, candidates },
    status: FLOW_STATUS.draft,
    currentNode: null,
    step: again?.step ?? 0,
    completion: 0,
    createdAt: again?.createdAt ?? now,
    updatedAt: now,
  };
  // The engine submits from the draft position: a new task has no operators or copies, and a task run
  // again keeps its earlier rounds' only as history (they sit on earlier steps).
  const flow = await assembleFlow(tx, start.forms, row, [], [], { form });
  const effects = engine(() => submit(flow.input));
  if (again) await repo.restartTask({ ...row, ...effects.task });
  else await repo.insertTask({ ...row, ...effects.task });
  const commit = { actorId: applicantId, now, pushes: start.pushes, inserted: true };
  const done = await commitEffects(tx, flow, effects, commit);
  return { taskId: row.id, status: done.status };
}
