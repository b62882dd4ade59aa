/**
 * The idempotency guarantee, free of HTTP: `runOnce` runs an effect at most once per (user, key) and
 * answers every repeat with what the first successful attempt answered (ARCHITECTURE §4).
 *
 * The record is claimed by INSERT … ON CONFLICT DO NOTHING at the start of the effect's transaction and
 * completed with the answer at its end. A concurrent repeat blocks on the uncommitted primary key: when the
 * first attempt commits, its claim fails and it reads the stored answer; when the first attempt fails (its
 * transaction rolls back, taking the claim with it), the repeat claims the key and runs the effect itself.
 * Failures are therefore never recorded: a refused request may be corrected and sent again with its key.
 */
import { CODE } from '../../contract';
import type { Db, Tx } from '../db/client';
import { ApiError } from '../http/envelope';
import { IdempotencyRepository, type RecordKey } from './repository';

export const IDEMPOTENCY_CONFLICT_MESSAGE =
  '重复的请求编号：该 Idempotency-Key 已用于另一个内容不同的请求，请为新的请求生成新的编号';

export type Attempt = RecordKey & { requestHash: string; now: number };
export type Answer<T> = { replayed: boolean; httpStatus: number; body: T };

/** The effect's answer is stored as JSON, so it must be plain data; it is always an HTTP 200 envelope. */
export function runOnce<T>(db: Db, attempt: Attempt, effect: (tx: Tx) => Promise<T>): Promise<Answer<T>> {
  return db.transaction(async (tx) => {
    const records = new IdempotencyRepository(tx);
    // Twice at most: a record purged between a failed claim and the read frees the key for a new claim.
    for (let round = 0; round < 2; round++) {
      if (await records.claim(attempt, attempt.requestHash, new Date(attempt.now))) {
        const body = await effect(tx);
        await records.complete(attempt, 200, body);
        return { replayed: false, httpStatus: 200, body };
      }
      const stored = await records.find(attempt);
      if (!stored) continue;
      if (stored.requestHash !== attempt.requestHash)
        throw new ApiError(CODE.CONFLICT, IDEMPOTENCY_CONFLICT_MESSAGE);
      return { replayed: true, httpStatus: stored.httpStatus, body: stored.response as T };
    }
    throw new Error('idempotency record could be neither claimed nor read');
  });
}
