/**
 * One dataset's refresh: a conditional GET with the version stored in `syncState`, then one Dexie
 * transaction. The answer is fetched, read whole and checked against the contract before the
 * transaction opens, so a cut-off body writes nothing and a failed write aborts with the old rows intact.
 */
import {
  applyDatasetDelta,
  replaceDataset,
  touchDataset,
  type DatasetRows,
} from '../../core/store/datasetStore';
import type { UserDb } from '../../core/store/db';
import type { SyncStateRow } from '../../core/store/types';
import { ApiError } from '../../core/net/errors';
import type { DatasetDef } from './datasets';
import type { GetOptions, WorkerHttp } from './http';

export type RefreshOutcome = 'unchanged' | 'replaced' | 'changed';

export interface RefreshResult {
  outcome: RefreshOutcome;
  fetchedAt: number;
}

export interface RefreshOptions {
  /** Ignore the stored version and fetch everything (repair). */
  force?: boolean;
  now?: () => number;
}

/** A full answer empties every table of the dataset, including ones the answer left out. */
function fullRows(def: DatasetDef, rows: DatasetRows): DatasetRows {
  const all: DatasetRows = { ...rows };
  for (const table of def.tables) all[table] ??= [];
  return all;
}

/** The conditional request: the stored ETag, and for a cursor dataset its cursor as `since`. */
function conditional(def: DatasetDef, stored: SyncStateRow | undefined): GetOptions {
  const request: GetOptions = { etag: stored?.version };
  if (def.mode === 'cursor' && stored?.cursor) request.query = { since: stored.cursor };
  return request;
}

async function confirm(db: UserDb, def: DatasetDef, stored: SyncStateRow | undefined, at: number) {
  // A 304 to a request that named no version means the server and we disagree; do not pretend.
  if (!stored || !(await touchDataset(db, def.name, at)))
    throw new ApiError('invalid', `${def.name}: 304 without a stored version`);
}

export async function refreshDataset(
  db: UserDb,
  http: WorkerHttp,
  def: DatasetDef,
  { force = false, now = Date.now }: RefreshOptions = {},
): Promise<RefreshResult> {
  const stored = force ? undefined : await db.syncState.get(def.name);
  const answer = await http.getJson(def.url, conditional(def, stored));
  const at = now();
  if (answer.notModified) {
    await confirm(db, def, stored, at);
    return { outcome: 'unchanged', fetchedAt: at };
  }
  const read = def.read(answer.data);
  const version = { dataset: def.name, version: answer.etag, cursor: read.cursor ?? null };
  if (read.full) {
    await replaceDataset(db, fullRows(def, read.rows), version, at);
    return { outcome: 'replaced', fetchedAt: at };
  }
  await applyDatasetDelta(db, read.rows, read.removed ?? {}, version, at);
  return { outcome: 'changed', fetchedAt: at };
}
