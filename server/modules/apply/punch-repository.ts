/**
 * Queries of punch_sites and field_punches (migration 004). Given the transaction of `idempotent()` when a
 * punch is stored, so the punch commits with its idempotency record.
 */
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PunchSite } from '../../../contract';
import type { Db } from '../../db/client';
import { fieldPunches, punchSites, users } from '../../db/schema';
import { tableVersion } from '../../db/table-version';

export type PunchRow = typeof fieldPunches.$inferSelect;
/** A punch with its site's current name and, once HR decided it (migration 028), the reviewer's name. */
export type PunchWithSite = PunchRow & { siteName: string | null; reviewerName: string | null };
/** Server punchedAt bounds in ms, both inclusive; no `to` leaves the range open. */
export type PunchRange = { from: number; to?: number };

const reviewer = alias(users, 'reviewer');

const siteColumns = {
  id: punchSites.id,
  name: punchSites.name,
  address: punchSites.address,
  latitude: punchSites.latitude,
  longitude: punchSites.longitude,
  radius: punchSites.radius,
};

export class PunchRepository {
  constructor(private readonly db: Db) {}

  sites(): Promise<PunchSite[]> {
    return this.db.select(siteColumns).from(punchSites).orderBy(asc(punchSites.sortCode), asc(punchSites.id));
  }

  sitesVersion(): Promise<string> {
    return tableVersion(this.db, punchSites, punchSites.rowVersion);
  }

  /**
   * Stores the punch unless its person already has one at that instant of their phone's clock (migration
   * 022: the same punch sent again); answers the stored one either way.
   */
  async insertOnce(row: PunchRow): Promise<PunchRow> {
    const [inserted] = await this.db
      .insert(fieldPunches)
      .values(row)
      .onConflictDoNothing({ target: [fieldPunches.userId, fieldPunches.devicePunchedAt] })
      .returning();
    if (inserted) return inserted;
    const [stored] = await this.db
      .select()
      .from(fieldPunches)
      .where(and(eq(fieldPunches.userId, row.userId), eq(fieldPunches.devicePunchedAt, row.devicePunchedAt)));
    return stored!;
  }

  /** The name of whoever reviewed a punch (null when nobody has). */
  async reviewerName(row: PunchRow): Promise<string | null> {
    if (!row.reviewedBy) return null;
    const [found] = await this.db
      .select({ name: users.realName })
      .from(users)
      .where(eq(users.id, row.reviewedBy));
    return found?.name ?? '';
  }

  /** The user's punches in the range, newest claim first, each with its site's current name. */
  list(userId: string, range: PunchRange): Promise<PunchWithSite[]> {
    return this.db
      .select({ punch: fieldPunches, siteName: punchSites.name, reviewerName: reviewer.realName })
      .from(fieldPunches)
      .leftJoin(punchSites, eq(punchSites.id, fieldPunches.siteId))
      .leftJoin(reviewer, eq(reviewer.id, fieldPunches.reviewedBy))
      .where(
        and(
          eq(fieldPunches.userId, userId),
          gte(fieldPunches.punchedAt, range.from),
          range.to === undefined ? undefined : lte(fieldPunches.punchedAt, range.to),
        ),
      )
      .orderBy(desc(fieldPunches.punchedAt), desc(fieldPunches.receivedAt), desc(fieldPunches.id))
      .then((rows) => rows.map(({ punch, ...names }) => ({ ...punch, ...names })));
  }
}
