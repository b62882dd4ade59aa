/**
 * The personal centre's storage (issue #17): a person's own record, the units and posts they hold (the main
 * one on `users`, the others in `user_memberships`) and the passwords they used before. No HTTP here.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PASSWORD_HISTORY } from '../../../contract/password';
import type { PasswordHash } from '../../auth/password';
import type { Db } from '../../db/client';
import { positions, userMemberships, users } from '../../db/schema';
import type { Proven } from '../../auth/proven';

export type PersonalRecord = NonNullable<Awaited<ReturnType<PersonalRepository['record']>>>;
export type Membership = { organizeId: string; positionId: string | null };
export type SelfPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    'email' | 'landline' | 'telePhone' | 'postalAddress' | 'urgentContacts' | 'urgentTelePhone' | 'signature'
  >
>;

export class PersonalRepository {
  constructor(private readonly db: Db) {}

  async record(userId: string) {
    const [row] = await this.db
      .select({
        id: users.id,
        account: users.account,
        realName: users.realName,
        headIcon: users.headIcon,
        gender: users.gender,
        organizeId: users.organizeId,
        positionName: sql<string>`coalesce(${positions.fullName}, '')`,
        managerId: users.managerId,
        createdAt: users.createdAt,
        prevLoginAt: users.prevLoginAt,
        entryDate: users.entryDate,
        birthday: users.birthday,
        nation: users.nation,
        education: users.education,
        nativePlace: users.nativePlace,
        mobile: users.mobile,
        email: users.email,
        landline: users.landline,
        telePhone: users.telePhone,
        postalAddress: users.postalAddress,
        urgentContacts: users.urgentContacts,
        urgentTelePhone: users.urgentTelePhone,
        signature: users.signature,
      })
      .from(users)
      .leftJoin(positions, eq(positions.id, users.positionId))
      .where(and(eq(users.id, userId), eq(users.enabled, true)));
    return row ?? null;
  }

  async saveSelf(userId: string, patch: SelfPatch): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    await this.db.update(users).set(patch).where(eq(users.id, userId));
  }

  /** Every unit and post the person holds, the main one first, each with its names. */
  async memberships(userId: string) {
    const main = this.db
      .select({
        organizeId: users.organizeId,
        positionId: users.positionId,
        main: sql<boolean>`true`,
      })
      .from(users)
      .where(eq(users.id, userId));
    const rows = [
      ...(await main),
      ...(await this.db
        .select({
          organizeId: userMemberships.organizeId,
          positionId: userMemberships.positionId,
          main: sql<boolean>`false`,
        })
        .from(userMemberships)
        .where(eq(userMemberships.userId, userId))
        .orderBy(asc(userMemberships.organizeId))),
    ];
    const positionIds = rows.flatMap((r) => (r.positionId ? [r.positionId] : []));
    const names = positionIds.length
      ? await this.db
          .select({ id: positions.id, fullName: positions.fullName })
          .from(positions)
          .where(inArray(positions.id, positionIds))
      : [];
    const nameOf = new Map(names.map((p) => [p.id, p.fullName]));
    return rows.map((r) => ({ ...r, positionName: r.positionId ? (nameOf.get(r.positionId) ?? '') : '' }));
  }

  /** Makes `chosen` (one of the person's other memberships) the main one; the old main one becomes another. */
  async makeMain(userId: string, chosen: Membership, previous: Membership): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(userMemberships)
        .where(and(eq(userMemberships.userId, userId), eq(userMemberships.organizeId, chosen.organizeId)));
      await tx.insert(userMemberships).values({ userId, ...previous });
      await tx
        .update(users)
        .set({ organizeId: chosen.organizeId, positionId: chosen.positionId })
        .where(eq(users.id, userId));
    });
  }

  /**
   * Sets the proven account's new password, retiring the current one and forgetting those older than the
   * history keeps (a way in: only after the person proved it is them, ways-in/proof.ts).
   */
  async changePassword(proven: Proven, next: PasswordHash): Promise<void> {
    const userId = proven.session.userId;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO password_history (user_id, password_salt, password_hash)
        SELECT id, password_salt, password_hash FROM users WHERE id = ${userId}`);
      await tx
        .update(users)
        .set({ passwordSalt: next.salt, passwordHash: next.hash })
        .where(eq(users.id, userId));
      await tx.execute(sql`
        DELETE FROM password_history WHERE user_id = ${userId} AND id NOT IN (
          SELECT id FROM password_history WHERE user_id = ${userId} ORDER BY id DESC
          LIMIT ${PASSWORD_HISTORY - 1})`);
    });
  }
}
