/** Queries of `push_subscriptions`: save (the endpoint moves to its latest subscriber), list a user's, delete. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

export class PushRepository {
  constructor(private readonly db: Db) {}

  async save(s: Omit<StoredSubscription, 'createdAt'>, at: number): Promise<void> {
    const row = { ...s, createdAt: new Date(at) };
    await this.db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
  }

  async ofUsers(userIds: readonly string[]): Promise<StoredSubscription[]> {
    if (userIds.length === 0) return [];
    return this.db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...userIds]));
  }

  /** Removes the caller's own subscription (another user's endpoint is left alone). */
  async remove(userId: string, endpoint: string): Promise<void> {
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  /** The push service said this endpoint is gone (404/410). */
  async forget(endpoint: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  }
}
