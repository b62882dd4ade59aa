/**
 * What happens to a row's local effect when the row changes (ARCHITECTURE §4: "server ids written back
 * locally"), run inside the transaction that changes the row, so the two never disagree:
 *
 * | row                       | a form (stream `form:<draftId>`)          | a punch (kind `punch`)                    |
 * | ------------------------- | ----------------------------------------- | ----------------------------------------- |
 * | delivered (`done`)        | the draft and its files are deleted       | the server's record written on the punch; its photo Blob deleted |
 * | rejected (`failed`)       | the draft becomes `failed` (编辑 reopens it) | — (the punch shows the row's error)      |
 * | resent (`queued` again)   | the draft is `pending` again              | —                                         |
 * | discarded                 | the draft is an open draft again         | the punch and its photo are deleted       |
 *
 * Which of these a row gets is its kind's `effect` (core/store/outboxKinds.ts): forms are leave (`leaveApply`)
 * and every HR form (`hrForm`).
 *
 * Workflow (the flow action kinds and `flowComment`). The cached detail's pending mark (`flowDetails.pendingAction`) is always
 * the kind of the latest row of its stream still queued or sending, or null:
 *
 * | row                       | a flow action (stream `flow:<taskId>`)                       | a comment, a head, personal fields (effect `files`) |
 * | ------------------------- | ------------------------------------------------------------ | ------------------------------ |
 * | delivered (`done`)        | pending mark cleared; the detail is stale (refetched at next open) | its image Blobs deleted  |
 * | rejected (`failed`)       | pending mark cleared; stale; `rejection` = the server's message (banner) | —                  |
 * | resent (`queued` again)   | pending mark set again; the banner goes                      | —                              |
 * | discarded                 | pending mark cleared; the banner goes                        | its image Blobs deleted        |
 *
 * A chat message (kind `chat`, the message row `<userId>:<row id>`): delivered → `sent` with the server's
 * id and time (a read mark stays), its Blob deleted; rejected → `failed` with the server's message; resent
 * → `sending`; discarded → the message and its Blob deleted.
 *
 * 全部已读 of the in-site messages (kind `messageReadAll`, effect `inSiteReadAll`): shown at once when tapped;
 * delivered, the tab's notice and system counts are 0 again, as the server now holds them (a socket that
 * reconnected before the delivery may have counted them again).
 */
import type { UserDb } from './db';
import { draftIdOf, flowTaskIdOf, kindOf, type KindEffect } from './outboxKinds';
import { chatMessageId, localMessage, mergeMessage, readInSite } from './chat';
import type { ChatRow } from '../../contract/chat';
import type { FlowDetailRow, OutboxRow } from './types';

/** The tables the effects touch besides the outbox: every transaction that changes a row includes them. */
export const effectTables = (db: UserDb) =>
  [db.drafts, db.punches, db.files, db.flowDetails, db.chatMessages] as const;

export type RowChange = 'done' | 'failed' | 'queued' | 'discarded';

const DRAFT_STATE: Record<Exclude<RowChange, 'done'>, 'failed' | 'pending' | 'editing'> = {
  failed: 'failed',
  queued: 'pending',
  discarded: 'editing',
};

async function formChanged(db: UserDb, row: OutboxRow, draftId: string, change: RowChange): Promise<void> {
  if (change === 'done') {
    await db.drafts.delete(draftId);
    await db.files.bulkDelete(row.fileIds);
    return;
  }
  await db.drafts.update(draftId, { state: DRAFT_STATE[change] });
}

async function punchChanged(db: UserDb, row: OutboxRow, change: RowChange): Promise<void> {
  const punches = db.punches.where('outboxId').equals(row.id);
  if (change === 'done') {
    await punches.modify({ record: row.result as never, photoFileId: null });
    await db.files.bulkDelete(row.fileIds);
  } else if (change === 'discarded') {
    await punches.delete();
    await db.files.bulkDelete(row.fileIds);
  }
}

/** The kind of the stream's latest row not yet settled (queued or sending), or null. */
async function openKindOf(db: UserDb, stream: string): Promise<string | null> {
  const open = await db.outbox
    .where('[stream+createdAt]')
    .between([stream, -Infinity], [stream, Infinity], true, true)
    .filter((r) => r.state === 'queued' || r.state === 'sending')
    .last();
  return open?.kind ?? null;
}

async function flowActionChanged(db: UserDb, row: OutboxRow, taskId: string, change: RowChange) {
  const patch: Partial<FlowDetailRow> = {
    pendingAction: await openKindOf(db, row.stream),
    rejection: change === 'failed' ? (row.lastError ?? '') : null,
  };
  // Delivered or refused, the server's task has moved on from what is cached.
  if (change === 'done' || change === 'failed') patch.stale = true;
  await db.flowDetails.update(taskId, patch);
}

/** A comment's images, a new head: the Blobs go once the row is delivered or discarded. */
async function filesSettled(db: UserDb, row: OutboxRow, change: RowChange): Promise<void> {
  if (change === 'done' || change === 'discarded') await db.files.bulkDelete(row.fileIds);
}

async function chatChanged(db: UserDb, row: OutboxRow, change: RowChange): Promise<void> {
  const id = chatMessageId(row.userId, row.id, '');
  const message = await db.chatMessages.get(id);
  if (change === 'discarded') await db.chatMessages.delete(id);
  if (change === 'done' || change === 'discarded') await db.files.bulkDelete(row.fileIds);
  if (!message || change === 'discarded') return;
  if (change === 'done') {
    const stored = row.result as ChatRow | undefined;
    const next = stored ? localMessage(stored, row.userId) : { ...message, state: 'sent' as const };
    await db.chatMessages.put({ ...mergeMessage(message, next), fileId: undefined, outboxId: undefined });
    return;
  }
  const patch =
    change === 'failed'
      ? { state: 'failed' as const, error: row.lastError ?? '' }
      : { state: 'sending' as const };
  await db.chatMessages.update(id, patch);
}

/** A delivered 全部已读: the tab's notice and system counts are 0, as the server now holds them. */
async function inSiteReadAll(db: UserDb, _row: OutboxRow, change: RowChange): Promise<void> {
  if (change !== 'done') return;
  await readInSite(db, 'notice', true);
  await readInSite(db, 'message', true);
}

type Effect = (db: UserDb, row: OutboxRow, change: RowChange) => Promise<void>;

/** Each kind's effect (its entry in outboxKinds.ts) by name. */
const EFFECTS: Record<KindEffect, Effect> = {
  form: async (db, row, change) => {
    const draftId = draftIdOf(row);
    if (draftId) await formChanged(db, row, draftId, change);
  },
  punch: punchChanged,
  flowAction: async (db, row, change) => {
    const taskId = flowTaskIdOf(row);
    if (taskId) await flowActionChanged(db, row, taskId, change);
  },
  files: filesSettled,
  chat: chatChanged,
  inSiteReadAll,
};

/** Applies `change` of `row` (as it is after the change) to its local effect, by its kind's entry. */
export async function rowChanged(db: UserDb, row: OutboxRow, change: RowChange): Promise<void> {
  const effect = kindOf(row)?.effect;
  if (effect) await EFFECTS[effect](db, row, change);
}
