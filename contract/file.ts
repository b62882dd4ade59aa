/**
 * Attachments (API-CONTRACT: JNPF `file` area). `POST /api/file/Uploader/{type}` takes one multipart part
 * named `file` and answers where it is kept; `GET /api/file/Download/{type}/{fileName}` gives it back to
 * its owner. An upload is an outbox write (ARCHITECTURE §4): it carries an `Idempotency-Key` (the local
 * file's id), so a retried upload is stored once and answered with the same `url`.
 */
import { z } from 'zod/mini';
import { UPLOAD_TYPES, type UploadType } from './wire';

/** Largest file the server takes (bytes); the app refuses bigger ones when they are picked. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const uploadParam = z.object({ type: z.enum(UPLOAD_TYPES) });

export const downloadParam = z.object({
  type: z.enum(UPLOAD_TYPES),
  fileName: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** The answer of an upload: the stored name and the URL to put in `fileJson[].url` / `photoUrl`. */
export const uploadedFile = z.object({
  name: z.string(),
  /** `/api/file/Download/{type}/{fileName}`: relative to the server. */
  url: z.string(),
  fileSize: z.int(),
  fileExtension: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/**
 * The platform's download answer (asked with the JSON content type its clients put on every call): a URL,
 * relative to the server, that opens the file without a token for a few minutes.
 */
export const downloadLink = z.object({ name: z.string(), url: z.string() });
export type DownloadLink = z.infer<typeof downloadLink>;

/** `GET {DOWNLOAD_PATH}/{type}/{fileName}`: a stored file (downloadPath below). */
export const DOWNLOAD_PATH = '/api/file/Download';
/** `GET /api/file/Download?encryption=<ticket>`: where a download link leads. */
export const DOWNLOAD_TICKET_PATH = DOWNLOAD_PATH;
export const downloadTicketQuery = z.object({
  encryption: z.string().check(z.minLength(1), z.maxLength(2000)),
});

export const downloadPath = (type: UploadType, fileName: string): string =>
  `${DOWNLOAD_PATH}/${type}/${encodeURIComponent(fileName)}`;

const DOWNLOAD = /^\/api\/file\/Download\/([^/]+)\/([^/]+)$/;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The file a download path names, only when written exactly as `downloadPath` writes it: `..`, `%2F` or any
 * other spelling of a path is not a file name. The server checks whose file it is; the app fetches nothing
 * else with its token.
 */
export function parseDownloadPath(url: string): { type: UploadType; name: string } | null {
  const [, type, encoded] = DOWNLOAD.exec(url) ?? [];
  const upload = UPLOAD_TYPES.find((t) => t === type);
  const name = encoded === undefined ? null : decoded(encoded);
  if (upload === undefined || !name || name === '.' || name === '..') return null;
  return downloadPath(upload, name) === url ? { type: upload, name } : null;
}
