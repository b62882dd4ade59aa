/**
 * The reference sync of one signed-in session inside the worker: opens the user's database itself
 * (core/store/db.ts directly — src/data/index.ts pulls React), builds the HTTP door with the session's
 * token, starts the ReferenceSync and the to-do list's (TodoSync), and on stop aborts requests in flight and
 * closes the database.
 */
import { createUserDb, userDbName, type UserDb } from '../../core/store/db';
import type { SyncSession } from '../types';
import { createHttp, type FetchLike } from './http';
import { ReferenceSync, type ReferenceListener, type ReferenceSyncOptions } from './referenceSync';
import { TodoSync } from './todoSync';

export interface ReferenceSessionOptions extends ReferenceSyncOptions {
  fetch?: FetchLike;
  /** Opens the user's database; tests pass their own. */
  openDb?: (name: string) => UserDb;
}

export interface ReferenceSession {
  readonly sync: ReferenceSync;
  /** The to-do list the worker keeps (the one the server pushes news of). */
  readonly todo: TodoSync;
  stop(): void;
}

export function startReferenceSession(
  session: SyncSession,
  listener: ReferenceListener,
  options: ReferenceSessionOptions = {},
): ReferenceSession {
  const { fetch, openDb = createUserDb, ...syncOptions } = options;
  const db = openDb(userDbName(session.serverUrl, session.userId));
  const aborter = new AbortController();
  const http = createHttp({
    serverUrl: session.serverUrl,
    token: session.token,
    fetch,
    signal: aborter.signal,
  });
  const sync = new ReferenceSync(db, http, listener, syncOptions);
  // Failures are already in the status the listener received; nothing else to do with them here.
  sync.start().catch(() => undefined);
  const todo = new TodoSync(db, http, {
    isOnline: syncOptions.isOnline,
    now: syncOptions.now,
    onSessionEnded: listener.onSessionEnded,
  });
  void todo.start();
  return {
    sync,
    todo,
    stop() {
      todo.stop();
      sync.stop();
      aborter.abort();
      // A write under way commits whole or aborts whole (one transaction); the connection closes after it.
      db.close();
    },
  };
}
