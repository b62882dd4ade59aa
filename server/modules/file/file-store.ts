/**
 * Storing an upload once per (user, Idempotency-Key), with the guarantees of server/idempotency/ for a
 * multipart body: in one transaction the file is inserted unless the key is taken (ON CONFLICT DO NOTHING),
 * else the stored file is read back; the same content is a replay, anything else a 409. The bytes go where
 * `FileContents` keeps them (contents.ts), saved before the row and forgotten again when it is not written.
 */
import { createHash } from 'node:crypto';
import { CODE, downloadPath, type UploadedFile, type UploadType } from '../../../contract';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { IDEMPOTENCY_CONFLICT_MESSAGE } from '../../idempotency/run-once';
import type { FileContents } from '../../ports';
import { FileRepository, type FileInfo, type FileRow } from './repository';
import { cleanMimeType, cleanName, extensionOf, storedName, type Upload } from './upload';

export type UploadAttempt = { userId: string; key: string; type: UploadType; now: number };
export type Stored = { replayed: boolean; file: FileInfo };

function newRow(attempt: UploadAttempt, upload: Upload): Omit<FileRow, 'content'> {
  const originalName = cleanName(upload.name);
  const extension = extensionOf(originalName);
  return {
    userId: attempt.userId,
    idempotencyKey: attempt.key,
    type: attempt.type,
    fileName: storedName(extension),
    extension,
    originalName,
    mimeType: cleanMimeType(upload.mimeType),
    size: upload.content.length,
    sha256: createHash('sha256').update(upload.content).digest('hex'),
    createdAt: new Date(attempt.now),
  };
}

/** A faithful resend: the same folder, name and bytes. */
const sameUpload = (a: FileInfo, b: FileInfo) =>
  a.type === b.type && a.originalName === b.originalName && a.sha256 === b.sha256 && a.size === b.size;

function insertOrReplay(db: Db, attempt: UploadAttempt, row: FileRow): Promise<Stored> {
  return db.transaction(async (tx) => {
    const files = new FileRepository(tx);
    if (await files.insertIfAbsent(row)) return { replayed: false, file: row };
    const stored = await files.infoByKey(attempt.userId, attempt.key);
    if (!stored) throw new Error('upload could be neither stored nor read back');
    if (!sameUpload(stored, row)) throw new ApiError(CODE.CONFLICT, IDEMPOTENCY_CONFLICT_MESSAGE);
    return { replayed: true, file: stored };
  });
}

export async function storeUpload(
  db: Db,
  contents: FileContents,
  attempt: UploadAttempt,
  upload: Upload,
): Promise<Stored> {
  const info = newRow(attempt, upload);
  const content = await contents.save(info, upload.content);
  try {
    const stored = await insertOrReplay(db, attempt, { ...info, content });
    if (stored.replayed) await contents.discard(info);
    return stored;
  } catch (err) {
    await contents.discard(info);
    throw err;
  }
}

/** The answer of an upload (and of its every repeat). */
export function toUploadedFile(file: FileInfo): UploadedFile {
  return {
    name: file.fileName,
    url: downloadPath(file.type, file.fileName),
    fileSize: file.size,
    fileExtension: file.extension,
  };
}
