/**
 * The ding_bindings table (migration 020): which account a DingTalk user signs in as, an account's own
 * binding, binding (replacing the account's earlier one; refused when the DingTalk user is another
 * account's, also when a concurrent binding took it first) and unbinding. Binding and unbinding take a
 * `Proven` (auth/proven.ts, made by ways-in/proof.ts): only a person who has just proven it is them changes this way in. No HTTP in it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { dingBindings } from '../../db/schema';
import type { Proven } from '../../auth/proven';

export type DingBindingRow = typeof dingBindings.$inferSelect;

export class DingBindingRepository {
  constructor(private readonly db: Db) {}

  /** The account this DingTalk user signs in as, or null. */
  async accountOf(dingUserId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: dingBindings.userId })
      .from(dingBindings)
      .where(eq(dingBindings.dingUserId, dingUserId));
    return row?.userId ?? null;
  }

  /** The account's binding, or null. */
  async of(userId: string): Promise<DingBindingRow | null> {
    const [row] = await this.db.select().from(dingBindings).where(eq(dingBindings.userId, userId));
    return row ?? null;
  }

  /**
   * Binds the DingTalk user to the proven account, replacing its earlier binding (binding the same one again
   * keeps its time). False, and nothing changed, when the DingTalk user is another account's. The insert runs
   * in its own (nested) transaction, so a concurrent binding's unique violation leaves an outer one usable.
   */
  async bind(proven: Proven, dingUserId: string, at: Date): Promise<boolean> {
    const userId = proven.session.userId;
    const holder = await this.accountOf(dingUserId);
    if (holder !== null && holder !== userId) return false;
    try {
      await this.db.transaction(async (tx) => {
        await tx
          .insert(dingBindings)
          .values({ userId, dingUserId, createdAt: at })
          .onConflictDoUpdate({
            target: dingBindings.userId,
            set: { dingUserId, createdAt: at },
            setWhere: sql`${dingBindings.dingUserId} <> excluded.ding_user_id`,
          });
      });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /** Removes the proven account's binding, if any. */
  async unbind(proven: Proven): Promise<void> {
    await this.db.delete(dingBindings).where(eq(dingBindings.userId, proven.session.userId));
  }
}
