/**
 * Which user-supplied URLs the app may fetch with the session's token: only the download path of a file
 * our file API keeps (`/api/file/Download/{type}/{fileName}`, exactly as contract `downloadPath` writes it).
 * A comment's image naming anything else (another host, `/api/oauth/Logout`) is never fetched.
 */
import { UPLOAD_TYPES, downloadPath } from '../../contract/file';

const DOWNLOAD = /^\/api\/file\/Download\/([^/]+)\/([^/]+)$/;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** True when `url` is a download path of our file API, written exactly as the server writes one. */
export function isDownloadPath(url: string): boolean {
  const [, type, encoded] = DOWNLOAD.exec(url) ?? [];
  const upload = UPLOAD_TYPES.find((t) => t === type);
  const name = encoded === undefined ? null : decoded(encoded);
  // Re-encoding must give the same text: `..`, `%2F` or any other spelling of a path is not a file name.
  return (
    upload !== undefined && !!name && name !== '.' && name !== '..' && downloadPath(upload, name) === url
  );
}
