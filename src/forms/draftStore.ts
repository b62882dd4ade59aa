/**
 * Drafts in Dexie (`drafts`, with attachments as Blobs in `files`). A draft's data is the form's values as
 * they are: small and plain, so a save is one cheap structured clone. Files are written once, when picked,
 * in the same transaction as the draft that refers to them, so a draft never points at a missing Blob and a
 * Blob never outlives its draft. A draft deleted (我的草稿's 删除) while its form is still open stays deleted:
 * every write of an open form's session names whether its draft was stored before (`stored`), and a write
 * that finds such a draft gone writes nothing.
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

/** True when a draft stored before (`stored`) is gone: it was deleted, and must not come back. */
async function deletedMeanwhile(db: UserDb, id: string, stored: boolean): Promise<boolean> {
  return stored && (await db.drafts.get(id)) === undefined;
}

/** Saves the draft; false (nothing written) when it was stored before and has been deleted since. */
export function saveDraft(db: UserDb, row: DraftRow, stored = false): Promise<boolean> {
  return db.transaction('rw', db.drafts, async () => {
    if (await deletedMeanwhile(db, row.id, stored)) return false;
    await db.drafts.put(row);
    return true;
  });
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

/**
 * Stores picked files and the draft that now lists them, together; returns their references, or null
 * (nothing stored) when the draft was stored before and has been deleted since.
 */
export async function addFiles(
  db: UserDb,
  files: readonly NewFile[],
  draftAfter: (refs: AttachmentRef[]) => DraftRow,
  { now = Date.now(), newId = () => crypto.randomUUID(), stored = false } = {},
): Promise<AttachmentRef[] | null> {
  const rows: FileRow[] = files.map((f) => ({ id: newId(), ...f, uploadedUrl: null, createdAt: now }));
  const refs = rows.map((r) => ({ fileId: r.id, name: r.name, size: r.blob.size, type: r.type }));
  return db.transaction('rw', db.drafts, db.files, async () => {
    const row = draftAfter(refs);
    if (await deletedMeanwhile(db, row.id, stored)) return null;
    await db.files.bulkAdd(rows);
    await db.drafts.put(row);
    return refs;
  });
}

/** Drops one file and saves the draft without it, together; false when the draft was deleted meanwhile. */
export async function removeFile(
  db: UserDb,
  fileId: string,
  draftAfter: DraftRow,
  stored = false,
): Promise<boolean> {
  return db.transaction('rw', db.drafts, db.files, async () => {
    await db.files.delete(fileId);
    if (await deletedMeanwhile(db, draftAfter.id, stored)) return false;
    await db.drafts.put(draftAfter);
    return true;
  });
}
