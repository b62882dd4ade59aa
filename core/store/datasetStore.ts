/**
 * Writing the reference datasets (issue #3): a full answer replaces its tables, a delta puts and deletes
 * rows, and either is ONE read-write transaction together with its syncState row — so a refresh that
 * throws or is cut off aborts and leaves the old rows and the old version whole.
 */
import type { PunchSite } from '../../contract/punch';
import type { UserDb } from './db';
import type {
  AreaRow,
  DictionaryItemRow,
  DictionaryTypeRow,
  OrganizeRowLocal,
  PositionRow,
  SyncStateRow,
  UserRow,
} from './types';

/** Rows per bulkPut: large enough to be fast, small enough to keep each request's memory modest. */
export const WRITE_CHUNK = 1000;

export interface ReferenceRowMap {
  dictionaries: DictionaryItemRow;
  dictionaryTypes: DictionaryTypeRow;
  organizations: OrganizeRowLocal;
  departments: OrganizeRowLocal;
  positions: PositionRow;
  users: UserRow;
  areas: AreaRow;
  punchSites: PunchSite;
}
export type ReferenceTable = keyof ReferenceRowMap;

/** Rows per table; a full answer lists every table of its dataset (an empty array empties it). */
export type DatasetRows = { [K in ReferenceTable]?: readonly ReferenceRowMap[K][] };
/** Ids to delete per table (a delta's removals). */
export type DatasetRemovals = { [K in ReferenceTable]?: readonly string[] };

/** The version a write records; `fetchedAt`, `changedAt` and `rows` are filled in here. */
export type DatasetVersion = Pick<SyncStateRow, 'dataset' | 'version' | 'cursor'>;

/** The part of a Dexie table these writes use; every reference table has string ids. */
interface RowTable {
  clear(): Promise<void>;
  bulkPut(rows: readonly object[]): Promise<unknown>;
  bulkDelete(keys: string[]): Promise<void>;
  count(): Promise<number>;
}

const tableOf = (db: UserDb, name: ReferenceTable): RowTable => db[name] as unknown as RowTable;
const namesOf = (...maps: object[]): ReferenceTable[] => [
  ...new Set(maps.flatMap((m) => Object.keys(m) as ReferenceTable[])),
];

/** Puts rows in chunks; each chunk is awaited so nothing but IndexedDB work happens in the transaction. */
async function putInChunks(table: RowTable, rows: readonly object[], chunk: number): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) await table.bulkPut(rows.slice(i, i + chunk));
}

async function countAll(db: UserDb, names: readonly ReferenceTable[]): Promise<number> {
  let total = 0;
  for (const name of names) total += await tableOf(db, name).count();
  return total;
}

async function writeState(db: UserDb, names: ReferenceTable[], version: DatasetVersion, at: number) {
  const rows = await countAll(db, names);
  await db.syncState.put({ ...version, fetchedAt: at, changedAt: at, rows });
}

/** Replaces every table named in `rows` with exactly those rows, and records the version. */
export async function replaceDataset(
  db: UserDb,
  rows: DatasetRows,
  version: DatasetVersion,
  at: number,
  chunk = WRITE_CHUNK,
): Promise<void> {
  const names = namesOf(rows);
  await db.transaction('rw', [...names, 'syncState'], async () => {
    for (const name of names) {
      const table = tableOf(db, name);
      await table.clear();
      await putInChunks(table, rows[name] ?? [], chunk);
    }
    await writeState(db, names, version, at);
  });
}

/** Puts the changed rows, deletes the removed ids, and records the version. */
export async function applyDatasetDelta(
  db: UserDb,
  rows: DatasetRows,
  removed: DatasetRemovals,
  version: DatasetVersion,
  at: number,
  chunk = WRITE_CHUNK,
): Promise<void> {
  const names = namesOf(rows, removed);
  await db.transaction('rw', [...names, 'syncState'], async () => {
    for (const name of names) {
      const table = tableOf(db, name);
      await putInChunks(table, rows[name] ?? [], chunk);
      const gone = removed[name] ?? [];
      if (gone.length > 0) await table.bulkDelete([...gone]);
    }
    await writeState(db, names, version, at);
  });
}

/** A 304: the server confirmed the stored version, so only `fetchedAt` moves. False when none is stored. */
export async function touchDataset(db: UserDb, dataset: string, at: number): Promise<boolean> {
  return (await db.syncState.update(dataset, { fetchedAt: at })) === 1;
}

/** Every dataset's stored version; async so that a database that cannot open rejects rather than throws. */
export async function datasetStates(db: UserDb): Promise<SyncStateRow[]> {
  return db.syncState.toArray();
}
