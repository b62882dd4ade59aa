/**
 * Registers the service worker (workbox-window) and, when a new version is waiting, offers a reload;
 * accepting tells the waiting worker to take over and reloads once it controls the page.
 */
import { useEffect } from 'react';
import { f7 } from 'framework7-react';
import { Workbox } from 'workbox-window';
import { t } from '../i18n';

export function UpdatePrompt() {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    const wb = new Workbox('/sw.js');
    wb.addEventListener('waiting', () => {
      f7.dialog.confirm(t('update.available'), t('app.name'), () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      });
    });
    // Without a service worker (blocked, private mode) the app still works online; nothing to report.
    wb.register().catch(() => undefined);
  }, []);
  return null;
}
