/**
 * Service worker: precaches the app shell (manifest injected by workbox-build), answers every
 * navigation with the cached index.html so each spec §2 route opens offline, and takes over only
 * when the page agrees (SKIP_WAITING), so a new version is offered rather than forced. Background
 * Sync's `sync` event (tag `outbox`) runs the same outbox flush as the worker (ARCHITECTURE §4), as a
 * network return: every waiting row is due at once (workers/outbox/background.ts). A Web Push shows its
 * notification, and a tap opens the chat, message or flow it names (sw/notifications.ts). The QR reader's
 * WebAssembly is kept on first use.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, flushInBackground } from '../workers/outbox/background';
import { notificationOf, openFromNotification } from './notifications';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Background Sync's event (not in TypeScript's WebWorker lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));
// 扫一扫's QR reader (about 1 MB of WebAssembly) is not precached for everyone: kept once first used, so
// scanning works offline after that. Its name carries its hash, so a kept copy never goes stale.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/.+\.wasm$/.test(url.pathname),
  new CacheFirst({ cacheName: 'scanner-wasm' }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Not workbox-background-sync's Queue: it drops 4xx/5xx as sent and cannot tell a 600 from success.
self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  // A rejection asks the browser to fire the event again later (rows still wait for a retry).
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(flushInBackground({ lastChance: sync.lastChance }));
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data?.text());
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  const opening = self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((windows) => openFromNotification(url, windows, (path) => self.clients.openWindow(path)));
  try {
    event.waitUntil(opening);
  } catch {
    // An untrusted (dispatched) event cannot extend its life; the opening goes on regardless.
  }
});

// The first install has no page to hand over from, so it may control open pages at once.
clientsClaim();
