/**
 * ARCHITECTURE §4 end to end against the protocol double: 200 writes over a flaky network — 30 % of
 * requests lost (half before the server, half after it applied them), some 503s — are all delivered,
 * each effect applied exactly once, and every stream in its order.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { flushOutbox } from '../../../workers/outbox/flush';
import { Clock, depsFor, dropDb, enqueue, freshUser, type TestUser } from './harness';
import { IdempotentServer, seeded } from './idempotentServer';

let user: TestUser;
afterEach(() => dropDb(user.db));

const ROWS = 200;
const STREAMS = 12;

describe('a flaky network', () => {
  it('200 rows through 30 % lost requests and some 503s: all done, each effect once, streams in order', async () => {
    user = await freshUser();
    const random = seeded(4);
    const server = new IdempotentServer({ random, dropBefore: 0.15, dropAfter: 0.15, unavailable: 0.1 });
    const order = new Map<string, string[]>();
    for (let i = 0; i < ROWS; i++) {
      const stream = `s${i % STREAMS}`;
      const row = await enqueue(user.db, stream, { id: `row-${i}`, now: 1_000_000 + i });
      order.set(stream, [...(order.get(stream) ?? []), row.id]);
    }
    const clock = new Clock(1_000_000 + ROWS);
    let rounds = 0;
    for (; rounds < 500; rounds++) {
      const report = await flushOutbox(depsFor(user, server, clock, { random }));
      if (report.nextDueAt === null) break;
      // Nobody waits in a test: jump to the next retry.
      clock.t = Math.max(clock.t, report.nextDueAt);
    }

    expect(await user.db.outbox.where('state').notEqual('done').count()).toBe(0);
    expect(server.effects.size).toBe(ROWS);
    expect(server.duplicates()).toEqual([]);
    const replays = server.received.filter((r) => r.outcome === 'replayed').length;
    expect(replays).toBeGreaterThan(0);
    for (const [stream, ids] of order) {
      expect(
        server.applied.filter((key) => ids.includes(key)),
        stream,
      ).toEqual(ids);
    }
    expect(rounds).toBeLessThan(500);
  });
});
