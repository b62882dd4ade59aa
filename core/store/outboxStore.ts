/**
 * The flusher's reads and state changes on the outbox (ARCHITECTURE §4), each one Dexie transaction:
 * load a user's open rows, claim one (queued → sending, with a lease), settle it (sending → the policy's
 * outcome), prune old done rows, and the per-user pause record. Used by workers/outbox and the SW.
 */
import type { UserDb } from './db';
import { effectTables, rowChanged } from './outboxEffects';
import type { OutboxPause, OutboxRow } from './types';

/** The kv key of the pause record (one per user database). */
export const OUTBOX_PAUSE_KEY = 'outbox.pause';

const OPEN_STATES = ['queued', 'sending', 'failed'] as const;

/** Every queued, sending and failed row of `userId`; rows of anyone else are never even looked at. */
export async function openRows(db: UserDb, userId: string): Promise<OutboxRow[]> {
  const rows = await db.outbox
    .where('state')
    .anyOf([...OPEN_STATES])
    .toArray();
  return rows.filter((row) => row.userId === userId);
}

/** A queued row, or a sending row whose sender's lease ran out (that flusher crashed). */
export function isClaimable(row: OutboxRow, now: number): boolean {
  return row.state === 'queued' || (row.state === 'sending' && row.nextAttemptAt <= now);
}

/**
 * Puts every row of `userId` still `sending` back in the queue, due now (attempts unchanged). Only for a
 * flusher that holds a lock spanning every context: such rows were left by a flusher that died mid-send,
 * and sending them again is safe because the server answers a repeated Idempotency-Key from its record.
 */
export async function releaseOrphans(db: UserDb, userId: string, now: number): Promise<number> {
  return db.transaction('rw', db.outbox, async () => {
    const rows = (await db.outbox.where('state').equals('sending').toArray()).filter(
      (r) => r.userId === userId,
    );
    await db.outbox.bulkPut(rows.map((r) => ({ ...r, state: 'queued' as const, nextAttemptAt: now })));
    return rows.length;
  });
}

/**
 * Marks the row `sending` until `now + leaseMs` and returns it as stored; null when it is gone, someone
 * else's, or no longer claimable (another flusher, a discard). The re-read inside the transaction is what
 * makes two flushers that slipped past the lock still send a row once.
 */
export async function claimRow(
  db: UserDb,
  id: string,
  userId: string,
  now: number,
  leaseMs: number,
): Promise<OutboxRow | null> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(id);
    if (!row || row.userId !== userId || !isClaimable(row, now)) return null;
    const claimed: OutboxRow = { ...row, state: 'sending', nextAttemptAt: now + leaseMs };
    await db.outbox.put(claimed);
    return claimed;
  });
}

/**
 * Applies the outcome of a send to the row as `claimed` (a row discarded meanwhile stays gone; a row whose
 * lease ran out and was claimed again belongs to its new sender), with its local effect (outboxEffects.ts:
 * a delivered form's draft goes, a rejected one is marked failed), and writes the pause record in the same
 * transaction when the outcome paused the outbox.
 */
export async function settleRow(
  db: UserDb,
  claimed: OutboxRow,
  patch: Partial<OutboxRow>,
  pause?: OutboxPause,
): Promise<boolean> {
  return db.transaction('rw', [db.outbox, db.kv, ...effectTables(db)], async () => {
    if (pause) await db.kv.put({ key: OUTBOX_PAUSE_KEY, value: pause });
    const row = await db.outbox.get(claimed.id);
    // The lease end identifies the claim: another sender's claim has another one.
    if (row?.state !== 'sending' || row.nextAttemptAt !== claimed.nextAttemptAt) return false;
    const settled = { ...row, ...patch };
    await db.outbox.put(settled);
    if (settled.state === 'done' || settled.state === 'failed') await rowChanged(db, settled, settled.state);
    return true;
  });
}

/**
 * Writes a row's completed body (prepare.ts) — and, for a kind whose path names an uploaded file, its URL
 * (upload.ts) — while the claim is still ours, BEFORE it is sent: every retry then sends the same request
 * under the same Idempotency-Key. Null when the claim was lost meanwhile.
 */
export function updateClaimedBody(
  db: UserDb,
  claimed: OutboxRow,
  body: unknown,
  url: string = claimed.url,
): Promise<OutboxRow | null> {
  return updateClaimedRow(db, claimed, { body, url });
}

/** The same for any change of the request itself (renumber.ts: a new bill number to take, once). */
export async function updateClaimedRow(
  db: UserDb,
  claimed: OutboxRow,
  patch: Partial<Pick<OutboxRow, 'body' | 'url' | 'renumbered'>>,
): Promise<OutboxRow | null> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(claimed.id);
    if (row?.state !== 'sending' || row.nextAttemptAt !== claimed.nextAttemptAt) return null;
    const updated = { ...row, ...patch };
    await db.outbox.put(updated);
    return updated;
  });
}

/** Deletes done rows whose keeping time (their nextAttemptAt) has passed; returns how many. */
export async function pruneDone(db: UserDb, now: number): Promise<number> {
  return db.outbox
    .where('[state+nextAttemptAt]')
    .between(['done', -Infinity], ['done', now], true, true)
    .delete();
}

export async function readPause(db: UserDb): Promise<OutboxPause | null> {
  const row = await db.kv.get(OUTBOX_PAUSE_KEY);
  return (row?.value as OutboxPause | undefined) ?? null;
}

/** Lifts the pause (the user signed in again); the queued rows become due at once. */
export async function clearPause(db: UserDb): Promise<boolean> {
  return db.transaction('rw', db.kv, async () => {
    if (!(await db.kv.get(OUTBOX_PAUSE_KEY))) return false;
    await db.kv.delete(OUTBOX_PAUSE_KEY);
    return true;
  });
}

/** Records that a file Blob reached the server, so a retried row does not upload it again. */
export async function recordUpload(db: UserDb, fileId: string, url: string): Promise<void> {
  await db.files.update(fileId, { uploadedUrl: url });
}
