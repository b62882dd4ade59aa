/**
 * My initiated flows (`GET /api/workflow/Engine/FlowLaunch`): the applicant's tasks, newest first, filtered
 * by keyword (title or bill number) and creation time, one page and the total.
 */
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flowTasks, users } from '../../db/schema';
import { LIST_TASK_COLUMNS } from './list-item';
import { taskKeyword, type ListFilter } from './list-repository';

function whereOf(f: ListFilter): SQL | undefined {
  return and(
    eq(flowTasks.applicantId, f.userId),
    taskKeyword(f.keyword, false),
    f.from ? gte(flowTasks.createdAt, f.from) : undefined,
    f.to ? lte(flowTasks.createdAt, f.to) : undefined,
  );
}

export class LaunchRepository {
  constructor(private readonly db: Db) {}

  async page(f: ListFilter) {
    const where = whereOf(f);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ task: LIST_TASK_COLUMNS, userName: users.realName })
        .from(flowTasks)
        .innerJoin(users, eq(users.id, flowTasks.applicantId))
        .where(where)
        .orderBy(desc(flowTasks.createdAt), desc(flowTasks.id))
        .limit(f.limit)
        .offset(f.offset),
      this.db.select({ n: count() }).from(flowTasks).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
