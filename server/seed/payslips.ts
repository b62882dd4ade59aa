/**
 * Seeds the demo payslips: the 12 months up to the current one for every staff member who lacks this
 * month's slip (so an existing database gets them too, and a new month is added on the first start in it).
 * Rows go in as JSON batches and never overwrite a slip already there, so two instances may start at once.
 */
import { and, eq, getTableColumns, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizes, payslips, positions, users } from '../db/schema';
import { monthsOnStaff, monthsUpTo, slipOf, type SlipPerson, type SlipRow } from './payslips-slip';

export const PAYSLIP_MONTHS = 12;
const BATCH = 5000;

/** Everyone without a slip for `month`, with what their pay depends on. */
function peopleWithout(db: Db, month: string): Promise<SlipPerson[]> {
  return db
    .select({
      userId: users.id,
      userName: users.realName,
      departmentName: sql<string>`coalesce(${organizes.fullName}, '')`,
      positionName: sql<string>`coalesce(${positions.fullName}, '')`,
      positionCode: sql<string>`coalesce(${positions.enCode}, '')`,
      titleLevel: users.titleLevel,
      entryDate: users.entryDate,
      inWard: sql<boolean>`coalesce(${organizes.category} = 'ward', false)`,
    })
    .from(users)
    .leftJoin(organizes, eq(organizes.id, users.organizeId))
    .leftJoin(positions, eq(positions.id, users.positionId))
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(payslips)
          .where(and(eq(payslips.userId, users.id), eq(payslips.month, month))),
      ),
    );
}

/** Inserts in batches of JSON (one parameter each), skipping any (person, month) already there. */
async function insertMissing(db: Db, rows: SlipRow[]): Promise<void> {
  const columns = Object.entries(getTableColumns(payslips)).filter(([key]) => key in (rows[0] ?? {}));
  const names = sql.join(
    columns.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = rows
      .slice(i, i + BATCH)
      .map((row) => Object.fromEntries(columns.map(([key, c]) => [c.name, row[key as keyof SlipRow]])));
    await db.execute(
      sql`INSERT INTO payslips (${names}) SELECT ${names} FROM json_populate_recordset(NULL::payslips, ${JSON.stringify(json)}::json) ON CONFLICT DO NOTHING`,
    );
  }
}

/** Returns how many slips it made (0 when everyone has this month's already). */
export async function seedPayslips(db: Db, now: number): Promise<number> {
  const months = monthsUpTo(now, PAYSLIP_MONTHS);
  const people = await peopleWithout(db, months[months.length - 1]!);
  const rows = people.flatMap((p) => monthsOnStaff(months, p.entryDate).map((m) => slipOf(p, m, now)));
  await insertMissing(db, rows);
  return rows.length;
}
