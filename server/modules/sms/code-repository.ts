/** The sms_codes table: counting recent requests, the live code of a number, and marking tries and use. */
import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { smsCodes, users } from '../../db/schema';

export type CodeRow = typeof smsCodes.$inferSelect;
export type NewCode = typeof smsCodes.$inferInsert;

export class SmsCodeRepository {
  constructor(private readonly db: Db) {}

  /** Codes asked for since `since`, for this number or from this address. */
  async sentSince(by: 'mobile' | 'address', value: string, since: Date): Promise<number> {
    const column = by === 'mobile' ? smsCodes.mobile : smsCodes.address;
    const [row] = await this.db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(column, value), gt(smsCodes.createdAt, since)));
    return row?.n ?? 0;
  }

  /** The oldest request still counted in a window, to say when the next may be made. */
  async oldestSince(mobile: string, since: Date): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: sql<Date>`min(${smsCodes.createdAt})`.mapWith(smsCodes.createdAt) })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, since)));
    return row?.at ?? null;
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

  /** A new code for the number and purpose; any earlier one still live ends now (only the newest works). */
  async replace(code: NewCode): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(smsCodes)
        .set({ expiresAt: code.createdAt })
        .where(
          and(
            eq(smsCodes.mobile, code.mobile),
            eq(smsCodes.purpose, code.purpose),
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

  /** Runs `fn` on the number's newest live code for `purpose`, locked against a concurrent try. */
  async withLiveCode<T>(
    mobile: string,
    purpose: CodeRow['purpose'],
    now: Date,
    fn: (row: CodeRow | null, tx: Tx) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.mobile, mobile),
            eq(smsCodes.purpose, purpose),
            isNull(smsCodes.usedAt),
            gt(smsCodes.expiresAt, now),
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
