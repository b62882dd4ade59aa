/**
 * A form refused for its own bill number when no form of mine holds it (heldAlready.ts found none): the
 * number is not one the server lets this row use — typed before numbers were issued to their callers, taken
 * meanwhile, or issued so long ago that the server forgot it (issue #28). The row drops it and goes again at
 * once, taking a new number just before the send (prepare.ts) — once: a second such refusal is final and
 * shown in the sync centre. The server applied nothing (a refusal is never recorded), so the same
 * Idempotency-Key may carry the new body.
 */
import { updateClaimedRow } from '../../core/store/outboxStore';
import type { UserDb } from '../../core/store/db';
import type { OutboxRow } from '../../core/store/types';
import { refusedOwnNumber } from './heldAlready';
import type { Answer, Decision } from './policy';

/** The release that sends the row again with a new number; null when the answer is not such a refusal. */
export async function renumbered(db: UserDb, row: OutboxRow, answer: Answer): Promise<Decision | null> {
  if (row.renumbered || refusedOwnNumber(row, answer) === null) return null;
  const body = { ...(row.body as object), billNo: '' };
  if (!(await updateClaimedRow(db, row, { body, renumbered: true }))) return null;
  const message = answer.kind === 'http' ? (answer.msg ?? '') : '';
  return { action: 'release', rule: 'bill number refused: a new one is taken', message };
}
