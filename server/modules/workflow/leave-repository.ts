/** Queries of leave_applications; given a transaction when a write must commit with its flow task. */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveApplications } from '../../db/schema';

export type LeaveRow = typeof leaveApplications.$inferSelect;
export type NewLeave = typeof leaveApplications.$inferInsert;
export type LeaveChanges = Omit<NewLeave, 'id' | 'applyUserId' | 'createdAt'>;

export class LeaveRepository {
  constructor(private readonly db: Db) {}

  async byId(id: string): Promise<LeaveRow | null> {
    const [row] = await this.db.select().from(leaveApplications).where(eq(leaveApplications.id, id));
    return row ?? null;
  }

  /** Reads the row and locks it until the transaction ends, so two edits of one draft queue up. */
  async lockById(id: string): Promise<LeaveRow | null> {
    const [row] = await this.db
      .select()
      .from(leaveApplications)
      .where(eq(leaveApplications.id, id))
      .for('update');
    return row ?? null;
  }

  async insert(row: NewLeave): Promise<void> {
    await this.db.insert(leaveApplications).values(row);
  }

  async update(id: string, changes: LeaveChanges): Promise<void> {
    await this.db.update(leaveApplications).set(changes).where(eq(leaveApplications.id, id));
  }

  /** Whether another application (not `exceptId`) already carries the bill number. */
  async billNoTaken(billNo: string, exceptId?: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: leaveApplications.id })
      .from(leaveApplications)
      .where(
        and(
          eq(leaveApplications.billNo, billNo),
          exceptId === undefined ? undefined : ne(leaveApplications.id, exceptId),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }
}
