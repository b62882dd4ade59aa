/**
 * Which user-supplied URLs the app may fetch with the session's token: only the download path of a file
 * our file API keeps (`/api/file/Download/{type}/{fileName}`, exactly as contract `downloadPath` writes it).
 * A comment's image naming anything else (another host, `/api/oauth/Logout`) is never fetched.
 */
import { parseDownloadPath } from '../../contract/file';

/** True when `url` is a download path of our file API, written exactly as the server writes one. */
export const isDownloadPath = (url: string): boolean => parseDownloadPath(url) !== null;
