/**
 * Registers the service worker (workbox-window) and, when a new version is waiting, offers a reload;
 * accepting tells the waiting worker to take over and reloads once it controls the page. workbox-window is
 * loaded on mount, off the first screen's path (it registers after the page's load event in any case).
 */
import { useEffect } from 'react';
import { f7 } from 'framework7-react';
import { t } from '../i18n';

export function UpdatePrompt() {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
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
  }, []);
  return null;
}
