/**
 * The failed sign-in counter in Redis (REDIS_URL set): shared by every instance, same rules as in memory.
 * Runs as its own vitest project, only when REDIS_URL is set (CI sets it when Redis answers).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LoginLimiter } from '../../server/auth/login-limiter';

const url = process.env.REDIS_URL;

describe('failed sign-in limiter on Redis', () => {
  const redis = new Redis(url ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());

  it('two instances share the count: 10 failures on one lock the account on the other', async () => {
    const account = `redis-test-${randomBytes(6).toString('hex')}`;
    const a = LoginLimiter.create(redis);
    const b = LoginLimiter.create(redis);
    for (let i = 0; i < 4; i++) await a.fail(account);
    expect(await b.gate(account)).toEqual({ locked: false, delayMs: 500 });
    for (let i = 0; i < 6; i++) await b.fail(account);
    expect(await a.gate(account)).toEqual({ locked: true });
    await b.reset(account);
    expect(await a.gate(account)).toEqual({ locked: false, delayMs: 0 });
  });
});
