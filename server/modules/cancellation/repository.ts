/**
 * The account_cancellations table (migration 021): a person's requests to close their account, the one in
 * approval, the latest, a request with what its reviewer is shown, and its status kept in step with its flow.
 */
import { and, desc, eq } from 'drizzle-orm';
import { FLOW_STATUS } from '../../../contract';
import type { Db } from '../../db/client';
import { accountCancellations, flowTasks, organizes, positions, users } from '../../db/schema';

export type CancellationRow = typeof accountCancellations.$inferSelect;

export class CancellationRepository {
  constructor(private readonly db: Db) {}

  /** The person's name and bound mobile (null: none bound), or null when they are gone. */
  async person(userId: string): Promise<{ realName: string; mobile: string | null } | null> {
    const [row] = await this.db
      .select({ realName: users.realName, mobile: users.mobile })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  /** Whether the person has a request in approval. */
  async inApproval(userId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: accountCancellations.id })
      .from(accountCancellations)
      .where(
        and(eq(accountCancellations.userId, userId), eq(accountCancellations.status, FLOW_STATUS.inApproval)),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** The person's newest request, or null. */
  async latest(userId: string): Promise<CancellationRow | null> {
    const [row] = await this.db
      .select()
      .from(accountCancellations)
      .where(eq(accountCancellations.userId, userId))
      .orderBy(desc(accountCancellations.createdAt), desc(accountCancellations.id))
      .limit(1);
    return row ?? null;
  }

  async insert(row: CancellationRow): Promise<void> {
    await this.db.insert(accountCancellations).values(row);
  }

  /** Sets the request's status; answers whose request it is (null: no such request). */
  async setStatus(id: string, status: number, at: Date): Promise<string | null> {
    const [row] = await this.db
      .update(accountCancellations)
      .set({ status, updatedAt: at })
      .where(eq(accountCancellations.id, id))
      .returning({ userId: accountCancellations.userId });
    return row?.userId ?? null;
  }

  /** A request with its flow's title and bill number and the applicant's name, account, unit and post. */
  async withApplicant(id: string) {
    const [row] = await this.db
      .select({
        reason: accountCancellations.reason,
        createdAt: accountCancellations.createdAt,
        title: flowTasks.title,
        billNo: flowTasks.billNo,
        realName: users.realName,
        account: users.account,
        unit: organizes.fullName,
        post: positions.fullName,
      })
      .from(accountCancellations)
      .innerJoin(flowTasks, eq(flowTasks.id, accountCancellations.taskId))
      .innerJoin(users, eq(users.id, accountCancellations.userId))
      .leftJoin(organizes, eq(organizes.id, users.organizeId))
      .leftJoin(positions, eq(positions.id, users.positionId))
      .where(eq(accountCancellations.id, id));
    return row ?? null;
  }
}
