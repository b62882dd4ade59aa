/**
 * Putting a write into the outbox (ARCHITECTURE §4): the row is added in the SAME Dexie transaction as its
 * local effect (the draft marked pending, the punch listed), so once this resolves the action survives a
 * killed tab and is sent exactly once. The flusher (workers/outbox) sends it; the row id is the
 * Idempotency-Key.
 */
import type { UserDb } from './db';
import type { OutboxKind } from './outboxKinds';
import type { OutboxRow } from './types';

export interface NewOutboxEntry {
  userId: string;
  /** What it is: its entry in OUTBOX_KINDS says what the flusher and the local effects do with it. */
  kind: OutboxKind;
  /** A form's FormKey and bill rule (the flusher takes a number of this rule when the body has none). */
  formKey?: string;
  billRule?: string;
  /** FIFO stream: rows of one stream are sent in order; different streams never wait for each other. */
  stream: string;
  method: OutboxRow['method'];
  url: string;
  body: unknown;
  /** Blobs in `files` to upload first (their ids). */
  fileIds?: string[];
  /** Device-to-server clock offset known when the action was taken (ARCHITECTURE §5). */
  serverOffsetMs?: number;
  /**
   * The write corrects its stream's rejected rows (an edited form submitted again): they are deleted in the
   * same transaction, so the stream is not blocked by them and the old body never goes out.
   */
  replacesFailed?: boolean;
}

/** The tables a local effect may touch besides the outbox. */
export type EffectTables = Pick<
  UserDb,
  'drafts' | 'punches' | 'files' | 'kv' | 'flowDetails' | 'chatMessages' | 'conversations' | 'users'
>;

/**
 * Adds the outbox row and runs `effect` in one read-write transaction; resolves with the row once it
 * has committed. `now` and `newId` are injectable for tests.
 */
export async function enqueueWrite(
  db: UserDb,
  entry: NewOutboxEntry,
  effect?: (tables: EffectTables, row: OutboxRow) => Promise<void>,
  { now = Date.now(), newId = () => crypto.randomUUID() }: { now?: number; newId?: () => string } = {},
): Promise<OutboxRow> {
  const row: OutboxRow = {
    id: newId(),
    userId: entry.userId,
    kind: entry.kind,
    ...(entry.formKey ? { formKey: entry.formKey } : {}),
    ...(entry.billRule ? { billRule: entry.billRule } : {}),
    stream: entry.stream,
    method: entry.method,
    url: entry.url,
    body: entry.body,
    fileIds: entry.fileIds ?? [],
    createdAt: now,
    serverOffsetMs: entry.serverOffsetMs ?? 0,
    attempts: 0,
    nextAttemptAt: now,
    state: 'queued',
    lastError: null,
  };
  const tables = [
    db.outbox,
    db.drafts,
    db.punches,
    db.files,
    db.kv,
    db.flowDetails,
    db.chatMessages,
    db.conversations,
    db.users,
  ];
  await db.transaction('rw', tables, async () => {
    if (entry.replacesFailed)
      await db.outbox
        .where('stream')
        .equals(entry.stream)
        .filter((r) => r.state === 'failed')
        .delete();
    await effect?.(db, row);
    row.createdAt = await nextCreatedAt(db, row.stream, now);
    await db.outbox.add(row);
  });
  return row;
}

/** `now`, or just after the stream's last row: two writes in the same millisecond must keep their order. */
async function nextCreatedAt(db: UserDb, stream: string, now: number): Promise<number> {
  const last = await db.outbox
    .where('[stream+createdAt]')
    .between([stream, -Infinity], [stream, Infinity], true, true)
    .last();
  return last && last.createdAt >= now ? last.createdAt + 1 : now;
}
