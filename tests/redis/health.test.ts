/**
 * GET /api/health with a Redis that answers (REDIS_URL, its own vitest project): Redis up, status ok; the
 * client made by server/redis.ts signs in through the shared limiter like any other.
 */
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '../../server/redis';
import { createHarness, login, type Harness } from '../server/harness';

describe('health with a Redis that answers', () => {
  let h: Harness;
  let app: FastifyInstance;
  let redis: Redis;
  const logged: string[] = [];
  beforeAll(async () => {
    redis = createRedis(process.env.REDIS_URL ?? '', 'main', (line) => logged.push(line));
    await once(redis, 'ready');
    h = await createHarness({ config: { dataDir: tmpdir(), demoSize: 20 }, redis });
    app = h.app;
  }, 60_000);
  afterAll(async () => {
    await h.close();
    await redis.quit();
  });

  it('reports Redis up and the instance ok', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', redis: { status: 'up' }, database: { status: 'up' } });
  });

  it('sign-in works through the Redis-backed limiter, and nothing is logged while Redis answers', async () => {
    expect((await login(app, 'nurse01')).body.code).toBe(200);
    expect(logged).toEqual([]);
  });
});
