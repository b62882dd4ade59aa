/**
 * The sms_codes table: counting recent requests (by number, requester, address, owner or not), whether a
 * browser has signed in to a number's account, the live code of a number for one requester, and marking
 * tries and use.
 */
import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions, smsCodes, users } from '../../db/schema';

export type CodeRow = typeof smsCodes.$inferSelect;
export type NewCode = typeof smsCodes.$inferInsert;

/** Which requests a limit counts: those matching every given part. */
export type CountedBy = { mobile?: string; requester?: string; address?: string; known?: boolean };

function countedWhere(by: CountedBy, since: Date): SQL | undefined {
  return and(
    by.mobile === undefined ? undefined : eq(smsCodes.mobile, by.mobile),
    by.requester === undefined ? undefined : eq(smsCodes.requester, by.requester),
    by.address === undefined ? undefined : eq(smsCodes.address, by.address),
    by.known === undefined ? undefined : eq(smsCodes.known, by.known),
    gt(smsCodes.createdAt, since),
  );
}

export class SmsCodeRepository {
  constructor(private readonly db: Db) {}

  /** Codes asked for since `since` that match `by`. */
  async sentSince(by: CountedBy, since: Date): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(smsCodes).where(countedWhere(by, since));
    return row?.n ?? 0;
  }

  /** The oldest request matching `by` still counted in a window, to say when the next may be made. */
  async oldestSince(by: CountedBy, since: Date): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: sql<Date>`min(${smsCodes.createdAt})`.mapWith(smsCodes.createdAt) })
      .from(smsCodes)
      .where(countedWhere(by, since));
    return row?.at ?? null;
  }

  /**
   * Whether this browser signed in, since `since`, to an enabled account with this mobile: one query whether
   * or not the number is anyone's, so its time tells nothing.
   */
  async deviceSignedIn(mobile: string, deviceId: string, since: Date): Promise<boolean> {
    const rows = await this.db
      .select({ jti: sessions.jti })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(users.mobile, mobile),
          eq(users.enabled, true),
          eq(sessions.deviceId, deviceId),
          gt(sessions.issuedAt, since),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Whether an enabled account other than `userId` has this mobile. */
  async takenByOther(mobile: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.mobile, mobile), eq(users.enabled, true), ne(users.id, userId)))
      .limit(1);
    return rows.length > 0;
  }

  /** The one enabled account with this mobile; null when none, or when the number is not one person's. */
  async accountOf(mobile: string): Promise<string | null> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.mobile, mobile), eq(users.enabled, true)))
      .limit(2);
    return rows.length === 1 ? rows[0]!.id : null;
  }

  /**
   * A new code for the number, purpose and requester; the requester's earlier one still live ends now (only
   * their newest works; another requester's code is not theirs to end).
   */
  async replace(code: NewCode): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(smsCodes)
        .set({ expiresAt: code.createdAt })
        .where(
          and(
            eq(smsCodes.mobile, code.mobile),
            eq(smsCodes.purpose, code.purpose),
            eq(smsCodes.requester, code.requester!),
            isNull(smsCodes.usedAt),
            gt(smsCodes.expiresAt, code.createdAt!),
          ),
        );
      await tx.insert(smsCodes).values(code);
    });
  }

  /** Forgets requests older than `before` (no limit counts them any more). */
  async purge(before: Date): Promise<void> {
    await this.db.delete(smsCodes).where(lt(smsCodes.createdAt, before));
  }

  /** Runs `fn` on the requesters' newest live code for the number and purpose, locked against another try. */
  async withLiveCode<T>(
    live: { mobile: string; purpose: CodeRow['purpose']; requesters: string[]; now: Date },
    fn: (row: CodeRow | null, tx: Tx) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.mobile, live.mobile),
            eq(smsCodes.purpose, live.purpose),
            inArray(smsCodes.requester, live.requesters),
            isNull(smsCodes.usedAt),
            gt(smsCodes.expiresAt, live.now),
          ),
        )
        .orderBy(desc(smsCodes.createdAt))
        .limit(1)
        .for('update');
      return fn(row ?? null, tx);
    });
  }
}

export async function markTried(tx: Tx, id: number, tries: number): Promise<void> {
  await tx.update(smsCodes).set({ tries }).where(eq(smsCodes.id, id));
}

export async function markUsed(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(smsCodes).set({ usedAt: at }).where(eq(smsCodes.id, id));
}
