/**
 * Attachments go first (ARCHITECTURE §4): each file Blob of a row is uploaded, under its own key, before
 * the row is sent. There is no upload endpoint yet, so the uploader is injected; without one, rows with files
 * are held in the queue (streams.ts `held`) rather than sent without them or faked.
 */
import { recordUpload } from '../../src/data/outboxStore';
import type { UserDb } from '../../src/data/db';
import type { FileRow, OutboxRow } from '../../src/data/types';
import { decide, type Answer, type Decision } from './policy';

export interface UploadResult {
  answer: Answer;
  /** Where the server keeps the file, on success. */
  url: string | null;
}

/**
 * Uploads one Blob. `idempotencyKey` is the file's own id (a UUID, as the server's key check wants), so a
 * retried upload is stored once, whichever row carries the file.
 */
export type Uploader = (file: FileRow, idempotencyKey: string, signal?: AbortSignal) => Promise<UploadResult>;

/**
 * Uploads the row's files not uploaded yet, recording each success. Returns null when all are up, or
 * the decision that stops the row (a retry, a pause, a rejection, a missing file).
 */
export async function uploadFiles(
  db: UserDb,
  row: OutboxRow,
  uploader: Uploader,
  signal?: AbortSignal,
): Promise<Decision | null> {
  for (const fileId of row.fileIds) {
    const file = await db.files.get(fileId);
    if (!file) return { action: 'fail', rule: 'attachment missing', message: `附件已丢失：${fileId}` };
    if (file.uploadedUrl) continue;
    const { answer, url } = await uploader(file, file.id, signal);
    const decision = decide(answer);
    if (decision.action !== 'done') return decision;
    if (!url)
      return { action: 'fail', rule: 'upload without a URL', message: `附件上传无地址：${file.name}` };
    await recordUpload(db, fileId, url);
  }
  return null;
}
