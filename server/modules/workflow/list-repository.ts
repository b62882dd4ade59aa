/**
 * The approver's lists (`GET FlowBefore/List/{category}`): to-do (my pending operators, by arrival), done
 * (my decisions, by decision time) and copied to me (by copy time), newest first, with keyword (title,
 * bill number or applicant) and time filters. The to-do page reads index (handler_id, state, created_at).
 */
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { flowTaskCopies, flowTaskOperators, flowTasks, users } from '../../db/schema';
import { LIST_TASK_COLUMNS } from './list-item';

export type ListFilter = {
  userId: string;
  keyword?: string;
  from?: Date;
  to?: Date;
  offset: number;
  limit: number;
};

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Title or bill number (and the applicant's name, when the list joins users) containing the keyword. */
export function taskKeyword(keyword: string | undefined, withApplicant = true): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  const like = `%${escapeLike(k)}%`;
  return or(
    ilike(flowTasks.title, like),
    ilike(flowTasks.billNo, like),
    withApplicant ? ilike(users.realName, like) : undefined,
  );
}

const window = (column: PgColumn, f: ListFilter) =>
  and(f.from ? gte(column, f.from) : undefined, f.to ? lte(column, f.to) : undefined);

type ListTable = typeof flowTaskOperators | typeof flowTaskCopies;
type ListColumns = { id: PgColumn; time: PgColumn; state?: PgColumn };

/** What a list row carries: its task, the applicant's name, and the row's own id, time and state. */
const rowSelection = (columns: ListColumns) => ({
  task: LIST_TASK_COLUMNS,
  userName: users.realName,
  itemId: sql<string>`${columns.id}`,
  time: sql<Date>`${columns.time}`.mapWith((v: string | Date) => new Date(v)),
  state: sql<string>`${columns.state ?? columns.id}`,
});

const TODO_COLUMNS = { id: flowTaskOperators.id, time: flowTaskOperators.createdAt };
const todoWhere = (userId: string | Placeholder) =>
  and(eq(flowTaskOperators.handlerId, userId), eq(flowTaskOperators.state, 'pending'));

/**
 * The plain to-do page (no keyword, no time window) is what every app start and refresh asks for: one
 * statement with its total, built once per database and planned once per connection.
 */
function prepareTodo(db: Db) {
  const o = flowTaskOperators;
  const mine = todoWhere(sql.placeholder('userId'));
  // The total rides on every row of the page (computed once), saving a round trip per request.
  const total = sql<number>`(select count(*)::int from ${o} where ${mine})`;
  return {
    page: db
      .select({ ...rowSelection(TODO_COLUMNS), total })
      .from(o)
      .innerJoin(flowTasks, eq(flowTasks.id, o.taskId))
      .innerJoin(users, eq(users.id, flowTasks.applicantId))
      .where(mine)
      .orderBy(desc(o.createdAt), desc(o.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('todo_page'),
    count: db.select({ n: count() }).from(o).where(mine).prepare('todo_count'),
  };
}
const preparedTodo = new WeakMap<Db, ReturnType<typeof prepareTodo>>();

export class ListRepository {
  constructor(private readonly db: Db) {}

  private async plainTodo(f: ListFilter) {
    let prepared = preparedTodo.get(this.db);
    if (!prepared) preparedTodo.set(this.db, (prepared = prepareTodo(this.db)));
    const params = { userId: f.userId, limit: f.limit, offset: f.offset };
    const rows = await prepared.page.execute(params);
    // A page past the end has no row to carry the total.
    const total = rows[0]?.total ?? (f.offset > 0 ? ((await prepared.count.execute(params))[0]?.n ?? 0) : 0);
    return { rows, total };
  }

  /** A page of rows from `table` joined to their task and applicant, and the total. */
  private async page(table: ListTable, columns: ListColumns, where: SQL | undefined, f: ListFilter) {
    const all = and(where, window(columns.time, f), taskKeyword(f.keyword));
    const rows = await this.db
      .select(rowSelection(columns))
      .from(table)
      .innerJoin(flowTasks, eq(flowTasks.id, table.taskId))
      .innerJoin(users, eq(users.id, flowTasks.applicantId))
      .where(all)
      .orderBy(desc(columns.time), desc(columns.id))
      .limit(f.limit)
      .offset(f.offset);
    return { rows, total: await this.count(table, and(where, window(columns.time, f)), f.keyword) };
  }

  /** Without a keyword the count needs no join: it is read from the list's own index. */
  private async count(table: ListTable, where: SQL | undefined, keyword?: string) {
    if (!keyword?.trim()) {
      const [plain] = await this.db.select({ n: count() }).from(table).where(where);
      return plain?.n ?? 0;
    }
    const [total] = await this.db
      .select({ n: count() })
      .from(table)
      .innerJoin(flowTasks, eq(flowTasks.id, table.taskId))
      .innerJoin(users, eq(users.id, flowTasks.applicantId))
      .where(and(where, taskKeyword(keyword)));
    return total?.n ?? 0;
  }

  todo(f: ListFilter) {
    if (!f.keyword?.trim() && !f.from && !f.to) return this.plainTodo(f);
    return this.page(flowTaskOperators, TODO_COLUMNS, todoWhere(f.userId), f);
  }

  done(f: ListFilter) {
    const o = flowTaskOperators;
    const decided = and(eq(o.handlerId, f.userId), inArray(o.state, ['approved', 'rejected']));
    return this.page(o, { id: o.id, time: o.handledAt, state: o.state }, decided, f);
  }

  copies(f: ListFilter) {
    const c = flowTaskCopies;
    return this.page(c, { id: c.id, time: c.createdAt }, eq(c.userId, f.userId), f);
  }
}
