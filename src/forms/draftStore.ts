/**
 * Drafts in Dexie (`drafts`, with attachments as Blobs in `files`). A draft's data is the form's values as
 * they are: small and plain, so a save is one cheap structured clone. Files are written once, when picked,
 * in the same transaction as the draft that refers to them, so a draft never points at a missing Blob and a
 * Blob never outlives its draft.
 */
import type { DraftRow, FileRow, UserDb } from '../data';
import type { AttachmentRef } from '../../contract/form/types';
import { attachmentIds } from './values';

/** Drafts the nurse still works on (a submitted one is `pending` until the outbox delivers it). */
export const isOpenDraft = (row: DraftRow): boolean => row.state !== 'pending';

export function loadDraft(db: UserDb, id: string): Promise<DraftRow | undefined> {
  return db.drafts.get(id);
}

/** The most recently saved open draft of a form: reopening the form continues it. */
export async function latestDraft(db: UserDb, formKey: string): Promise<DraftRow | undefined> {
  const rows = await db.drafts.where('formKey').equals(formKey).toArray();
  return rows.filter(isOpenDraft).sort((a, b) => b.updatedAt - a.updatedAt)[0];
}

export async function saveDraft(db: UserDb, row: DraftRow): Promise<void> {
  await db.drafts.put(row);
}

/**
 * Deletes a draft and its files. A submitted (pending) draft is left alone: its files belong to the
 * queued submission until it is delivered. Resolves true when something was deleted.
 */
export function discardDraft(db: UserDb, id: string): Promise<boolean> {
  return db.transaction('rw', db.drafts, db.files, async () => {
    const row = await db.drafts.get(id);
    if (!row || !isOpenDraft(row)) return false;
    await db.files.bulkDelete(attachmentIds(row.data));
    await db.drafts.delete(id);
    return true;
  });
}

export interface NewFile {
  name: string;
  type: string;
  blob: Blob;
}

/** Stores picked files and the draft that now lists them, together; returns their references. */
export async function addFiles(
  db: UserDb,
  files: readonly NewFile[],
  draftAfter: (refs: AttachmentRef[]) => DraftRow,
  { now = Date.now(), newId = () => crypto.randomUUID() } = {},
): Promise<AttachmentRef[]> {
  const rows: FileRow[] = files.map((f) => ({ id: newId(), ...f, uploadedUrl: null, createdAt: now }));
  const refs = rows.map((r) => ({ fileId: r.id, name: r.name, size: r.blob.size, type: r.type }));
  await db.transaction('rw', db.drafts, db.files, async () => {
    await db.files.bulkAdd(rows);
    await db.drafts.put(draftAfter(refs));
  });
  return refs;
}

/** Drops one file and saves the draft without it, together. */
export async function removeFile(db: UserDb, fileId: string, draftAfter: DraftRow): Promise<void> {
  await db.transaction('rw', db.drafts, db.files, async () => {
    await db.files.delete(fileId);
    await db.drafts.put(draftAfter);
  });
}
