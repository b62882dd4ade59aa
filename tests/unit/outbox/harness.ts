/**
 * Shared set-up for the outbox tests: a fresh user database named for its user (as the flusher expects),
 * rows enqueued through the real `enqueueWrite`, a controllable clock, and flush dependencies wired to
 * the protocol double.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { createUserDb, userDbName, type UserDb } from '../../../core/store/db';
import { enqueueWrite } from '../../../core/store/outbox';
import type { OutboxRow } from '../../../core/store/types';
import type { FlushDeps } from '../../../workers/outbox/flush';
import { memoryLocks } from '../../../workers/outbox/lock';
import type { OutboxSession } from '../../../workers/outbox/send';
import { IdempotentServer } from './idempotentServer';

const SERVER_URL = 'https://hr.example.org';

let counter = 0;

export interface TestUser {
  db: UserDb;
  session: OutboxSession;
}

/** A user database under the real naming rule, on a server URL of its own (one database per test). */
export async function freshUser(userId = 'u1', token = `Bearer ${userId}`): Promise<TestUser> {
  const session = { serverUrl: `${SERVER_URL}/t${++counter}-${Date.now()}`, userId, token };
  const db = createUserDb(userDbName(session.serverUrl, userId));
  await db.open();
  return { db, session };
}

export async function dropDb(db: UserDb): Promise<void> {
  db.close();
  await Dexie.delete(db.name);
}

export class Clock {
  constructor(public t = 1_000_000) {}
  readonly now = (): number => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

let ids = 0;
const nextKey = (label: string): string => `${label}-${++ids}`;

/** Enqueues one row in `stream` through the real door; the id is readable for the assertions. */
export async function enqueue(
  db: UserDb,
  stream: string,
  options: {
    id?: string;
    userId?: string;
    now?: number;
    body?: unknown;
    fileIds?: string[];
    url?: string;
  } = {},
): Promise<OutboxRow> {
  const id = options.id ?? nextKey(stream);
  return enqueueWrite(
    db,
    {
      userId: options.userId ?? 'u1',
      // A kind with no local effect and nothing to fill: the row as the flusher sees any other.
      kind: 'flowPress',
      stream,
      method: 'POST',
      url: options.url ?? '/api/test/write',
      body: options.body ?? { id },
      fileIds: options.fileIds,
    },
    undefined,
    { now: options.now ?? 1_000_000, newId: () => id },
  );
}

export function depsFor(
  user: TestUser,
  server: IdempotentServer,
  clock: Clock,
  extra: Partial<FlushDeps> = {},
): FlushDeps {
  return {
    db: user.db,
    session: user.session,
    fetch: server.fetch,
    lock: memoryLocks(),
    now: clock.now,
    random: () => 0.5,
    ...extra,
  };
}

export async function states(db: UserDb): Promise<Record<string, OutboxRow['state']>> {
  const rows = await db.outbox.toArray();
  return Object.fromEntries(rows.map((r) => [r.id, r.state]));
}
