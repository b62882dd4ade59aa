/**
 * Queries of HR's punch review (migration 028): the flagged punches waiting for a decision and those decided
 * lately, each with whose it is, their unit, the site and the reviewer; one punch locked for its decision;
 * the decision written. No HTTP here.
 */
import { and, asc, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { fieldPunches, organizes, punchSites, users } from '../../db/schema';
import type { PunchRow, PunchWithSite } from '../apply/punch-repository';

export type FlaggedRow = PunchWithSite & { userName: string; account: string; unitName: string };
export type Decision = {
  state: 'accepted' | 'rejected';
  reason: string;
  reviewerId: string;
  at: Date;
};

const person = alias(users, 'person');
const reviewer = alias(users, 'reviewer');
const flagged = sql`${fieldPunches.flags} <> '{}'`;

export class ReviewRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({
        punch: fieldPunches,
        siteName: punchSites.name,
        reviewerName: reviewer.realName,
        userName: person.realName,
        account: person.account,
        unitName: sql<string>`coalesce(${organizes.fullName}, '')`,
      })
      .from(fieldPunches)
      .innerJoin(person, eq(person.id, fieldPunches.userId))
      .leftJoin(organizes, eq(organizes.id, person.organizeId))
      .leftJoin(punchSites, eq(punchSites.id, fieldPunches.siteId))
      .leftJoin(reviewer, eq(reviewer.id, fieldPunches.reviewedBy))
      .$dynamic();
  }

  /** Flagged punches since `from` (server time) still waiting, the longest waiting first. */
  async waiting(from: number): Promise<FlaggedRow[]> {
    const rows = await this.select()
      .where(and(flagged, isNull(fieldPunches.reviewState), gte(fieldPunches.punchedAt, from)))
      .orderBy(asc(fieldPunches.punchedAt), asc(fieldPunches.id));
    return rows.map(flat);
  }

  /** Flagged punches decided since `from`, the newest decision first, at most `limit`. */
  async decided(from: number, limit: number): Promise<FlaggedRow[]> {
    const rows = await this.select()
      .where(and(flagged, isNotNull(fieldPunches.reviewState), gte(fieldPunches.reviewedAt, new Date(from))))
      .orderBy(desc(fieldPunches.reviewedAt), desc(fieldPunches.id))
      .limit(limit);
    return rows.map(flat);
  }

  /** One punch with its names, or null. */
  async one(punchId: string): Promise<FlaggedRow | null> {
    const [row] = await this.select().where(eq(fieldPunches.id, punchId));
    return row ? flat(row) : null;
  }

  /** Locks the punch's row for its decision (two reviewers at once: the second waits, then sees the first's). */
  async lock(punchId: string): Promise<void> {
    await this.db
      .select({ id: fieldPunches.id })
      .from(fieldPunches)
      .where(eq(fieldPunches.id, punchId))
      .for('update');
  }

  async decide(punchId: string, d: Decision): Promise<void> {
    await this.db
      .update(fieldPunches)
      .set({ reviewState: d.state, reviewReason: d.reason, reviewedBy: d.reviewerId, reviewedAt: d.at })
      .where(eq(fieldPunches.id, punchId));
  }
}

type Selected = Omit<FlaggedRow, keyof PunchRow> & { punch: PunchRow };

const flat = ({ punch, ...names }: Selected): FlaggedRow => ({ ...punch, ...names });
