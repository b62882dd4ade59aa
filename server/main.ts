/**
 * Starts the server: config → database (PGlite under DATA_DIR, or PostgreSQL) → migrations → demo seed →
 * app → listen. Prints where to sign in; SIGINT/SIGTERM close everything cleanly.
 */
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, FIXED_ACCOUNTS } from './seed/index';
import { createRedis } from './redis';
import { prepareDatabase } from './startup';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: join(config.dataDir, 'pglite'),
});
const { applied, seeded } = await prepareDatabase(database, config);
if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
if (seeded) console.log(`Demo hospital seeded with ${seeded} staff.`);

const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
const app = await buildApp({
  db: database.db,
  config,
  redis,
  log: { level: process.env.LOG_LEVEL ?? 'warn' },
});
await app.listen({ port: config.port, host: config.host });

console.log(`人事系统 is running at http://localhost:${config.port}`);
console.log(
  `Database: ${database.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : join(config.dataDir, 'pglite')}`,
);
if (config.demo) console.log(`Demo accounts: ${FIXED_ACCOUNTS.join(', ')} — password ${DEMO_PASSWORD}`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`${signal}: shutting down…`);
  await app.close();
  redis?.disconnect();
  await database.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
