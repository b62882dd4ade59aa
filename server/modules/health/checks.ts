/**
 * The dependency checks behind GET /api/health, each bounded by a time-out: the database (`select 1`),
 * Redis (PING, or 'off' when not configured) and the free space of DATA_DIR; and the overall verdict.
 */
import { statfs } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { pingRedis } from '../../redis';

/** Below this much free space under DATA_DIR the disk is reported 'low'. */
export const DISK_LOW_BYTES = 256 * 1024 * 1024;

export type DatabaseCheck = { status: 'up' | 'down'; ms: number };
export type RedisCheck = { status: 'up' | 'down' | 'off' };
export type DiskCheck = { status: 'ok' | 'low' | 'unknown'; freeBytes: number | null };
export type Overall = 'ok' | 'degraded' | 'down';

function timeout(ms: number): { promise: Promise<never>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

export async function checkDatabase(db: Db, timeoutMs: number): Promise<DatabaseCheck> {
  const started = performance.now();
  const late = timeout(timeoutMs);
  try {
    await Promise.race([db.execute(sql`select 1`), late.promise]);
    return { status: 'up', ms: Math.round(performance.now() - started) };
  } catch {
    return { status: 'down', ms: Math.round(performance.now() - started) };
  } finally {
    late.cancel();
  }
}

export async function checkRedis(redis: Redis | undefined, timeoutMs: number): Promise<RedisCheck> {
  return { status: redis ? await pingRedis(redis, timeoutMs) : 'off' };
}

export async function checkDisk(dir: string): Promise<DiskCheck> {
  try {
    const stats = await statfs(dir);
    const freeBytes = stats.bavail * stats.bsize;
    return { status: freeBytes < DISK_LOW_BYTES ? 'low' : 'ok', freeBytes };
  } catch {
    return { status: 'unknown', freeBytes: null };
  }
}

/** Without the database nothing works ('down', HTTP 503); Redis down or a low disk still serve. */
export function overall(database: DatabaseCheck, redis: RedisCheck, disk: DiskCheck): Overall {
  if (database.status === 'down') return 'down';
  return redis.status === 'down' || disk.status === 'low' ? 'degraded' : 'ok';
}
