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
 */
import type { UserDb } from './db';
import type { OutboxRow } from './types';

/** The tables the effects touch besides the outbox: every transaction that changes a row includes them. */
export const effectTables = (db: UserDb) => [db.drafts, db.punches, db.files] as const;

export type RowChange = 'done' | 'failed' | 'queued' | 'discarded';

const FORM_STREAM = 'form:';

/** The draft a form row was submitted from, or null for rows of other kinds. */
export const draftIdOf = (row: Pick<OutboxRow, 'stream'>): string | null =>
  row.stream.startsWith(FORM_STREAM) ? row.stream.slice(FORM_STREAM.length) : null;

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

/** Applies `change` of `row` (as it is after the change) to its local effect. */
export async function rowChanged(db: UserDb, row: OutboxRow, change: RowChange): Promise<void> {
  const draftId = draftIdOf(row);
  if (draftId) await formChanged(db, row, draftId, change);
  else if (row.kind === 'punch') await punchChanged(db, row, change);
}
