/**
 * Micro benchmark for `npm run bench` (issue #3 goal: ≥ 10,000 rows/s): how fast a full replace of the
 * directory writes — the same one-transaction, chunked path a first sync takes. A helper, not a test.
 */
import { replaceDataset } from '../../core/store/datasetStore';
import type { UserDb } from '../../core/store/db';
import type { UserRow } from '../../core/store/types';

export const BENCH_DATASET = 'bench-users';

/** Replaces `db.users` with `rows` (use a scratch database) and returns the rows written per second. */
export async function benchDexieWrite(db: UserDb, rows: readonly UserRow[]): Promise<number> {
  const started = performance.now();
  await replaceDataset(db, { users: rows }, { dataset: BENCH_DATASET, version: null }, Date.now());
  const seconds = (performance.now() - started) / 1000;
  await db.syncState.delete(BENCH_DATASET);
  return rows.length / Math.max(seconds, 1e-6);
}
