/**
 * What a row needs from the server just before its first send, declared per kind: a form submitted
 * offline carries `billNo: ''` (src/forms/billNumber.ts), so the outbox takes the next bill number of the
 * form's rule (leave's; an HR form's from the catalogue, by the FormKey its row is posted to). The completed body is written to the row before it is sent, so every retry sends the same
 * body under the same Idempotency-Key (a known key with another body is a 409).
 */
import { hrFormKeyOf } from '../../contract/hrForm/api';
import { hrFormByFormKey } from '../../contract/hrForm/catalogue';
import { billNumberPath, LEAVE_BILL_RULE } from '../../contract/wire';
import type { UserDb } from '../../src/data/db';
import { HR_FORM_KIND } from '../../src/data/outboxEffects';
import { updateClaimedBody } from '../../src/data/outboxStore';
import type { OutboxRow } from '../../src/data/types';
import { decide, type Decision } from './policy';
import { getAnswer, type SendOptions } from './send';

export interface BillNumberFill {
  /** The body field that carries the number. */
  field: string;
  /** The bill rule of `GET /api/system/BillRule/BillNumber/{rule}`. */
  rule: string;
}

/** An HR form's rule is its catalogue entry's, found by the FormKey the row is posted to. */
function hrFormFill(row: OutboxRow): BillNumberFill | null {
  const entry = hrFormByFormKey(hrFormKeyOf(row.url) ?? '');
  return entry ? { field: 'billNo', rule: entry.billRule } : null;
}

/** Per outbox kind: which field needs a bill number when it was submitted without one (fixed, or per row). */
export const BILL_NUMBER_FILLS: Readonly<
  Record<string, BillNumberFill | ((row: OutboxRow) => BillNumberFill | null)>
> = {
  leaveApply: { field: 'billNo', rule: LEAVE_BILL_RULE },
  [HR_FORM_KIND]: hrFormFill,
};

export { billNumberPath };

/** The fill this row still needs, or null (another kind, or the number is already there). */
export function missingBillNumber(row: OutboxRow): BillNumberFill | null {
  const declared = BILL_NUMBER_FILLS[row.kind];
  const fill = typeof declared === 'function' ? declared(row) : declared;
  const body = row.body;
  if (!fill || typeof body !== 'object' || body === null) return null;
  return (body as Record<string, unknown>)[fill.field] === '' ? fill : null;
}

/** The row ready to send; or the decision that stops it (retry, pause, fail); null when the claim was lost. */
export type Prepared = { row: OutboxRow } | { decision: Decision } | null;

export async function prepareRow(db: UserDb, claimed: OutboxRow, options: SendOptions): Promise<Prepared> {
  const fill = missingBillNumber(claimed);
  if (!fill) return { row: claimed };
  const answer = await getAnswer(billNumberPath(fill.rule), options);
  const decision = decide(answer);
  if (decision.action !== 'done') return { decision };
  const number = answer.kind === 'http' && typeof answer.data === 'string' ? answer.data : '';
  if (!number) return { decision: { action: 'retry', rule: 'no bill number', message: '单据编号获取失败' } };
  const row = await updateClaimedBody(db, claimed, { ...(claimed.body as object), [fill.field]: number });
  return row ? { row } : null;
}
