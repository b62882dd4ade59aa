/**
 * Submitting any form through the outbox: one row (POST to the form's URL, stream `form:<draftId>`) written
 * in the same transaction that marks the draft pending, so once this resolves the application survives a
 * killed tab and is sent exactly once — online or not. A bill number is asked for first when online and
 * missing (else the outbox fills it when it sends). A draft the server rejected (state failed, edited from
 * 同步中心) replaces its rejected row; a draft that resubmits a sent-back application is a PUT of that form
 * (#30 item 7). Each form says what its row is in a SubmitPlan.
 */
import { enqueueWrite, type UserDb } from '../data';
import { fetchBillNumber } from './billNumber';
import type { DraftSession } from './draftSession';
import { attachmentIds } from './values';
import type { FormValues } from '../../contract/form/types';
import { formStream, type OutboxKind } from '../../core/store/outboxKinds';

/** Who submits: the row's owner and the name in the flow title. */
export interface Submitter {
  userId: string;
  userName: string;
}

/** What a form's submission is: its outbox kind and URL, its bill rule, its body and the contract's check. */
export interface SubmitPlan<Body extends object = object> {
  kind: OutboxKind;
  /** The platform FormKey the row is posted to (kept on the row for the flusher and the sync centre). */
  formKey: string;
  url: string;
  billRule: string;
  toBody(values: FormValues, ctx: { now: number; userName: string }): Body;
  /** The contract's first complaint about the body (an empty billNo allowed), or null. */
  issue(body: Body): string | null;
}

/** The contract refused the body: nothing was queued, the message says why. */
export class FormRejected extends Error {}

async function withBillNumber(values: FormValues, rule: string, online: boolean): Promise<FormValues> {
  if (values.billNo || !online) return values;
  try {
    return { ...values, billNo: await fetchBillNumber(rule) };
  } catch {
    // Still none: the outbox asks again when it sends the row.
    return values;
  }
}

/** Sessions being submitted right now: a double tap must not queue the application twice. */
const submitting = new WeakSet<DraftSession>();

/**
 * Queues the form; the draft becomes `pending`. Resolves with the outbox row, or null when this draft is
 * already submitted (or being submitted). Throws FormRejected when the contract says no.
 */
export async function submitForm<Body extends object>(
  db: UserDb,
  editor: DraftSession,
  who: Submitter,
  online: boolean,
  plan: SubmitPlan<Body>,
) {
  if (editor.state === 'pending' || submitting.has(editor)) return null;
  submitting.add(editor);
  try {
    return await queue(db, editor, who, online, plan);
  } finally {
    submitting.delete(editor);
  }
}

async function queue<Body extends object>(
  db: UserDb,
  editor: DraftSession,
  who: Submitter,
  online: boolean,
  plan: SubmitPlan<Body>,
) {
  await editor.hold();
  const now = Date.now();
  const values = { ...(await withBillNumber(editor.values, plan.billRule, online)), applyDate: now };
  const body = plan.toBody(values, { now, userName: who.userName });
  const problem = plan.issue(body);
  if (problem) throw new FormRejected(problem);
  const row = await enqueueWrite(
    db,
    {
      userId: who.userId,
      kind: plan.kind,
      formKey: plan.formKey,
      billRule: plan.billRule,
      stream: formStream(editor.draftId),
      // A sent-back application goes again as an edit of its own form, so its own task runs again.
      method: editor.resubmits ? 'PUT' : 'POST',
      url: editor.resubmits ? `${plan.url}/${encodeURIComponent(editor.resubmits.formId)}` : plan.url,
      body,
      fileIds: attachmentIds(values),
      replacesFailed: true,
    },
    async (t) => {
      await t.drafts.put(editor.rowOf(values, 'pending'));
    },
  );
  editor.setState('pending', values);
  return row;
}
