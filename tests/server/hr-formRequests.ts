/**
 * HR form requests for the server tests: senders for /api/workflow/Form/{FormKey} as the app's outbox sends
 * them, a reader, and an approved original to follow on (made approved directly in its table: the links
 * tests drive a whole approval over HTTP once; the others only need one to exist).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FLOW_STATUS } from '../../contract';
import { hrFormPath, hrOriginalsPath } from '../../contract/hrForm';
import * as t from '../../server/db/schema';
import { hrFormSample, sampleFileName } from '../shared/hrFormSamples';
import { getJson, type Harness } from './harness';
import { leaveBody, savedData, sendLeave, type Reply, type Saved } from './leaveRequests';
import { send } from './flowRequests';

export const NURSE = 'u-nurse01';

/** The demo people the HR tests apply as. */
const APPLICANTS = ['u-nurse01', 'u-head01', 'u-director01', 'u-hr01', 'u-leader01'];

/** Stores each applicant's sample upload (hrFormSample lists it): a form may only list its applicant's own files. */
export async function storeSampleFiles(h: Harness): Promise<void> {
  const content = Buffer.from('%PDF-1.4 证明');
  await h.database.db.insert(t.uploadedFiles).values(
    APPLICANTS.map((userId) => ({
      userId,
      idempotencyKey: `sample-${userId}`,
      type: 'annex' as const,
      fileName: sampleFileName(userId),
      extension: 'pdf',
      originalName: '证明.pdf',
      mimeType: 'application/pdf',
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      createdAt: new Date(),
    })),
  );
}

/** POSTs (or PUTs, given an id) a body to the form. */
export const sendForm = (
  h: Harness,
  formKey: string,
  body: unknown,
  token: string,
  id?: string,
  key?: string,
) => send(h.app, hrFormPath(formKey, id), body, token, { method: id ? 'PUT' : 'POST', key });

export async function readForm(h: Harness, formKey: string, id: string, token: string) {
  return getJson(h.app, hrFormPath(formKey, id), token);
}

export async function originals(h: Harness, formKey: string, token: string) {
  const { body } = await getJson(h.app, hrOriginalsPath(formKey), token);
  if (body.code !== 200) throw new Error(`originals: ${body.code} ${body.msg}`);
  return body.data as { id: string; formKey: string; billNo: string; data: Record<string, unknown> }[];
}

/** Submits a form of `formKey` (leave included) for `userId` and marks it 审核通过 in its table. */
export async function approvedOriginal(
  h: Harness,
  formKey: string,
  userId: string,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Saved> {
  if (formKey === 'LeaveApply') {
    const saved = savedData(await sendLeave(h.app, leaveBody(userId), { token }));
    await h.database.db
      .update(t.hrForms)
      .set({ flowStatus: FLOW_STATUS.approved })
      .where(eq(t.hrForms.id, saved.id));
    return saved;
  }
  const saved = savedData(await sendForm(h, formKey, hrFormSample(formKey, userId, overrides), token));
  await h.database.db
    .update(t.hrForms)
    .set({ flowStatus: FLOW_STATUS.approved })
    .where(eq(t.hrForms.id, saved.id));
  return saved;
}

/** A valid body for `formKey`, following on a fresh approved original when the form follows one. */
export async function validBody(
  h: Harness,
  formKey: string,
  userId: string,
  token: string,
  follows?: readonly string[],
) {
  const refId = follows?.[0] ? (await approvedOriginal(h, follows[0], userId, token)).id : undefined;
  return hrFormSample(formKey, userId, refId ? { refId } : {});
}

export function expectFieldRefused(reply: Reply, field: string): string {
  if (reply.status !== 400 || !reply.body.msg.startsWith(`${field}: `))
    throw new Error(`expected 400 naming ${field}, got ${reply.status} ${reply.body.code} ${reply.body.msg}`);
  return reply.body.msg;
}

export async function tasksOf(h: Harness, formId: string) {
  const tasks = await h.database.db.select().from(t.flowTasks).where(eq(t.flowTasks.formId, formId));
  const operators = tasks[0]
    ? await h.database.db
        .select()
        .from(t.flowTaskOperators)
        .where(eq(t.flowTaskOperators.taskId, tasks[0].id))
    : [];
  return { tasks, operators };
}
