/**
 * The bench helper `npm run bench` will call (issue #4: 1,000 rows, zero duplicates) runs here against
 * the protocol double, lossy network included, so its figures are known to add up.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { benchFlush } from '../../../workers/outbox/bench';
import { dropDb, freshUser, type TestUser } from './harness';
import { IdempotentServer, seeded } from './idempotentServer';

let user: TestUser;
afterEach(() => dropDb(user.db));

describe('benchFlush', () => {
  it('reports every row delivered and zero duplicate effects, resends included', async () => {
    user = await freshUser();
    const server = new IdempotentServer({ random: seeded(7), dropAfter: 0.2 });
    const figures = await benchFlush(60, {
      db: user.db,
      session: user.session,
      fetch: server.fetch,
      makeRow: (i) => ({
        kind: 'flowPress',
        stream: `s${i % 5}`,
        method: 'POST',
        url: '/api/bench',
        body: { i },
      }),
      countEffects: async () => server.applied.length,
    });
    expect(figures).toMatchObject({ rows: 60, delivered: 60, left: 0, duplicates: 0 });
    expect(figures.keysResent).toBeGreaterThan(0);
    expect(figures.requests).toBe(server.received.length);
    expect(figures.rowsPerSecond).toBeGreaterThan(0);
  });
});
