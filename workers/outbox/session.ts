/**
 * The outbox of one signed-in session inside the worker: opens the user's database, starts the runner
 * (which resumes a pause left by an older token and flushes), and on stop aborts what is in flight —
 * those rows are released to the queue — and closes the database.
 */
import { createUserDb, userDbName, type UserDb } from '../../core/store/db';
import type { SyncSession } from '../types';
import { OutboxRunner, type OutboxListener, type OutboxRunnerOptions } from './runner';

export interface OutboxSessionOptions extends OutboxRunnerOptions {
  /** Opens the user's database; tests pass their own. */
  openDb?: (name: string) => UserDb;
}

export interface OutboxSessionHandle {
  readonly runner: OutboxRunner;
  stop(): void;
}

export function startOutboxSession(
  session: SyncSession,
  listener: OutboxListener,
  options: OutboxSessionOptions = {},
): OutboxSessionHandle {
  const { openDb = createUserDb, ...runnerOptions } = options;
  const db = openDb(userDbName(session.serverUrl, session.userId));
  const runner = new OutboxRunner(db, session, listener, runnerOptions);
  // A failed start (no IndexedDB, database blocked) leaves the rows queued for the next trigger.
  runner.start().catch(() => undefined);
  return {
    runner,
    stop() {
      runner.stop();
      // Each settle is one transaction: it commits whole or not at all when the connection closes.
      db.close();
    },
  };
}
