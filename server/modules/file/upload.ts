/**
 * Reading an upload: the one multipart part named UPLOAD_FIELD, at most MAX_UPLOAD_BYTES, with its name
 * and type cleaned up for storage. Every way the multipart body can be wrong is a 400 naming `file`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '../../../contract';
import { fieldError } from '../../http/envelope';

export type Upload = { name: string; mimeType: string; content: Buffer };

/** Busboy's limits; names are UTF-8, as browsers and undici send them (busboy assumes latin1). */
export const MULTIPART_OPTIONS = {
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 21 },
} as const;

const TOO_LARGE = `文件过大，最大 ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
const NO_PART = `请选择要上传的文件（multipart/form-data 的 ${UPLOAD_FIELD} 部分）`;
const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: TOO_LARGE,
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_PARTS_LIMIT: '上传内容的部分过多',
  FST_FIELDS_LIMIT: '上传内容的部分过多',
};

function uploadError(err: unknown): Error {
  const code = (err as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? LIMIT_MESSAGES[code] : undefined;
  return fieldError(UPLOAD_FIELD, known ?? '上传内容不完整或格式错误');
}

/** The file of the request; other parts are read and ignored. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw fieldError(UPLOAD_FIELD, NO_PART);
  let upload: Upload | null = null;
  try {
    for await (const part of request.parts(MULTIPART_OPTIONS)) {
      if (part.type !== 'file') continue;
      const content = await part.toBuffer();
      if (part.fieldname === UPLOAD_FIELD && !upload)
        upload = { name: part.filename, mimeType: part.mimetype, content };
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (!upload) throw fieldError(UPLOAD_FIELD, NO_PART);
  if (!upload.content.length) throw fieldError(UPLOAD_FIELD, '文件为空');
  return upload;
}

/** The last path segment (some browsers send `C:\fakepath\…`), without control characters, ≤ 200. */
export function cleanName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(-200) || 'file';
}

/** Lower-case, without the dot; '' unless the name ends in one of 1–10 letters and digits. */
export function extensionOf(name: string): string {
  return /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** A `type/subtype` the download may send back as it is, else application/octet-stream. */
export function cleanMimeType(mimeType: string): string {
  const lower = mimeType.trim().toLowerCase();
  return /^[a-z0-9][\w.+-]{0,63}\/[a-z0-9][\w.+-]{0,63}$/.test(lower) ? lower : 'application/octet-stream';
}

/** The stored name: unique, keeping the extension so the URL still says what the file is. */
export function storedName(extension: string): string {
  return extension ? `${randomUUID()}.${extension}` : randomUUID();
}
