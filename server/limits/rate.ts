/**
 * Per-person rates (issue #28): one small mechanism for every limit of what a signed-in person may do often —
 * uploads, chat messages, urges. A rate is one or more windows (a burst and a steady rate are two), each a
 * number of points per so many seconds; a take passes only when every window has a point left, else it
 * says how long until the fullest one opens again. Counted with rate-limiter-flexible as the sign-in limits
 * are (server/auth/login-limiter.ts): in Redis when REDIS_URL is set, so every instance shares the count,
 * with this instance's memory as insurance while Redis is away; in memory otherwise.
 */
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { LimitsConfig } from './limits-config';

export type RateWindow = { points: number; durationSec: number };
export type Taken = { ok: true } | { ok: false; retryAfterMs: number };

function limiter(redis: Redis | undefined, keyPrefix: string, w: RateWindow): RateLimiterAbstract {
  const opts = { keyPrefix, points: w.points, duration: w.durationSec };
  if (!redis) return new RateLimiterMemory(opts);
  return new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) });
}

/** A refused take's wait; anything else (the store failing without insurance) is thrown on. */
async function waitOf(taking: Promise<unknown>): Promise<number> {
  try {
    await taking;
    return 0;
  } catch (refused) {
    if (refused instanceof RateLimiterRes) return Math.max(1, refused.msBeforeNext);
    throw refused;
  }
}

export class Rate {
  private constructor(private readonly windows: readonly RateLimiterAbstract[]) {}

  /** `name` keeps this rate's counts apart from every other's (and names its keys in Redis). */
  static of(redis: Redis | undefined, name: string, windows: readonly RateWindow[]): Rate {
    return new Rate(windows.map((w, i) => limiter(redis, `rate-${name}-${i}`, w)));
  }

  /**
   * One point of `key` from every window. A refused take costs nothing in the windows that had room (their
   * point is given back); the full window keeps counting, which never opens it later (windows are fixed).
   */
  async take(key: string): Promise<Taken> {
    const waits = await Promise.all(this.windows.map((w) => waitOf(w.consume(key, 1))));
    const retryAfterMs = Math.max(...waits);
    if (retryAfterMs === 0) return { ok: true };
    await Promise.all(this.windows.filter((_, i) => waits[i] === 0).map((w) => w.reward(key, 1)));
    return { ok: false, retryAfterMs };
  }

  /** Gives a point back to every window (the take was for something that did not happen after all). */
  async giveBack(key: string): Promise<void> {
    await Promise.all(this.windows.map((w) => w.reward(key, 1)));
  }
}

/** The rates of one server, keyed by user id (urges per task by user and task). */
export type UserRates = { upload: Rate; chat: Rate; urgeTask: Rate; urgeUser: Rate };

export function userRates(limits: LimitsConfig, redis?: Redis): UserRates {
  return {
    upload: Rate.of(redis, 'upload', [{ points: limits.uploadsPerMinute, durationSec: 60 }]),
    chat: Rate.of(redis, 'chat', [
      { points: limits.chatBurst, durationSec: 10 },
      { points: limits.chatPerMinute, durationSec: 60 },
    ]),
    urgeTask: Rate.of(redis, 'urge-task', [{ points: 1, durationSec: limits.urgeIntervalSec }]),
    urgeUser: Rate.of(redis, 'urge-user', [{ points: limits.urgesPerHour, durationSec: 3600 }]),
  };
}

/** A wait in words: whole seconds under two minutes, else whole minutes (rounded up). */
export function waitWords(ms: number): string {
  const sec = Math.ceil(ms / 1000);
  return sec < 120 ? `${sec} 秒` : `${Math.ceil(sec / 60)} 分钟`;
}
