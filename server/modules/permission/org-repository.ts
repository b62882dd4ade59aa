/**
 * Organisation and position reads, the content versions behind their ETags, and the directory's
 * high-water mark (read under the exclusive side of advisory lock 3003, see migration 002).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { databaseIdentity, organizes, positions, users, userTombstones } from '../../db/schema';
import { tableVersion } from '../../db/table-version';
import type { OrgRow } from './trees';

/** Must equal the key the users triggers lock in migration 002. */
const DIRECTORY_LOCK = 3003;

export type PositionRow = { id: string; enCode: string; fullName: string; sortCode: number };

export class OrgRepository {
  private databaseId: Promise<string> | undefined;

  constructor(private readonly db: Db) {}

  organizes(): Promise<OrgRow[]> {
    return this.db
      .select({
        id: organizes.id,
        parentId: organizes.parentId,
        fullName: organizes.fullName,
        enCode: organizes.enCode,
        category: organizes.category,
        managerId: organizes.managerId,
        sortCode: organizes.sortCode,
      })
      .from(organizes)
      .orderBy(asc(organizes.sortCode), asc(organizes.id));
  }

  positions(): Promise<PositionRow[]> {
    return this.db
      .select({
        id: positions.id,
        enCode: positions.enCode,
        fullName: positions.fullName,
        sortCode: positions.sortCode,
      })
      .from(positions)
      .orderBy(asc(positions.sortCode), asc(positions.id));
  }

  /** Enabled members per organisation, for "has children" in lazy pickers. */
  async memberCounts(): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ organizeId: users.organizeId, n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.enabled, true))
      .groupBy(users.organizeId);
    return new Map(rows.map((r) => [r.organizeId, r.n]));
  }

  organizesVersion(): Promise<string> {
    return tableVersion(this.db, organizes, organizes.rowVersion);
  }

  positionsVersion(): Promise<string> {
    return tableVersion(this.db, positions, positions.rowVersion);
  }

  /** Covers everyone's directory fields, enabled or not (a disable moves the version too). */
  usersVersion(): Promise<string> {
    return tableVersion(this.db, users, users.rowVersion);
  }

  /** The random id migration 002 gave this database; cursors carry it. */
  databaseIdentity(): Promise<string> {
    this.databaseId ??= this.db
      .select({ id: databaseIdentity.id })
      .from(databaseIdentity)
      .then((rows) => rows[0]?.id ?? 'none')
      .catch((err: unknown) => {
        this.databaseId = undefined;
        throw err;
      });
    return this.databaseId;
  }

  /**
   * The highest directory version whose transaction has committed: while we hold the lock exclusively no
   * writer is between taking a version and committing, so nothing at or below the mark can appear later.
   */
  highWater(): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(DIRECTORY_LOCK))})`);
      const [u] = await tx.select({ v: sql<string | null>`max(${users.rowVersion})::text` }).from(users);
      const [t] = await tx
        .select({ v: sql<string | null>`max(${userTombstones.rowVersion})::text` })
        .from(userTombstones);
      return Math.max(Number(u?.v ?? 0), Number(t?.v ?? 0));
    });
  }
}
