/**
 * What every stored form (leave and the HR forms) shares when it is written: the platform's system fields
 * between the wire and their columns, the flow columns a submission sets, which statuses may no longer be
 * edited, a bill number taken by a concurrent save refused as a business error, and the create and edit of
 * a form around its own checks and columns.
 */
import { randomUUID } from 'node:crypto';
import { CODE, FLOW_STATUS, FORM_ACTION, type FormSystem } from '../../../contract';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../http/envelope';
import { billNoTaken } from '../system/bill-number-check';
import type { PushCollector } from '../message/push';
import type { FlowStarted } from '../workflow/flow-start';
import type { FormSources } from '../../workflow/form-source';

/** Who writes a form: the signed-in user, the time, where the request's socket pushes collect (sent after
 * commit), and the forms' sources the flow it starts reads. */
export type Caller = { userId: string; now: number; pushes?: PushCollector; forms: FormSources };

/** The system fields' columns (status decides flowStatus and the task: flowColumns). */
export const systemColumns = (body: FormSystem) => ({
  billNo: body.billNo,
  flowId: body.flowId ?? null,
  flowTitle: body.flowTitle,
  flowUrgent: body.flowUrgent,
  applyDept: body.applyDept,
  applyPost: body.applyPost,
  applyDate: new Date(body.applyDate),
});

type SystemRow = Omit<ReturnType<typeof systemColumns>, 'flowUrgent'> & {
  flowUrgent: number;
  applyUserId: string;
  flowStatus: number;
};

/** The system fields of a stored form as they travel (dates in Unix ms). */
export function systemData(row: SystemRow): FormSystem {
  return {
    status: row.flowStatus === FLOW_STATUS.draft ? FORM_ACTION.save : FORM_ACTION.submit,
    ...(row.flowId === null ? {} : { flowId: row.flowId }),
    flowTitle: row.flowTitle,
    billNo: row.billNo,
    // The column's CHECK keeps it in 1…3.
    flowUrgent: row.flowUrgent as FormSystem['flowUrgent'],
    applyUser: row.applyUserId,
    applyDept: row.applyDept,
    applyPost: row.applyPost,
    applyDate: row.applyDate.getTime(),
  };
}

/** The flow a body starts (or none, for a saved draft). */
export const flowColumns = (started: FlowStarted | null) => ({
  flowStatus: started?.status ?? FLOW_STATUS.draft,
  taskId: started?.taskId ?? null,
});

/** Why a form (`noun`: 请假申请, 申请) in `status` cannot change, or null when it can. */
export function editRefusal(status: number, noun: string): string | null {
  if (status === FLOW_STATUS.inApproval) return `该${noun}已提交审批，不能再修改`;
  if (status === FLOW_STATUS.approved) return `该${noun}已审批通过，不能再修改`;
  if (status === FLOW_STATUS.terminated) return `该${noun}已被终止，不能再修改`;
  return null;
}

/** Throws the refusal of editing a form in `status`, if any. */
export function assertEditable(status: number, noun: string): void {
  const refusal = editRefusal(status, noun);
  if (refusal) throw new ApiError(CODE.BAD_REQUEST, refusal);
}

/** A concurrent save that took the same bill number first is a business refusal, not a 500. */
export async function refusingTakenBillNo(write: Promise<void>, billNo: string): Promise<void> {
  try {
    await write;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw billNoTaken(billNo);
  }
}

/** What a checked body writes: the form's columns, its bill number, and its flow's start (null for a save). */
export type FormWrite<C> = {
  columns: C;
  billNo: string;
  start: (formId: string) => Promise<FlowStarted | null>;
};

/** What POST and PUT answer. */
export type FormSaved = { id: string; taskId: string | null; billNo: string };

type Writer = { userId: string; now: number };
type NewRow<C> = C & {
  id: string;
  applyUserId: string;
  flowStatus: number;
  taskId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A new form: its id, its flow started when the body submits, stored in one insert. */
export async function createForm<C extends object>(
  insert: (row: NewRow<C>) => Promise<void>,
  writer: Writer,
  w: FormWrite<C>,
): Promise<FormSaved> {
  const id = randomUUID();
  const flow = flowColumns(await w.start(id));
  const now = new Date(writer.now);
  const row = { id, ...w.columns, applyUserId: writer.userId, ...flow, createdAt: now, updatedAt: now };
  await refusingTakenBillNo(insert(row), w.billNo);
  return { id, taskId: flow.taskId, billNo: w.billNo };
}

/** An edit of `current` (already checked editable): a submit starts a new flow, a save keeps its status and task. */
export async function updateForm<C extends object>(
  update: (changes: C & ReturnType<typeof flowColumns> & { updatedAt: Date }) => Promise<void>,
  current: { id: string; flowStatus: number; taskId: string | null },
  writer: Writer,
  w: FormWrite<C>,
): Promise<FormSaved> {
  const started = await w.start(current.id);
  // A saved change keeps the status (rejected, withdrawn) and task the form had.
  const flow = started ? flowColumns(started) : { flowStatus: current.flowStatus, taskId: current.taskId };
  await refusingTakenBillNo(update({ ...w.columns, ...flow, updatedAt: new Date(writer.now) }), w.billNo);
  return { id: current.id, taskId: flow.taskId, billNo: w.billNo };
}
