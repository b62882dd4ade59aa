/**
 * Opens the database: embedded PGlite (a directory, or in memory for tests) when there is no DATABASE_URL,
 * otherwise a node-postgres Pool. Both come back as the same Drizzle `Db` plus raw `exec` and `close`.
 */
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`; repositories accept it wherever they take a Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Runs one or more SQL statements without parameters (migrations, admin). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
};

/** `dataDir` undefined → in-memory PGlite. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    exec: async (sqlText) => void (await client.exec(sqlText)),
    close: () => client.close(),
  };
}

/** `onIdleError`: a pooled connection dropped by the server (restart, admin kill); the pool replaces it. */
export function openPostgres(
  connectionString: string,
  onIdleError: (err: Error) => void = (err) => console.error('postgres connection lost:', err.message),
): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', onIdleError);
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: 'pg',
    exec: async (sqlText) => void (await pool.query(sqlText)),
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string; pgliteDir?: string }): Promise<Database> {
  return opts.databaseUrl ? Promise.resolve(openPostgres(opts.databaseUrl)) : openPglite(opts.pgliteDir);
}
