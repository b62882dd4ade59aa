/**
 * Test harness: a fresh database per test file (in-memory PGlite when TEST_DB=pglite; a uniquely named
 * PostgreSQL database created from DATABASE_URL and dropped afterwards when TEST_DB=pg), migrated, seeded.
 */
import webpush from 'web-push';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../../server/app';
import { md5Hex } from '../../server/auth/password';
import type { Config } from '../../server/config';
import { DEFAULT_LIMITS, type LimitsConfig } from '../../server/limits/limits-config';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/index';

export const LOGIN_URL =
  '/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password';
export const DEMO_MD5 = md5Hex(DEMO_PASSWORD);

export type TestDatabase = { database: Database; drop(): Promise<void> };

/** pool.end() resolves before the server has seen every connection go; dropping earlier kills them. */
async function waitForDisconnect(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
      name,
    ]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An empty, unmigrated database of the kind TEST_DB names. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'pg') {
    const database = await openPglite();
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=pg needs DATABASE_URL');
  const name = `hr_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    database,
    drop: async () => {
      await database.close();
      await waitForDisconnect(admin, name);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Limits no suite reaches by chance (each upload and message of a file goes within one minute); the tests
 * of a limit set it small themselves (limits-*.test.ts).
 */
export const ROOMY_LIMITS: LimitsConfig = {
  ...DEFAULT_LIMITS,
  uploadsPerMinute: 100_000,
  chatBurst: 100_000,
  chatPerMinute: 100_000,
  urgesPerHour: 100_000,
};

/** One key pair for every test server (generating one costs a few ms each time). */
const TEST_VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@example.org' };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    redisUrl: undefined,
    jwtSecret: 'test-secret-0123456789abcdef0123456789',
    dataDir: '/nonexistent/data',
    corsOrigins: [],
    demo: true,
    demoSize: 40,
    tokenTtl: 12 * 3600,
    staticDir: '/nonexistent/dist',
    singleSession: false,
    loginRatePerMinute: 60,
    trustProxy: false,
    vapid: TEST_VAPID,
    pushHosts: ['localhost'],
    jnpfStrict: false,
    sms: null,
    ding: null,
    hrContacts: [],
    limits: ROOMY_LIMITS,
    ...overrides,
  };
}

export type Harness = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The app's clock; move it to expire tokens. */
  clock: { now: number };
  close(): Promise<void>;
};

type HarnessOptions = { config?: Partial<Config>; seed?: boolean } & Pick<AppDeps, 'sleep' | 'redis'>;

export async function createHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const { database, drop } = await openTestDatabase();
  const config = testConfig(opts.config);
  await migrate(database);
  if (opts.seed !== false) await seedDemo(database, { size: config.demoSize });
  const clock = { now: Date.now() };
  const app = await buildApp({
    db: database.db,
    config,
    clock: () => clock.now,
    sleep: opts.sleep,
    redis: opts.redis,
  });
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export type LoginReply = {
  status: number;
  body: { code: number; msg: string; data: { token: string; theme: string } | null };
};

export async function login(
  app: FastifyInstance,
  account: string,
  password = DEMO_MD5,
  headers: Record<string, string> = { 'jnpf-origin': 'app' },
): Promise<LoginReply> {
  const res = await app.inject({
    method: 'POST',
    url: LOGIN_URL,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ account, password }).toString(),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Signs in and returns the `Bearer …` token, failing the test when sign-in does not succeed. */
export async function tokenFor(app: FastifyInstance, account: string): Promise<string> {
  const { body } = await login(app, account);
  if (body.code !== 200 || !body.data) throw new Error(`login ${account} failed: ${body.msg}`);
  return body.data.token;
}

export async function getJson(app: FastifyInstance, url: string, token?: string) {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { 'jnpf-origin': 'app', ...(token ? { authorization: token } : {}) },
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
}
