/**
 * The one place a Redis client is made. Everything that uses Redis must fail fast and fall back when it is
 * unreachable: bounded connect and command time-outs, no offline queue, and one log line per outage.
 */
import { Redis } from 'ioredis';

export const REDIS_CONNECT_TIMEOUT_MS = 2000;
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 5000;

export type RedisLog = (line: string) => void;

/** Reconnects forever, backing off to 5 s, so Redis coming back is noticed without a restart. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(MAX_RECONNECT_DELAY_MS, 100 * 2 ** Math.min(attempt, 10));
}

/** Logs the first error of an outage and its end; the retries in between stay quiet. */
function reportOutages(redis: Redis, name: string, log: RedisLog): void {
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log(`Redis (${name}) unreachable: ${err.message} — using this instance's memory until it is back`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log(`Redis (${name}) is back`);
  });
}

/**
 * `name` tells the outage lines apart when a process holds several connections (e.g. a subscriber).
 * Commands sent while Redis is away reject at once (no offline queue) so callers use their fallback.
 */
export function createRedis(url: string, name = 'main', log: RedisLog = console.warn): Redis {
  const redis = new Redis(url, {
    connectionName: `hr-${name}`,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: reconnectDelayMs,
  });
  reportOutages(redis, name, log);
  return redis;
}

/** PING bounded by `timeoutMs`: 'up', or 'down' when it fails or does not answer in time. */
export async function pingRedis(redis: Redis, timeoutMs: number): Promise<'up' | 'down'> {
  if (redis.status !== 'ready') return 'down';
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  try {
    return await Promise.race([redis.ping().then(() => 'up' as const), late]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
