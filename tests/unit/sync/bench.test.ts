/** The `npm run bench` helper works (it is not timed here): it writes every row and reports a rate. */
import { afterEach, describe, expect, it } from 'vitest';
import { benchDexieWrite, BENCH_DATASET } from '../../../workers/sync/bench';
import { dropDb, probedDb, type ProbedDb } from './dbProbe';
import { makeUsers } from './referenceFixtures';

let probe: ProbedDb;
afterEach(() => dropDb(probe.db));

describe('benchDexieWrite', () => {
  it('replaces the directory with the rows given and returns rows per second', async () => {
    probe = probedDb();
    const rate = await benchDexieWrite(probe.db, makeUsers(2_500));
    expect(rate).toBeGreaterThan(0);
    expect(await probe.db.users.count()).toBe(2_500);
    expect(probe.log.puts.users).toBe(2_500);
    expect(await probe.db.syncState.get(BENCH_DATASET)).toBeUndefined();
  });
});
