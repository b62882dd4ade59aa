/**
 * The sync centre's side of the outbox: a summary (counts per state and the latest rows, without their
 * bodies but a form's values, which tell two forms apart) for a live query, and the user's actions on one row — resend a failed row, discard a row that is
 * not in flight (a rejected form is edited through its draft, which outboxEffects.ts marks failed).
 */
import type { UserDb } from './db';
import { effectTables, rowChanged } from './outboxEffects';
import { kindOf } from './outboxKinds';
import type { OutboxRow, OutboxState } from './types';

/**
 * A row as the sync centre lists it: everything but the body, and the attachments as a count; a form's
 * row keeps its values (dates, days, reason) to say which form it is.
 */
export type OutboxItem = Omit<OutboxRow, 'body' | 'fileIds' | 'result'> & {
  files: number;
  formValues?: Record<string, unknown>;
};

export interface OutboxSummary {
  queued: number;
  sending: number;
  failed: number;
  done: number;
  /** Newest first, at most the limit asked for. */
  rows: OutboxItem[];
}

export const EMPTY_OUTBOX: OutboxSummary = { queued: 0, sending: 0, failed: 0, done: 0, rows: [] };

/** Rows the sync centre lists; older ones are still counted. */
export const SUMMARY_ROWS = 200;

function itemOf({ body, fileIds, result: _result, ...rest }: OutboxRow): OutboxItem {
  const isForm = kindOf(rest)?.effect === 'form' && typeof body === 'object' && body !== null;
  return { ...rest, files: fileIds.length, ...(isForm ? { formValues: body as Record<string, unknown> } : {}) };
}

const countState = (db: UserDb, state: OutboxState) => db.outbox.where('state').equals(state).count();

export async function readOutboxSummary(db: UserDb, limit = SUMMARY_ROWS): Promise<OutboxSummary> {
  const [queued, sending, failed, done, rows] = await Promise.all([
    countState(db, 'queued'),
    countState(db, 'sending'),
    countState(db, 'failed'),
    countState(db, 'done'),
    db.outbox.orderBy('createdAt').reverse().limit(limit).toArray(),
  ]);
  return { queued, sending, failed, done, rows: rows.map(itemOf) };
}

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

/** Where a stream's newest write stands (queued, sending, done, failed and why), or null when none is left. */
export async function latestOfStream(
  db: UserDb,
  stream: string,
): Promise<Pick<OutboxRow, 'state' | 'lastError'> | null> {
  const rows = await db.outbox.where('stream').equals(stream).sortBy('createdAt');
  const last = rows.at(-1);
  return last ? { state: last.state, lastError: last.lastError } : null;
}

/** Why the server rejected a stream's last write (the message a form shows over a rejected draft), or null. */
export async function rejectionOf(db: UserDb, stream: string): Promise<string | null> {
  const rows = await db.outbox.where('stream').equals(stream).toArray();
  const failed = rows.filter((r) => r.state === 'failed').sort((a, b) => b.createdAt - a.createdAt)[0];
  return failed ? (failed.lastError ?? '') : null;
}
