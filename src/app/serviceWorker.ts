/**
 * The service worker: registered with the browser's own API once the page has loaded, on every page the
 * login page included (the app is installable from its first visit); and, once a signed-in screen is up
 * and the browser is idle (sessionLifecycle), watched through workbox-window, which offers a reload when a
 * new version is waiting — accepting tells the waiting worker to take over and reloads once it controls the
 * page. workbox-window (2.2 KiB) thus stays off the login page's and the first tab's path. A server that
 * runs a newer release makes the browser look for the new worker at once (versionCheck.ts).
 */
import { f7 } from 'framework7-react';
import { t } from '../i18n';

let registered = false;
const usable = () => 'serviceWorker' in navigator && !import.meta.env.DEV;
const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);

/** At boot: registers the worker after the load event (without a service worker the app still works online). */
export function installServiceWorker(): void {
  if (!usable()) return;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Once signed in: offers a reload when a new version of the app is waiting. */
export function registerServiceWorker(): void {
  if (registered || !usable()) return;
  registered = true;
  // Without a service worker (blocked, private mode) the app still works online; nothing to report.
  Promise.all([import('workbox-window'), import('./versionCheck')])
    .then(async ([{ Workbox }, { checkServerVersion }]) => {
      const wb = new Workbox('/sw.js');
      wb.addEventListener('waiting', () => {
        f7.dialog.confirm(t('update.available'), t('app.name'), () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        });
      });
      await wb.register();
      // Offline or refused, the browser's own checks still find a new release later.
      const check = () => void checkServerVersion(() => wb.update()).catch(() => undefined);
      check();
      window.addEventListener('online', check);
    })
    .catch(() => undefined);
}
