/** Session rows: one per issued token (jti), revoked with a reason instead of deleted. */
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, type RevokeReason } from '../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

/** Read on every request: prepared once (the SQL is built once, PostgreSQL plans it once per connection). */
function prepareFind(db: Db) {
  return db
    .select({ session: sessions, userEnabled: users.enabled })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.jti, sql.placeholder('jti')))
    .prepare('session_find');
}

export class SessionRepository {
  private readonly findPrepared: ReturnType<typeof prepareFind>;

  constructor(private readonly db: Db) {
    this.findPrepared = prepareFind(db);
  }

  async insert(row: typeof sessions.$inferInsert): Promise<void> {
    await this.db.insert(sessions).values(row);
  }

  /** The session with its user's enabled flag (false when the user is gone). */
  async find(jti: string): Promise<{ session: SessionRow; userEnabled: boolean } | null> {
    const rows = await this.findPrepared.execute({ jti });
    const row = rows[0];
    return row ? { session: row.session, userEnabled: row.userEnabled ?? false } : null;
  }

  async seen(jti: string, at: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.jti, jti));
  }

  live(userId: string, now: Date): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.issuedAt})`));
  }

  /** Revokes still-live sessions; returns the jtis it revoked. */
  async revoke(
    where: { jti: string } | { userId: string; clientKind?: string; exceptJti?: string },
    reason: RevokeReason,
    now: Date,
  ): Promise<string[]> {
    const filter =
      'jti' in where
        ? eq(sessions.jti, where.jti)
        : and(
            eq(sessions.userId, where.userId),
            where.clientKind ? eq(sessions.clientKind, where.clientKind) : undefined,
            where.exceptJti ? ne(sessions.jti, where.exceptJti) : undefined,
          );
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: now, revokeReason: reason })
      .where(and(filter, isNull(sessions.revokedAt)))
      .returning({ jti: sessions.jti });
    return rows.map((r) => r.jti);
  }
}
