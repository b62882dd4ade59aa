/**
 * The sync centre's side of the outbox: a summary (counts per state and the latest rows, without their
 * bodies but a form's values, which tell two forms apart) for a live query, where a stream's last write
 * stands, and the server's words when it asked a row to come back later (`serverWait`, issue #28: shown
 * where the write was made). The user's actions on one row are in outboxActions.ts.
 */
import { liveQuery, type UserDb } from './db';
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
  return {
    ...rest,
    files: fileIds.length,
    ...(isForm ? { formValues: body as Record<string, unknown> } : {}),
  };
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

/** Where a stream's newest write stands (queued, sending, done, failed and why), or null when none is left. */
export async function latestOfStream(
  db: UserDb,
  stream: string,
): Promise<Pick<OutboxRow, 'state' | 'lastError' | 'notBefore' | 'body'> | null> {
  const rows = await db.outbox.where('stream').equals(stream).sortBy('createdAt');
  const last = rows.at(-1);
  return last
    ? { state: last.state, lastError: last.lastError, notBefore: last.notBefore ?? 0, body: last.body }
    : null;
}

export type WaitingRow = Pick<OutboxRow, 'state' | 'lastError' | 'notBefore'>;

/**
 * The server's words when its last answer to this waiting row was "too often, come back later" (HTTP 429
 * with Retry-After, kept as `notBefore`): the row goes again by itself then, so this is said, not failed.
 * Null for any other row. Pure.
 */
export function serverWait(row: WaitingRow | null | undefined): string | null {
  return row?.state === 'queued' && (row.notBefore ?? 0) > 0 && row.lastError ? row.lastError : null;
}

/** Why the server rejected a stream's last write (the message a form shows over a rejected draft), or null. */
export async function rejectionOf(db: UserDb, stream: string): Promise<string | null> {
  const rows = await db.outbox.where('stream').equals(stream).toArray();
  const failed = rows.filter((r) => r.state === 'failed').sort((a, b) => b.createdAt - a.createdAt)[0];
  return failed ? (failed.lastError ?? '') : null;
}

/**
 * The row once it is settled (delivered or refused), or null when it is gone or still open after
 * `timeoutMs`: for a screen that tells the outcome of a write it queued (催办's refusal as a toast).
 */
export function whenSettled(db: UserDb, id: string, timeoutMs: number): Promise<OutboxRow | null> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (row: OutboxRow | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(row);
      // After the subscription exists, even were the first answer given while subscribing.
      queueMicrotask(() => subscription.unsubscribe());
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    const subscription = liveQuery(() => db.outbox.get(id)).subscribe({
      next: (row) => {
        if (!row || row.state === 'done' || row.state === 'failed') finish(row ?? null);
      },
      error: () => finish(null),
    });
  });
}
