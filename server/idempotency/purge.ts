/**
 * Idempotency records are kept IDEMPOTENCY_RETENTION_DAYS (an outbox row older than that is long settled);
 * server/daily-purge.ts runs the purge.
 */
import type { Purge } from '../daily-purge';
import type { Db } from '../db/client';
import { IdempotencyRepository } from './repository';

export const IDEMPOTENCY_RETENTION_DAYS = 14;
const DAY_MS = 86_400_000;

/** Deletes the records older than the retention period at `now`; returns how many went. */
export function purgeIdempotencyRecords(db: Db, now: number): Promise<number> {
  return new IdempotencyRepository(db).purgeBefore(new Date(now - IDEMPOTENCY_RETENTION_DAYS * DAY_MS));
}

export const idempotencyPurge: Purge = { name: 'idempotency', run: purgeIdempotencyRecords };
