/**
 * The version of a table's content for ETags: row count and the sum of row_version (migration 002 explains
 * why this pair changes on every insert, update and delete, whatever order transactions commit in).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export async function tableVersion(
  db: Db,
  table: PgTable,
  rowVersion: PgColumn,
  where?: SQL,
): Promise<string> {
  const rows = await db
    .select({
      n: sql<string>`count(*)::text`,
      sum: sql<string>`coalesce(sum(${rowVersion}), 0)::text`,
    })
    .from(table)
    .where(where);
  return `${rows[0]?.n ?? 0}:${rows[0]?.sum ?? 0}`;
}
