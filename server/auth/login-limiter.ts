/**
 * Keeps password guessing out without handing anyone a way to lock an account (OWASP ASVS 2.2.1): failures
 * are counted per account and address together, which slows (from the 4th) and then refuses that address
 * only; a spread-out attack (100 failures an hour on one account) refuses only origins the account has never
 * signed in from. A device or address with an earlier successful sign-in always gets through (slowed), so
 * the owner keeps working while someone else guesses. Counts live in memory, or in Redis when REDIS_URL is
 * set so every instance shares them (rate-limiter-flexible, with memory as insurance when Redis fails).
 * A signed-in account's wrong current passwords (asked again before a way in changes, issue #28) are
 * counted per account across every route that asks: five in 15 minutes lock it for the rest of the window,
 * so a stolen session cannot guess the password.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Failures of one account from one address: slowed from the 4th, refused at 10 within 15 minutes. */
export const PAIR_WINDOW_SEC = 15 * 60;
export const PAIR_MAX_FAILURES = 10;
/** Failures of one account from anywhere: at 100 within an hour, unknown origins are refused. */
export const ACCOUNT_WINDOW_SEC = 3600;
export const ACCOUNT_MAX_FAILURES = 100;
/**
 * How long a successful sign-in makes its device and address known to the account (renewed by each one;
 * staff sign in every shift). Under 24.8 days: the in-memory store expires keys with a timer.
 */
export const KNOWN_ORIGIN_SEC = 20 * 24 * 3600;
/** Wrong current passwords of a signed-in account: at this many within the window, the check is locked. */
export const CURRENT_WINDOW_SEC = 15 * 60;
export const CURRENT_MAX_FAILURES = 5;
const FREE_FAILURES = 3;
const BASE_DELAY_MS = 250;
export const MAX_DELAY_MS = 2000;

/** Delay before answering an attempt made after `failures` consecutive failures. */
export function loginDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

/** Who is trying: the account as typed, the client address, and the device cookie when the client has one. */
export type LoginOrigin = { account: string; address: string; deviceId: string | null };
export type LoginGate = { refused: true } | { refused: false; delayMs: number };

type Counts = { pairFailures: number; accountFailures: number; knownDevice: boolean; knownAddress: boolean };

/** The gate's rule, pure: a known device is only ever slowed; a known address escapes the account cap. */
export function decideGate(c: Counts): LoginGate {
  const refused =
    !c.knownDevice &&
    (c.pairFailures >= PAIR_MAX_FAILURES || (!c.knownAddress && c.accountFailures >= ACCOUNT_MAX_FAILURES));
  return refused ? { refused: true } : { refused: false, delayMs: loginDelayMs(c.pairFailures) };
}

type Limiters = {
  pair: RateLimiterAbstract;
  account: RateLimiterAbstract;
  known: RateLimiterAbstract;
  current: RateLimiterAbstract;
};

function limiter(redis: Redis | undefined, keyPrefix: string, points: number, duration: number) {
  const opts = { keyPrefix, points, duration };
  if (!redis) return new RateLimiterMemory(opts);
  // If Redis fails, count in this instance's memory rather than refusing or hanging every sign-in.
  return new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) });
}

export class LoginLimiter {
  constructor(private readonly limiters: Limiters) {}

  static create(redis?: Redis): LoginLimiter {
    return new LoginLimiter({
      pair: limiter(redis, 'login-fail-pair', PAIR_MAX_FAILURES, PAIR_WINDOW_SEC),
      account: limiter(redis, 'login-fail-account', ACCOUNT_MAX_FAILURES, ACCOUNT_WINDOW_SEC),
      known: limiter(redis, 'login-known', 1, KNOWN_ORIGIN_SEC),
      current: limiter(redis, 'reauth-fail', CURRENT_MAX_FAILURES, CURRENT_WINDOW_SEC),
    });
  }

  /** Whether the account's current password may not be tried now (too many wrong ones lately). */
  async currentLocked(userId: string): Promise<boolean> {
    const tries = await this.limiters.current.get(userId);
    return (tries?.consumedPoints ?? 0) >= CURRENT_MAX_FAILURES;
  }

  /** A wrong current password, counted for the account. */
  async currentWrong(userId: string): Promise<void> {
    await this.limiters.current.penalty(userId, 1);
  }

  /** The right one: the account starts afresh. */
  async currentRight(userId: string): Promise<void> {
    await this.limiters.current.delete(userId);
  }

  async gate(origin: LoginOrigin): Promise<LoginGate> {
    const keys = keysOf(origin);
    const { pair, account, known } = this.limiters;
    const [p, a, device, address] = await Promise.all([
      pair.get(keys.pair),
      account.get(keys.account),
      keys.device ? known.get(keys.device) : null,
      known.get(keys.address),
    ]);
    return decideGate({
      pairFailures: p?.consumedPoints ?? 0,
      accountFailures: a?.consumedPoints ?? 0,
      knownDevice: (device?.consumedPoints ?? 0) > 0,
      knownAddress: (address?.consumedPoints ?? 0) > 0,
    });
  }

  async fail(origin: LoginOrigin): Promise<void> {
    const keys = keysOf(origin);
    await Promise.all([
      this.limiters.pair.penalty(keys.pair, 1),
      this.limiters.account.penalty(keys.account, 1),
    ]);
  }

  /** A correct password: this address starts afresh, and it and the device become known to the account. */
  async succeed(origin: LoginOrigin): Promise<void> {
    const keys = keysOf(origin);
    const { pair, known } = this.limiters;
    await Promise.all([
      pair.delete(keys.pair),
      known.set(keys.address, 1, KNOWN_ORIGIN_SEC),
      keys.device ? known.set(keys.device, 1, KNOWN_ORIGIN_SEC) : null,
    ]);
  }
}

function keysOf({ account, address, deviceId }: LoginOrigin) {
  // Account names compare case-insensitively, so changing case does not dodge a count.
  const name = account.trim().toLowerCase();
  return {
    pair: `${name}|${address}`,
    account: name,
    address: `${name}|a:${address}`,
    device: deviceId ? `${name}|d:${deviceId}` : null,
  };
}
