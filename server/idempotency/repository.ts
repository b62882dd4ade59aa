/**
 * Queries of idempotency_records (migration 003). Constructed with the transaction of the call it guards,
 * so the record commits or rolls back together with the call's effect.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyRecords } from '../db/schema';

export type RecordKey = { userId: string; key: string };
export type StoredAnswer = { requestHash: string; httpStatus: number; response: unknown };

const byKey = ({ userId, key }: RecordKey) =>
  and(eq(idempotencyRecords.userId, userId), eq(idempotencyRecords.idempotencyKey, key));

export class IdempotencyRepository {
  constructor(private readonly db: Db) {}

  /**
   * Inserts the record of a first attempt; false when the key is already taken. While another open
   * transaction holds the same key, PostgreSQL makes this INSERT wait for it to commit or roll back.
   */
  async claim(id: RecordKey, requestHash: string, createdAt: Date): Promise<boolean> {
    const rows = await this.db
      .insert(idempotencyRecords)
      .values({ userId: id.userId, idempotencyKey: id.key, requestHash, createdAt })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecords.idempotencyKey });
    return rows.length === 1;
  }

  async find(id: RecordKey): Promise<StoredAnswer | null> {
    const [row] = await this.db
      .select({
        requestHash: idempotencyRecords.requestHash,
        httpStatus: idempotencyRecords.httpStatus,
        response: idempotencyRecords.response,
      })
      .from(idempotencyRecords)
      .where(byKey(id));
    return row ?? null;
  }

  async complete(id: RecordKey, httpStatus: number, response: unknown): Promise<void> {
    await this.db.update(idempotencyRecords).set({ httpStatus, response }).where(byKey(id));
  }

  /** Deletes the records created before `cutoff`; returns how many went. */
  async purgeBefore(cutoff: Date): Promise<number> {
    const gone = await this.db
      .delete(idempotencyRecords)
      .where(lt(idempotencyRecords.createdAt, cutoff))
      .returning({ one: sql<number>`1` });
    return gone.length;
  }
}
