/**
 * Benchmark helper for `npm run bench` (issue #4 goal: 1,000 queued rows flushed in ≤ 20 s, zero
 * duplicates): fills a scratch database's outbox, then times flushOutbox until every row is delivered.
 * A helper, not a test; tests/unit/outbox/bench.test.ts runs it against the protocol double.
 */
import type { UserDb } from '../../core/store/db';
import { enqueueWrite, type NewOutboxEntry } from '../../core/store/outbox';
import { IDEMPOTENCY_HEADER, type OutboxSession } from './send';
import { flushOutbox, type FlushDeps } from './flush';
import type { FetchLike } from '../../core/net/fetchCore';

export type BenchRow = Pick<NewOutboxEntry, 'kind' | 'stream' | 'method' | 'url' | 'body'>;

export interface BenchFlushOptions extends Omit<FlushDeps, 'db' | 'session' | 'fetch'> {
  /** A scratch database named for `session` (userDbName); its outbox is filled by the bench. */
  db: UserDb;
  session: OutboxSession;
  /** The write number `i` (e.g. a leave application with a unique bill number). */
  makeRow: (i: number) => BenchRow;
  fetch?: FetchLike;
  /** How many effects the server holds (e.g. its row count), to report duplicates. */
  countEffects?: () => Promise<number>;
  /** Flush rounds before giving up (each round forces the rows still queued). */
  maxRounds?: number;
}

export interface BenchFlushFigures {
  rows: number;
  ms: number;
  rowsPerSecond: number;
  requests: number;
  /** Keys sent more than once (resends after lost answers); the server must still apply each once. */
  keysResent: number;
  delivered: number;
  /** Rows not delivered when the rounds ran out. */
  left: number;
  /** Effects on the server beyond one per row; null without countEffects. */
  duplicates: number | null;
}

function counting(fetchFn: FetchLike, sent: Map<string, number>): FetchLike {
  return (input, init) => {
    const key = (init.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER];
    if (key) sent.set(key, (sent.get(key) ?? 0) + 1);
    return fetchFn(input, init);
  };
}

export async function benchFlush(n: number, options: BenchFlushOptions): Promise<BenchFlushFigures> {
  const { db, session, makeRow, countEffects, maxRounds = 50, ...deps } = options;
  const before = countEffects ? await countEffects() : 0;
  for (let i = 0; i < n; i++) await enqueueWrite(db, { ...makeRow(i), userId: session.userId });
  const sent = new Map<string, number>();
  const fetchFn = counting(options.fetch ?? ((input, init) => fetch(input, init)), sent);
  const started = performance.now();
  let left = n;
  for (let round = 0; round < maxRounds && left > 0; round++) {
    await flushOutbox({ ...deps, db, session, fetch: fetchFn }, { trigger: 'user', wait: true });
    left = await db.outbox.where('state').notEqual('done').count();
  }
  const ms = performance.now() - started;
  const requests = [...sent.values()].reduce((a, b) => a + b, 0);
  const keysResent = [...sent.values()].filter((count) => count > 1).length;
  const duplicates = countEffects ? (await countEffects()) - before - (n - left) : null;
  return {
    rows: n,
    ms,
    rowsPerSecond: n / Math.max(ms / 1000, 1e-6),
    requests,
    keysResent,
    delivered: n - left,
    left,
    duplicates,
  };
}
