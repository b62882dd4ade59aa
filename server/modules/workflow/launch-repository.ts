/**
 * My initiated flows (`GET /api/workflow/Engine/FlowLaunch`): the applicant's tasks, newest first, with
 * the node each waits at, filtered by keyword (title or bill number) and creation time, one page and the total.
 */
import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flowTaskOperators, flowTasks, users } from '../../db/schema';

export interface LaunchFilter {
  applicantId: string;
  keyword?: string;
  from?: Date;
  to?: Date;
  offset: number;
  limit: number;
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: LaunchFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(flowTasks.applicantId, f.applicantId)];
  const keyword = f.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    parts.push(or(ilike(flowTasks.title, like), ilike(flowTasks.billNo, like)));
  }
  if (f.from) parts.push(gte(flowTasks.createdAt, f.from));
  if (f.to) parts.push(lte(flowTasks.createdAt, f.to));
  return and(...parts);
}

export class LaunchRepository {
  constructor(private readonly db: Db) {}

  async page(f: LaunchFilter) {
    const where = whereOf(f);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          task: flowTasks,
          userName: users.realName,
          // The node a pending operator waits at (the first one found), null once nobody is pending.
          pendingNode: sql<string | null>`(select ${flowTaskOperators.nodeCode} from ${flowTaskOperators}
            where ${flowTaskOperators.taskId} = ${flowTasks.id} and ${flowTaskOperators.state} = 'pending'
            limit 1)`,
        })
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
