/**
 * The user's actions on one outbox row, from the sync centre: resend a failed row, discard a row that is not
 * in flight (a rejected form is edited through its draft, which outboxEffects.ts marks failed). Apart from
 * the summary (outboxView.ts), which the tab bar reads on the first screen: these take the local effects
 * along.
 */
import type { UserDb } from './db';
import { effectTables, rowChanged } from './outboxEffects';

/** failed → queued, due now, attempts 0. False when the row is not failed (already resent, discarded). */
export async function resendRow(db: UserDb, id: string, now = Date.now()): Promise<boolean> {
  return db.transaction('rw', [db.outbox, ...effectTables(db)], async () => {
    const row = await db.outbox.get(id);
    if (row?.state !== 'failed') return false;
    const queued = { ...row, state: 'queued' as const, attempts: 0, nextAttemptAt: now, lastError: null };
    await db.outbox.put(queued);
    await rowChanged(db, queued, 'queued');
    return true;
  });
}

/**
 * Deletes a row that is not being sent, and takes back its local effect (a form's draft is open again, a
 * punch is removed). A row in flight cannot be taken back (the server may already have applied it), and a
 * delivered one is only forgotten: both refused, false.
 */
export async function discardRow(db: UserDb, id: string): Promise<boolean> {
  return db.transaction('rw', [db.outbox, ...effectTables(db)], async () => {
    const row = await db.outbox.get(id);
    if (!row || row.state === 'sending' || row.state === 'done') return false;
    await db.outbox.delete(id);
    await rowChanged(db, row, 'discarded');
    return true;
  });
}
