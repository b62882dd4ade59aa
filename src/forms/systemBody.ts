/**
 * What every form's submission shares, leave and the HR forms alike (pure): the platform's system fields
 * from the form's values, attachments as they travel before upload (`url: ''`, filled by the outbox), and
 * the contract's first complaint about a body — where an empty bill number stands for one the outbox
 * fetches when it sends the row.
 */
import { z } from 'zod/mini';
import type { FormSystem } from '../../contract';
import type { AttachmentRef, FieldValue, FormValues } from '../../contract/form/types';

export const textOf = (v: FieldValue | undefined): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';

const urgency = (v: FieldValue | undefined): FormSystem['flowUrgent'] => (v === 2 || v === 3 ? v : 1);

/** Picked files as they travel until the outbox has uploaded them: their local id, no url yet. */
export function attachmentsOf(v: FieldValue | undefined) {
  const refs = Array.isArray(v) ? v.filter((x): x is AttachmentRef => typeof x === 'object') : [];
  return refs.map((r) => ({ fileId: r.fileId, name: r.name, url: '', size: r.size }));
}

/** The submission's (status 0) system fields; `billNo` may be '' (offline): filled when sent. */
export function systemBody(values: FormValues, now: number, flowTitle: string): FormSystem {
  return {
    status: 0,
    flowTitle,
    billNo: textOf(values.billNo),
    flowUrgent: urgency(values.flowUrgent),
    applyUser: textOf(values.applyUser),
    applyDept: textOf(values.applyDept),
    applyPost: textOf(values.applyPost) || null,
    applyDate: now,
  };
}

/** Stands in for a bill number the outbox will fetch, only for the contract check. */
const NUMBER_TO_COME = 'billNo-at-send';

/** The contract's first complaint about `body`, or null; an empty billNo is allowed (filled when sent). */
export function bodyIssue(schema: z.ZodMiniType, body: FormSystem): string | null {
  const parsed = z.safeParse(schema, { ...body, billNo: body.billNo || NUMBER_TO_COME });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
}
