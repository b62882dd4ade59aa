/**
 * The sync centre's actions on one outbox row (resend, discard) against the signed-in user's database; a
 * resent row is flushed at once. Apart from the live summary (outbox.ts), which the tab bar shows.
 */
import { activeDb } from '../data/active';
import { discardRow, resendRow } from '../../core/store/outboxActions';
import { rowsQueued } from './outbox';

/** A failed row goes back in the queue (attempts 0) and is sent at once. False when it was not failed. */
export async function resend(id: string): Promise<boolean> {
  const db = activeDb();
  if (!db || !(await resendRow(db, id))) return false;
  rowsQueued();
  return true;
}

/** Removes a row that is not in flight. False when it is being sent (it may already have arrived). */
export async function discard(id: string): Promise<boolean> {
  const db = activeDb();
  return db ? discardRow(db, id) : false;
}
