/**
 * What a row needs from the server just before its first send: a form submitted offline (a kind with
 * `billNumber` in OUTBOX_KINDS) carries `billNo: ''` (src/forms/billNumber.ts), so the outbox takes the next
 * number of the row's bill rule. The completed body is written to the row before it is sent, so every retry
 * sends the same body under the same Idempotency-Key (a known key with another body is a 409).
 */
import { hrFormKeyOf } from '../../contract/hrForm/api';
import { hrFormByFormKey } from '../../contract/hrForm/catalogue';
import { billNumberPath } from '../../contract/wire';
import type { UserDb } from '../../core/store/db';
import { kindOf } from '../../core/store/outboxKinds';
import { updateClaimedBody } from '../../core/store/outboxStore';
import type { OutboxRow } from '../../core/store/types';
import { decide, type Decision } from './policy';
import { getAnswer, type SendOptions } from './send';

export interface BillNumberFill {
  /** The body field that carries the number. */
  field: string;
  /** The bill rule of `GET /api/system/BillRule/BillNumber/{rule}`. */
  rule: string;
}

/**
 * The rule of a row's number: the row's own (every form row queued by this version carries it), else —
 * a row queued before rows carried it — its form's in the catalogue, by the FormKey its row is posted to.
 */
function ruleOf(row: OutboxRow): string | null {
  if (row.billRule) return row.billRule;
  return hrFormByFormKey(hrFormKeyOf(row.url) ?? '')?.billRule ?? null;
}

export { billNumberPath };

/** The fill this row still needs, or null (another kind, or the number is already there). */
export function missingBillNumber(row: OutboxRow): BillNumberFill | null {
  const body = row.body;
  if (!kindOf(row)?.billNumber || typeof body !== 'object' || body === null) return null;
  if ((body as Record<string, unknown>).billNo !== '') return null;
  const rule = ruleOf(row);
  return rule ? { field: 'billNo', rule } : null;
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
