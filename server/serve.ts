/**
 * One serving process: database → (preparation, unless a cluster primary did it) → Redis → app → listen.
 * Whatever was opened is closed again when a later step fails, so a refused start leaves nothing behind.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config, ProcessConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { boundUrl } from './port';
import { createRedis } from './redis';
import { DEMO_PASSWORD, FIXED_ACCOUNTS } from './seed/index';
import { prepareDatabase } from './startup';

export type Serving = { app: FastifyInstance; database: Database; close(): Promise<void> };

export async function openConfiguredDatabase(config: Config, proc: ProcessConfig): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    pgPoolMax: proc.pgPoolMax,
  });
}

export async function prepare(database: Database, config: Config): Promise<void> {
  const { applied, seeded } = await prepareDatabase(database, config);
  if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
  if (seeded) console.log(`Demo hospital seeded with ${seeded} staff.`);
}

async function closeAll(closers: Array<() => Promise<void> | void>): Promise<void> {
  for (const close of [...closers].reverse()) await close();
}

export async function serve(
  config: Config,
  proc: ProcessConfig,
  opts: { prepare: boolean },
): Promise<Serving> {
  const closers: Array<() => Promise<void> | void> = [];
  try {
    const database = await openConfiguredDatabase(config, proc);
    closers.push(() => database.close());
    // The app (every route module) loads once the database answers, so a refused one is said at once.
    const { buildApp } = await import('./app');
    if (opts.prepare) await prepare(database, config);
    const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
    if (redis) closers.push(() => redis.disconnect());
    const app = await buildApp({
      db: database.db,
      config,
      redis,
      // The embedded database shares this event loop: big uploads go to files beside it.
      fileDir: config.databaseUrl ? undefined : join(config.dataDir, 'uploads'),
      log: { level: process.env.LOG_LEVEL ?? 'warn' },
    });
    closers.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });
    return { app, database, close: () => closeAll(closers) };
  } catch (err) {
    await closeAll(closers);
    throw err;
  }
}

/** The start-up lines of a single process: where it listens, which database, how to sign in. */
export function announce(serving: Serving, config: Config): void {
  console.log(`人事系统 is running at ${boundUrl(serving.app.server.address())}`);
  const where = serving.database.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : join(config.dataDir, 'pglite');
  console.log(`Database: ${where}`);
  if (config.demo) console.log(`Demo accounts: ${FIXED_ACCOUNTS.join(', ')} — password ${DEMO_PASSWORD}`);
}
