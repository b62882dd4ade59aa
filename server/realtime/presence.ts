/**
 * Who is online across instances. `LocalPresence` knows this instance only; `RedisPresence` mirrors this
 * instance's socket counts into its own Redis hash that expires unless refreshed, so a crashed instance's
 * users drop out within the TTL. When Redis is away, online lists fall back to this instance's users.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface Presence {
  /** `userId` now holds `count` sockets on this instance (0: none). */
  set(userId: string, count: number): void;
  /** Users online anywhere; `local` are this instance's. */
  online(local: string[]): Promise<string[]>;
  close(): Promise<void>;
}

export class LocalPresence implements Presence {
  set(): void {}

  async online(local: string[]): Promise<string[]> {
    return local;
  }

  async close(): Promise<void> {}
}

export type RedisPresenceOptions = {
  /** Key prefix, so tests (or two apps on one Redis) keep apart; default `hr:`. */
  prefix?: string;
  /** How long an instance's users stay online without its heartbeat. */
  ttlMs?: number;
  log?: (line: string) => void;
};

/**
 * Keys: `<prefix>presence:<instance>` (hash userId → sockets, expiring) and `<prefix>presence:instances`
 * (sorted set of instances by last heartbeat, pruned after the TTL).
 */
export class RedisPresence implements Presence {
  private readonly counts = new Map<string, number>();
  private readonly instance = randomUUID();
  private readonly prefix: string;
  private readonly key: string;
  private readonly instancesKey: string;
  private readonly ttlMs: number;
  private readonly timer: NodeJS.Timeout;
  private readonly log: (line: string) => void;

  constructor(
    private readonly redis: Redis,
    opts: RedisPresenceOptions = {},
  ) {
    this.prefix = opts.prefix ?? 'hr:';
    this.key = this.keyOf(this.instance);
    this.instancesKey = `${this.prefix}presence:instances`;
    this.ttlMs = opts.ttlMs ?? 30_000;
    this.log = opts.log ?? console.warn;
    this.timer = setInterval(() => void this.heartbeat(), this.ttlMs / 3);
    this.timer.unref();
    // A hash that expired while Redis was away is written again in full.
    redis.on('ready', () => void this.heartbeat());
    void this.heartbeat();
  }

  private keyOf(instance: string): string {
    return `${this.prefix}presence:${instance}`;
  }

  set(userId: string, count: number): void {
    if (count > 0) this.counts.set(userId, count);
    else this.counts.delete(userId);
    // While Redis is away the counts wait here; the heartbeat on its return writes them all.
    if (this.redis.status !== 'ready') return;
    const multi = this.redis.multi();
    if (count > 0) multi.hset(this.key, userId, count);
    else multi.hdel(this.key, userId);
    multi.pexpire(this.key, this.ttlMs).exec().catch(this.quiet);
  }

  async online(local: string[]): Promise<string[]> {
    try {
      const now = Date.now();
      const ids = await this.redis.zrangebyscore(this.instancesKey, now - this.ttlMs, '+inf');
      const users = await Promise.all(ids.map((id) => this.redis.hkeys(this.keyOf(id))));
      return [...new Set([...local, ...users.flat()])];
    } catch {
      return local;
    }
  }

  /** Refreshes this instance's hash (written in full: it may have expired) and its heartbeat. */
  private async heartbeat(): Promise<void> {
    if (this.redis.status !== 'ready') return;
    const now = Date.now();
    const multi = this.redis.multi().del(this.key);
    if (this.counts.size) multi.hset(this.key, Object.fromEntries(this.counts));
    await multi
      .pexpire(this.key, this.ttlMs)
      .zadd(this.instancesKey, now, this.instance)
      .zremrangebyscore(this.instancesKey, '-inf', now - this.ttlMs)
      .exec()
      .catch(this.quiet);
  }

  private readonly quiet = (err: Error) => this.log(`presence not shared: ${err.message}`);

  async close(): Promise<void> {
    clearInterval(this.timer);
    if (this.redis.status !== 'ready') return;
    await this.redis
      .multi()
      .del(this.key)
      .zrem(this.instancesKey, this.instance)
      .exec()
      .catch(() => undefined);
  }
}
