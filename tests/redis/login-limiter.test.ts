/**
 * The failed sign-in counts in Redis (REDIS_URL set): shared by every instance, same rules as in memory.
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

  it('two instances share the counts: 10 failures on one refuse that address on the other', async () => {
    const account = `redis-test-${randomBytes(6).toString('hex')}`;
    const guesser = { account, address: '10.0.0.1', deviceId: null };
    const a = LoginLimiter.create(redis);
    const b = LoginLimiter.create(redis);
    for (let i = 0; i < 4; i++) await a.fail(guesser);
    expect(await b.gate(guesser)).toEqual({ refused: false, delayMs: 500 });
    for (let i = 0; i < 6; i++) await b.fail(guesser);
    expect(await a.gate(guesser)).toEqual({ refused: true });
    expect(await a.gate({ ...guesser, address: '10.0.0.2' })).toEqual({ refused: false, delayMs: 0 });
  });

  it('a device known on one instance gets through the other', async () => {
    const account = `redis-test-${randomBytes(6).toString('hex')}`;
    const owner = { account, address: '10.0.1.1', deviceId: randomBytes(8).toString('hex') };
    const a = LoginLimiter.create(redis);
    const b = LoginLimiter.create(redis);
    await a.succeed(owner);
    const fromGuessers = { ...owner, address: '10.0.1.2' };
    for (let i = 0; i < 12; i++) await a.fail({ ...fromGuessers, deviceId: null });
    expect(await b.gate({ ...fromGuessers, deviceId: null })).toEqual({ refused: true });
    expect(await b.gate(fromGuessers)).toEqual({ refused: false, delayMs: 2000 });
  });
});
