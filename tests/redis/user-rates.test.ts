/**
 * The per-person rates in Redis (REDIS_URL set, issue #28): every instance counts against the same windows,
 * and a refused take costs nothing in a window that had room. Runs as its own vitest project.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { Rate } from '../../server/limits/rate';

const url = process.env.REDIS_URL;

describe('per-person rates on Redis', () => {
  const redis = new Redis(url ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());

  it('two instances share a sender’s burst: the third message on either is refused with the wait', async () => {
    const name = `test-${randomBytes(6).toString('hex')}`;
    const windows = [
      { points: 2, durationSec: 10 },
      { points: 5, durationSec: 60 },
    ];
    const a = Rate.of(redis, name, windows);
    const b = Rate.of(redis, name, windows);
    expect(await a.take('u-nurse01')).toEqual({ ok: true });
    expect(await b.take('u-nurse01')).toEqual({ ok: true });
    const refused = await a.take('u-nurse01');
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.retryAfterMs).toBeLessThanOrEqual(10_000);
    expect(await b.take('u-head01')).toEqual({ ok: true });
    // The refused take was given back to the minute: it counts the two that went.
    expect(await redis.get(`rate-${name}-1:u-nurse01`)).toBe('2');
  });
});
