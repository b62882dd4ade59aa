/** Queries of flow_comments: a task's page (newest first) with the writers' names, insert, and delete. */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flowComments, users } from '../../db/schema';

export type NewComment = typeof flowComments.$inferInsert;

export class CommentRepository {
  constructor(private readonly db: Db) {}

  async page(taskId: string, offset: number, limit: number) {
    const where = eq(flowComments.taskId, taskId);
    const rows = await this.db
      .select({ comment: flowComments, userName: users.realName, headIcon: users.headIcon })
      .from(flowComments)
      .innerJoin(users, eq(users.id, flowComments.userId))
      .where(where)
      .orderBy(desc(flowComments.createdAt), desc(flowComments.id))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ n: count() }).from(flowComments).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async byId(id: string) {
    const [row] = await this.db.select().from(flowComments).where(eq(flowComments.id, id));
    return row ?? null;
  }

  async insert(row: NewComment): Promise<void> {
    await this.db.insert(flowComments).values(row);
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(flowComments).where(eq(flowComments.id, id));
  }
}
