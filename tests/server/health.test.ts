/**
 * GET /api/health (database, Redis, disk; 200 while usable, 503 without a database) and an unreachable
 * Redis: sign-in still answers at once on the in-memory fallback, and the outage is logged once.
 */
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { checkDatabase, DISK_LOW_BYTES, overall } from '../../server/modules/health/checks';
import { createRedis } from '../../server/redis';
import {
  createHarness,
  login,
  openTestDatabase,
  testConfig,
  type Harness,
  type TestDatabase,
} from './harness';

const NOTHING_LISTENS = 'redis://127.0.0.1:1';
const config = testConfig({ dataDir: tmpdir(), demoSize: 20 });

async function health(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  return { status: res.statusCode, body: res.json() };
}

describe('health of this instance', () => {
  let tdb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    tdb = await openTestDatabase();
    app = await buildApp({ db: tdb.database.db, config });
  });
  afterAll(async () => {
    await app.close();
    await tdb.drop();
  });

  it('answers 200 ok without signing in: database up, Redis off when not configured, free disk of DATA_DIR', async () => {
    const { status, body } = await health(app);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      instance: process.pid,
      database: { status: 'up' },
      redis: { status: 'off' },
      disk: { status: 'ok' },
    });
    expect(body.disk.freeBytes).toBeGreaterThan(0);
  });

  it('answers 503 down when the database does not answer', async () => {
    const gone = await openTestDatabase();
    const orphan = await buildApp({ db: gone.database.db, config });
    await gone.drop();
    const { status, body } = await health(orphan);
    await orphan.close();
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'down', database: { status: 'down' } });
  });

  it('reports an unknown disk rather than failing when DATA_DIR does not exist', async () => {
    const elsewhere = await buildApp({
      db: tdb.database.db,
      config: testConfig({ dataDir: '/nonexistent/x' }),
    });
    const { status, body } = await health(elsewhere);
    await elsewhere.close();
    expect(status).toBe(200);
    expect(body.disk).toEqual({ status: 'unknown', freeBytes: null });
  });
});

describe('an unreachable Redis', () => {
  let h: Harness;
  let app: FastifyInstance;
  let redis: Redis;
  const logged: string[] = [];
  beforeAll(async () => {
    redis = createRedis(NOTHING_LISTENS, 'main', (line) => logged.push(line));
    h = await createHarness({ config, redis });
    app = h.app;
  });
  afterAll(async () => {
    await h.close();
    redis.disconnect();
  });

  it('sign-in answers within 3 s on the in-memory fallback, right and wrong password alike', async () => {
    const started = Date.now();
    expect((await login(app, 'nurse01')).body.code).toBe(200);
    expect((await login(app, 'nurse01', '0'.repeat(32))).body.msg).toBe('账号或密码错误');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('health says Redis down and the instance degraded, still HTTP 200', async () => {
    const { status, body } = await health(app);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'degraded', redis: { status: 'down' }, database: { status: 'up' } });
  });

  it('the outage is logged once, not once per reconnect attempt', async () => {
    for (let failures = 0; failures < 3; failures++) await once(redis, 'error');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/Redis \(main\) unreachable: .*ECONNREFUSED/);
  });
});

describe('the database check', () => {
  it('a database that does not answer within the time-out is down, not a hung health check', async () => {
    const hung = { execute: () => new Promise(() => {}) } as unknown as Db;
    const started = Date.now();
    expect((await checkDatabase(hung, 50)).status).toBe('down');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('the overall verdict', () => {
  const up = { status: 'up', ms: 1 } as const;
  const roomy = { status: 'ok', freeBytes: DISK_LOW_BYTES * 4 } as const;
  it('only a database that is down makes the instance down; Redis down or a low disk degrade it', () => {
    expect(overall(up, { status: 'off' }, roomy)).toBe('ok');
    expect(overall(up, { status: 'up' }, { status: 'unknown', freeBytes: null })).toBe('ok');
    expect(overall(up, { status: 'down' }, roomy)).toBe('degraded');
    expect(overall(up, { status: 'up' }, { status: 'low', freeBytes: 1 })).toBe('degraded');
    expect(overall({ status: 'down', ms: 2000 }, { status: 'up' }, roomy)).toBe('down');
  });
});
