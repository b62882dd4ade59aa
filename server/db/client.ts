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

export type PostgresOptions = {
  /** Connections this process may hold (PG_POOL_MAX); N processes hold up to N × max. */
  max?: number;
  /** A pooled connection dropped by the server (restart, admin kill); the pool replaces it. */
  onIdleError?: (err: Error) => void;
};

// A server that never answers (wrong host, firewall) fails a request in 5 s instead of hanging it.
const CONNECT_TIMEOUT_MS = 5000;

export function openPostgres(connectionString: string, opts: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('error', opts.onIdleError ?? ((err) => console.error('postgres connection lost:', err.message)));
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: 'pg',
    exec: async (sqlText) => void (await pool.query(sqlText)),
    close: () => pool.end(),
  };
}

export type OpenOptions = { databaseUrl?: string; pgliteDir?: string; pgPoolMax?: number };

/** PostgreSQL is asked `select 1` at once, so a refused server or missing database fails here, at start. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (!opts.databaseUrl) return openPglite(opts.pgliteDir);
  const database = openPostgres(opts.databaseUrl, { max: opts.pgPoolMax });
  try {
    await database.exec('select 1');
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
