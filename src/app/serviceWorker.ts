/**
 * Registers the service worker (workbox-window) and, when a new version is waiting, offers a reload;
 * accepting tells the waiting worker to take over and reloads once it controls the page. Called once a
 * signed-in screen is up and the browser is idle (sessionLifecycle), like the sync worker: the worker's
 * precache (some 1.6 MiB) and workbox-window itself never compete with the login page or the first tab, and
 * offline use starts with a session, which is what it serves.
 */
import { f7 } from 'framework7-react';
import { t } from '../i18n';

let registered = false;

export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registered = true;
  // Without a service worker (blocked, private mode) the app still works online; nothing to report.
  import('workbox-window')
    .then(({ Workbox }) => {
      const wb = new Workbox('/sw.js');
      wb.addEventListener('waiting', () => {
        f7.dialog.confirm(t('update.available'), t('app.name'), () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        });
      });
      return wb.register();
    })
    .catch(() => undefined);
}
