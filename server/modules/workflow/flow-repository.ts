/**
 * Queries of the flow tables (flow_tasks, flow_task_operators) and of the reporting lines that choose a
 * task's approvers. The workflow engine of a later issue extends this with decisions and lists.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flowTaskOperators, flowTasks, organizes, users } from '../../db/schema';

export type NewFlowTask = typeof flowTasks.$inferInsert;
export type NewFlowOperator = typeof flowTaskOperators.$inferInsert;

export class FlowRepository {
  constructor(private readonly db: Db) {}

  async insertTask(task: NewFlowTask): Promise<void> {
    await this.db.insert(flowTasks).values(task);
  }

  async insertOperator(operator: NewFlowOperator): Promise<void> {
    await this.db.insert(flowTaskOperators).values(operator);
  }

  async person(userId: string): Promise<{ managerId: string | null; organizeId: string } | null> {
    const [row] = await this.db
      .select({ managerId: users.managerId, organizeId: users.organizeId })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  async isActive(userId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.enabled, true)));
    return rows.length > 0;
  }

  async organize(id: string): Promise<{ managerId: string | null; parentId: string | null } | null> {
    const [row] = await this.db
      .select({ managerId: organizes.managerId, parentId: organizes.parentId })
      .from(organizes)
      .where(eq(organizes.id, id));
    return row ?? null;
  }
}
