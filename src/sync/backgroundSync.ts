/**
 * What the service worker needs to flush the outbox while no page is open: the signed-in session recorded
 * in IndexedDB (removed again on sign-out or session end, so a token never outlives its session on the
 * device), and a Background Sync registration, where the browser has the API, whenever rows are queued.
 */
import { OUTBOX_SYNC_TAG, type SyncSession } from '../../workers/types';

/** The part of the Background Sync API used here (not in TypeScript's DOM lib). */
interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

// Writes are chained so a sign-out's removal can never land after the next sign-in's record.
let writes: Promise<void> = Promise.resolve();

function chain(write: () => Promise<void>): Promise<void> {
  writes = writes.then(write).catch(() => undefined);
  return writes;
}

// Loaded on demand, like the session lifecycle does: Dexie stays out of the first screen's bundle.
const data = () => import('../../core/store/db');

export function rememberSession(session: SyncSession): Promise<void> {
  const { serverUrl, userId, token } = session;
  return chain(async () => (await data()).saveBackgroundSession({ serverUrl, userId, token }));
}

export function forgetSession(): Promise<void> {
  return chain(async () => (await data()).forgetBackgroundSession());
}

/**
 * Asks the browser for a `sync` event once the network is there; false where Background Sync is missing
 * (Safari, Firefox) or no service worker controls the app — the worker's own triggers then carry the load.
 */
export async function registerOutboxSync(): Promise<boolean> {
  try {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    // getRegistration, not `ready`: `ready` never settles where no service worker is registered (dev).
    const registration = await container?.getRegistration();
    const sync = (registration as { sync?: SyncManagerLike } | undefined)?.sync;
    if (!sync) return false;
    await sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
