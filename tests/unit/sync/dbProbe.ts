/**
 * A Dexie DBCore middleware for tests: counts the rows each table is asked to put or delete (so a test
 * can prove "only that row was written"), and can make the n-th put to a table throw mid-transaction.
 */
import 'fake-indexeddb/auto';
import Dexie, { type DBCore, type DBCoreMutateRequest, type DBCoreTable } from 'dexie';
import { createUserDb, type UserDb } from '../../../core/store/db';

export interface WriteLog {
  puts: Record<string, number>;
  deletes: Record<string, number>;
  clears: Record<string, number>;
}

export interface ProbedDb {
  db: UserDb;
  log: WriteLog;
  /** Forget what was counted so far. */
  reset(): void;
  /** The `nth` (1-based) put to `table` from now on rejects, aborting its transaction. */
  failPut(table: string, nth: number): void;
}

const add = (map: Record<string, number>, key: string, n: number) => (map[key] = (map[key] ?? 0) + n);

let counter = 0;

/** A fresh user database with the probe installed (before it opens, as Dexie requires). */
export function probedDb(name = `probe-${++counter}-${Date.now()}`): ProbedDb {
  const db = createUserDb(name);
  const log: WriteLog = { puts: {}, deletes: {}, clears: {} };
  let failure: { table: string; left: number } | null = null;

  function record(table: string, req: DBCoreMutateRequest): Error | null {
    if (req.type === 'put' || req.type === 'add') {
      add(log.puts, table, req.values.length);
      if (failure?.table === table && --failure.left === 0) {
        failure = null;
        return new Error(`injected failure writing ${table}`);
      }
    } else if (req.type === 'delete') add(log.deletes, table, req.keys.length);
    else if (req.type === 'deleteRange') add(log.clears, table, 1);
    return null;
  }

  db.use({
    stack: 'dbcore',
    name: 'writeProbe',
    create(down: DBCore): DBCore {
      return {
        ...down,
        table(tableName: string): DBCoreTable {
          const table = down.table(tableName);
          return {
            ...table,
            mutate: (req) => {
              const error = record(tableName, req);
              return error ? Promise.reject(error) : table.mutate(req);
            },
          };
        },
      };
    },
  });
  return {
    db,
    log,
    reset() {
      for (const map of Object.values(log)) for (const k of Object.keys(map)) delete map[k];
    },
    failPut(table, nth) {
      failure = { table, left: nth };
    },
  };
}

/** Rows put into the reference tables (syncState excluded). */
export function referencePuts(log: WriteLog): number {
  return Object.entries(log.puts)
    .filter(([table]) => table !== 'syncState')
    .reduce((sum, [, n]) => sum + n, 0);
}

export async function dropDb(db: UserDb): Promise<void> {
  db.close();
  await Dexie.delete(db.name);
}
