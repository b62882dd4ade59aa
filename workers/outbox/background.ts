/**
 * The service worker's flush (Background Sync `sync` event, tag `outbox`): reads the signed-in session
 * the UI recorded (core/store/db.ts `saveBackgroundSession`, removed on sign-out), opens that user's database
 * and runs the same flushOutbox. The browser fires `sync` when the network is back, so it is a `network`
 * trigger: every waiting row is due now (policy.ts `dueAt`). Rejects while rows still wait for a retry,
 * so the browser schedules another sync; resolves when there is nothing more a later sync could do.
 */
import { createUserDb, loadBackgroundSession, userDbName, type UserDb } from '../../core/store/db';
import type { BackgroundSession } from '../../core/store/types';
import type { FetchLike } from '../../core/net/fetchCore';
import type { OutboxFlushReport } from '../types';
import { flushOutbox, type FlushDeps } from './flush';
import { httpUploader } from './upload';

export { OUTBOX_SYNC_TAG } from '../types';

export class RowsStillWaiting extends Error {
  constructor(readonly nextDueAt: number) {
    super('outbox rows still wait for a retry');
    this.name = 'RowsStillWaiting';
  }
}

export interface BackgroundDeps extends Omit<FlushDeps, 'db' | 'session'> {
  loadSession?: () => Promise<BackgroundSession | null>;
  openDb?: (name: string) => UserDb;
  fetch?: FetchLike;
  /** The browser's last attempt (SyncEvent.lastChance): nothing would come after a rejection. */
  lastChance?: boolean;
}

/** Flushes for the recorded session; null when nobody is signed in. */
export async function flushInBackground(deps: BackgroundDeps = {}): Promise<OutboxFlushReport | null> {
  const { loadSession = loadBackgroundSession, openDb = createUserDb, lastChance = false, ...flush } = deps;
  const session = await loadSession();
  if (!session) return null;
  const db = openDb(userDbName(session.serverUrl, session.userId));
  try {
    const { serverUrl, userId, token } = session;
    const flushDeps: FlushDeps = {
      uploader: httpUploader,
      ...flush,
      db,
      session: { serverUrl, userId, token },
    };
    let report = await flushOutbox(flushDeps, { trigger: 'network' });
    // A tab is flushing: queue behind it, then send what it may have missed.
    if (!report.ran) report = await flushOutbox(flushDeps, { trigger: 'network', wait: true });
    if (!lastChance && !report.paused && report.nextDueAt !== null)
      throw new RowsStillWaiting(report.nextDueAt);
    return report;
  } finally {
    db.close();
  }
}
