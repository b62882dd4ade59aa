/** Queries of app_usual (migration 014): each person's favourite flows (type 1) and apps (type 2). */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appUsual } from '../../db/schema';

export const FLOWS = 1;
export const APPS = 2;
export type UsualType = typeof FLOWS | typeof APPS;

const mine = (userId: string, type: UsualType) =>
  and(eq(appUsual.userId, userId), eq(appUsual.objectType, type));

export class UsualRepository {
  constructor(private readonly db: Db) {}

  favourites(userId: string, type: UsualType) {
    return this.db
      .select({ id: appUsual.id, objectId: appUsual.objectId })
      .from(appUsual)
      .where(mine(userId, type))
      .orderBy(asc(appUsual.createdAt), asc(appUsual.id));
  }

  async count(userId: string, type: UsualType): Promise<number> {
    const [held] = await this.db.select({ n: count() }).from(appUsual).where(mine(userId, type));
    return held?.n ?? 0;
  }

  /** Adds it once: a second add of the same is none. */
  async add(row: typeof appUsual.$inferInsert): Promise<void> {
    await this.db.insert(appUsual).values(row).onConflictDoNothing();
  }

  /** Their clients remove by the object's id alone (a flow's key and an app's id never meet). */
  async remove(userId: string, objectId: string): Promise<void> {
    await this.db.delete(appUsual).where(and(eq(appUsual.userId, userId), eq(appUsual.objectId, objectId)));
  }
}
