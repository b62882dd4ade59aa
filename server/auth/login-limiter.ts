/**
 * Failed sign-ins per account (rate-limiter-flexible; in memory, or in Redis when REDIS_URL is set so all
 * instances share the count). From the 4th consecutive failure each attempt waits longer (250 ms doubling,
 * capped at 2 s); after 10 failures within 15 minutes the account is refused until the window passes.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export const LOGIN_WINDOW_SEC = 15 * 60;
export const LOGIN_MAX_FAILURES = 10;
const FREE_FAILURES = 3;
const BASE_DELAY_MS = 250;
export const MAX_DELAY_MS = 2000;

/** Delay before answering an attempt made after `failures` consecutive failures. */
export function loginDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

export type LoginGate = { locked: true } | { locked: false; delayMs: number };

export class LoginLimiter {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  static create(redis?: Redis): LoginLimiter {
    const opts = { keyPrefix: 'login-fail', points: LOGIN_MAX_FAILURES, duration: LOGIN_WINDOW_SEC };
    if (!redis) return new LoginLimiter(new RateLimiterMemory(opts));
    // If Redis fails, count in this instance's memory rather than refusing every sign-in.
    const insuranceLimiter = new RateLimiterMemory(opts);
    return new LoginLimiter(new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter }));
  }

  private key(account: string): string {
    return account.trim().toLowerCase();
  }

  async gate(account: string): Promise<LoginGate> {
    const res = await this.limiter.get(this.key(account));
    const failures = res?.consumedPoints ?? 0;
    return failures >= LOGIN_MAX_FAILURES
      ? { locked: true }
      : { locked: false, delayMs: loginDelayMs(failures) };
  }

  async fail(account: string): Promise<void> {
    await this.limiter.penalty(this.key(account), 1);
  }

  async reset(account: string): Promise<void> {
    await this.limiter.delete(this.key(account));
  }
}
