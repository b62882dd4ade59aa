/**
 * Queries of `payslips`, always within one person's own slips: the years that have any, a year's months
 * newest first, and one slip by id (null when it is not theirs, exactly as when it does not exist).
 */
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Payslip, PayslipMonth } from '../../../contract';
import type { Db } from '../../db/client';
import { payslips } from '../../db/schema';

export class PayslipRepository {
  constructor(private readonly db: Db) {}

  /** Newest first. */
  async years(userId: string): Promise<number[]> {
    const year = sql<number>`substr(${payslips.month}, 1, 4)::int`;
    const rows = await this.db
      .selectDistinct({ year })
      .from(payslips)
      .where(eq(payslips.userId, userId))
      .orderBy(desc(year));
    return rows.map((r) => r.year);
  }

  /** A year's months, newest first. */
  months(userId: string, year: number): Promise<PayslipMonth[]> {
    return this.db
      .select({ id: payslips.id, month: payslips.month, netPay: payslips.netPay, paidAt: payslips.paidAt })
      .from(payslips)
      .where(and(eq(payslips.userId, userId), like(payslips.month, `${year}-%`)))
      .orderBy(desc(payslips.month));
  }

  async mine(userId: string, id: string): Promise<Payslip | null> {
    const [row] = await this.db
      .select()
      .from(payslips)
      .where(and(eq(payslips.id, id), eq(payslips.userId, userId)));
    if (!row) return null;
    const { createdAt: _createdAt, ...slip } = row;
    return slip;
  }
}
