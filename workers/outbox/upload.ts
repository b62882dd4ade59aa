/**
 * Attachments go first (ARCHITECTURE §4): each file Blob of a row is uploaded under its own key (the file's
 * id) before the row is sent, each success recorded on the file, and the URLs are written into the row's
 * body (per kind: every attachment list of a form — leave's and each HR form's `fileJson[].url` —, the
 * punch's `photoUrl`, a chat message's content) while the claim is ours, so every retry of the row sends
 * the same body. The uploader is injected (tests pass their own); the worker and the service worker pass
 * `httpUploader`.
 */
import { avatarPath, uploadNameOf } from '../../contract/personalPaths';
import { UPLOAD_FIELD, uploadPath, type UploadType } from '../../contract/wire';
import { recordUpload, updateClaimedBody } from '../../core/store/outboxStore';
import type { UserDb } from '../../core/store/db';
import { kindOf, type FileTarget } from '../../core/store/outboxKinds';
import type { FileRow, OutboxRow } from '../../core/store/types';
import { decide, type Answer, type Decision } from './policy';
import type { Prepared } from './prepare';
import { postFile, type SendOptions } from './send';

export interface UploadResult {
  answer: Answer;
  /** Where the server keeps the file, on success. */
  url: string | null;
}

/** Uploads one Blob under `file.id` as its Idempotency-Key, so a retried upload is stored once. */
export type Uploader = (file: FileRow, type: UploadType, options: SendOptions) => Promise<UploadResult>;

/** The real uploader: `POST /api/file/Uploader/{type}`, multipart, answered with `uploadedFile`. */
export const httpUploader: Uploader = async (file, type, options) => {
  const answer = await postFile(uploadPath(type), file, UPLOAD_FIELD, options);
  const data = answer.kind === 'http' ? (answer.data as { url?: unknown } | undefined) : undefined;
  return { answer, url: typeof data?.url === 'string' && data.url ? data.url : null };
};

type Body = Record<string, unknown>;

interface FileFill {
  /** The server folder of this kind's files. */
  type: UploadType;
  /** The body with the uploaded URLs in place. */
  fill(body: Body, urlOf: (fileId: string) => string | undefined, fileIds: readonly string[]): Body;
  /** The request's path, where the kind's path names the upload (a head); kept as it is without. */
  path?(url: string, urlOf: (fileId: string) => string | undefined, fileIds: readonly string[]): string;
}

const isFileEntry = (v: unknown): v is Body =>
  typeof v === 'object' && v !== null && typeof (v as Body).fileId === 'string';

/** A form's attachment lists (`fileJson`, any upload field): each `{ fileId, name, url, size }` gets its URL. */
const FORM_FILES: FileFill = {
  type: 'annex',
  fill: (body, urlOf) =>
    Object.fromEntries(
      Object.entries(body).map(([name, value]) => [
        name,
        Array.isArray(value) && value.length > 0 && value.every(isFileEntry)
          ? value.map((f) => ({ ...f, url: urlOf(String(f.fileId)) ?? f.url }))
          : value,
      ]),
    ),
};

/** A chat message's upload in place: an image's content is its path, a voice message's `{ path, length }`. */
function withMediaPath(body: Body, url: string | undefined | 0 | ''): Body {
  if (!url) return body;
  if (body.messageType !== 'voice') return { ...body, messageContent: url };
  const { length } = JSON.parse(String(body.messageContent)) as { length: number };
  return { ...body, messageContent: JSON.stringify({ path: url, length }) };
}

/** Per file target of OUTBOX_KINDS: where the files go and where their URLs go in the body. */
export const FILE_FILLS: Readonly<Record<FileTarget, FileFill>> = {
  formAttachments: FORM_FILES,
  punchPhoto: {
    type: 'punch',
    fill: (body, urlOf, fileIds) => ({ ...body, photoUrl: (fileIds[0] && urlOf(fileIds[0])) ?? null }),
  },
  chatMedia: {
    // The platform's chat folder: its socket names a picture by its IM upload (workers/chat/socketDoor.ts).
    type: 'IM',
    fill: (body, urlOf, fileIds) => withMediaPath(body, fileIds[0] && urlOf(fileIds[0])),
  },
  commentImages: {
    type: 'annex',
    fill: (body, urlOf, fileIds) => ({
      ...body,
      image: fileIds.map((id) => urlOf(id)).filter((url): url is string => Boolean(url)),
    }),
  },
  avatar: {
    type: 'userAvatar',
    fill: (body) => body,
    path: (url, urlOf, fileIds) => {
      const uploaded = fileIds[0] && urlOf(fileIds[0]);
      return uploaded ? avatarPath(uploadNameOf(uploaded)) : url;
    },
  },
};

const DEFAULT_FILL: FileFill = { type: 'annex', fill: (body) => body };

/** Where a row's files go: its kind's target, or as they are for a kind with none. */
function fileFillOf(row: OutboxRow): FileFill {
  const target = kindOf(row)?.files;
  return target ? FILE_FILLS[target] : DEFAULT_FILL;
}

/** One file of the row, uploaded unless it already was: its URL, or the decision that stops the row. */
async function uploadOne(
  db: UserDb,
  fileId: string,
  type: UploadType,
  uploader: Uploader,
  options: SendOptions,
): Promise<{ url: string } | { decision: Decision }> {
  const file = await db.files.get(fileId);
  if (!file)
    return { decision: { action: 'fail', rule: 'attachment missing', message: `附件已丢失：${fileId}` } };
  if (file.uploadedUrl) return { url: file.uploadedUrl };
  const result = await uploader(file, type, options);
  const decision = decide(result.answer);
  if (decision.action !== 'done') return { decision };
  if (!result.url)
    return {
      decision: { action: 'fail', rule: 'upload without a URL', message: `附件上传无地址：${file.name}` },
    };
  await recordUpload(db, fileId, result.url);
  return { url: result.url };
}

/**
 * Uploads the row's files not uploaded yet, then writes their URLs into the claimed row's body (and, for a
 * head, its path). Returns the row to send, the decision that stops it (a retry, a pause, a rejection, a
 * missing file), or null when the claim was lost meanwhile.
 */
export async function uploadFiles(
  db: UserDb,
  row: OutboxRow,
  uploader: Uploader,
  options: SendOptions,
): Promise<Prepared> {
  const kind = fileFillOf(row);
  const urls = new Map<string, string>();
  for (const fileId of row.fileIds) {
    const uploaded = await uploadOne(db, fileId, kind.type, uploader, options);
    if ('decision' in uploaded) return uploaded;
    urls.set(fileId, uploaded.url);
  }
  if (typeof row.body !== 'object' || row.body === null) return { row };
  const urlOf = (id: string) => urls.get(id);
  const body = kind.fill(row.body as Body, urlOf, row.fileIds);
  const path = kind.path?.(row.url, urlOf, row.fileIds) ?? row.url;
  const updated = await updateClaimedBody(db, row, body, path);
  return updated ? { row: updated } : null;
}
