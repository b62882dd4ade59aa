/**
 * The ways into an account as kept (migration 023): the account's mobile and password, its DingTalk binding,
 * and `ways_in`, the latest change of each — when, from which session, device, address and browser, and for
 * a mobile the number it replaced. The writes take a `Proven` (proof.ts): only a person who has just proven
 * it is them changes a way in. No HTTP in it.
 */
import { and, desc, eq, max } from 'drizzle-orm';
import type { WayInKind } from '../../../contract';
import type { Db } from '../../db/client';
import { dingBindings, passwordHistory, users, waysIn } from '../../db/schema';
import type { Proven } from '../../auth/proven';

export type WayInRow = typeof waysIn.$inferSelect;
/** Where a change was made: the proven session's device, address and browser. */
export type MadeFrom = { address: string; userAgent: string };

/** The account's ways in as they are, with what is known of when each was set. */
export type AccountWays = {
  mobile: string | null;
  hasPassword: boolean;
  createdAt: Date;
  passwordSetAt: Date | null;
  dingBoundAt: Date | null;
  changes: WayInRow[];
};

export class WaysInRepository {
  constructor(private readonly db: Db) {}

  /** The account's bound mobile, or null. */
  async mobileOf(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
    return row?.mobile ?? null;
  }

  async account(userId: string): Promise<AccountWays | null> {
    const [user] = await this.db
      .select({ mobile: users.mobile, hash: users.passwordHash, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return null;
    const [[retired], [ding], changes] = await Promise.all([
      this.db
        .select({ at: max(passwordHistory.retiredAt) })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, userId)),
      this.db
        .select({ at: dingBindings.createdAt })
        .from(dingBindings)
        .where(eq(dingBindings.userId, userId)),
      this.db.select().from(waysIn).where(eq(waysIn.userId, userId)).orderBy(desc(waysIn.changedAt)),
    ]);
    return {
      mobile: user.mobile,
      hasPassword: user.hash !== '',
      createdAt: user.createdAt,
      passwordSetAt: retired?.at ?? null,
      dingBoundAt: ding?.at ?? null,
      changes,
    };
  }

  /** The latest change of one way in, or null (none since migration 023, or it was removed). */
  async change(userId: string, kind: WayInKind): Promise<WayInRow | null> {
    const [row] = await this.db
      .select()
      .from(waysIn)
      .where(and(eq(waysIn.userId, userId), eq(waysIn.kind, kind)));
    return row ?? null;
  }

  /** Notes a change of `kind` made now by the proven session (replacing the earlier note). */
  async record(
    proven: Proven,
    change: { kind: WayInKind; at: Date; from: MadeFrom; previousMobile?: string | null },
  ): Promise<void> {
    const { session } = proven;
    const row = {
      changedAt: change.at,
      sessionJti: session.jti,
      deviceId: session.deviceId,
      address: change.from.address,
      userAgent: change.from.userAgent,
      previousMobile: change.previousMobile ?? null,
    };
    await this.db
      .insert(waysIn)
      .values({ userId: session.userId, kind: change.kind, ...row })
      .onConflictDoUpdate({ target: [waysIn.userId, waysIn.kind], set: row });
  }

  /** Forgets the note of a way in that is no more (an unbound DingTalk). */
  async forget(proven: Proven, kind: WayInKind): Promise<void> {
    await this.db.delete(waysIn).where(and(eq(waysIn.userId, proven.session.userId), eq(waysIn.kind, kind)));
  }

  /** Makes `mobile` (or none) the proven account's number, if the account is still enabled. */
  async setMobile(proven: Proven, mobile: string | null): Promise<void> {
    await this.db
      .update(users)
      .set({ mobile })
      .where(and(eq(users.id, proven.session.userId), eq(users.enabled, true)));
  }
}
