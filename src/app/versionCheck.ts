/**
 * The update prompt when the server runs a newer release (`GET /api/app/Version`, issue #17): a phone that
 * kept an older copy asks the browser for the new service worker at once, so workbox's one reload prompt
 * (serviceWorker.ts) comes now instead of at the browser's next check — one prompt, not two. Asked once the
 * session is up and again whenever the signal comes back. Loaded with workbox-window, off the first path.
 */
import { APP_VERSION, versionData, APP_VERSION_PATH } from '../../contract/auth';
import { request } from '../api/http';

export const VERSION_PATH = APP_VERSION_PATH;

/** Whether the server's release is newer than this copy of the app (a higher version code). Pure. */
export const serverIsNewer = (server: { versionCode: number }, app: { versionCode: number } = APP_VERSION) =>
  server.versionCode > app.versionCode;

/** Asks the server's version; when it is newer, runs `update` (the service worker's update check). */
export async function checkServerVersion(update: () => Promise<unknown>): Promise<boolean> {
  const server = await request(VERSION_PATH, { schema: versionData, report: false });
  if (!serverIsNewer(server)) return false;
  await update();
  return true;
}
