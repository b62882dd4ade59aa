/**
 * Bench data for the to-do list: `seedTodoTasks(db, handlerId)` inserts N leave tasks (default 10,000)
 * waiting at their first node, each with one pending operator for `handlerId`, in two bulk statements
 * (generate_series), then refreshes the planner's statistics — so a bench can time `GET FlowBefore/List/1`
 * for a person with 10,000 to-dos. Works on PGlite and PostgreSQL; run it before the server opens the data.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

export type TodoSeed = {
  /** How many tasks (default 10,000). */
  n?: number;
  /** Who applied (default nurse01). */
  applicantId?: string;
  /** The newest task's creation time in ms (default now); each older one is a second earlier. */
  now?: number;
};

/** Returns the ids' common prefix (`bench-<hex>-`), so a bench can tell its rows apart. */
export async function seedTodoTasks(db: Db, handlerId: string, seed: TodoSeed = {}): Promise<string> {
  const n = seed.n ?? 10_000;
  const applicantId = seed.applicantId ?? 'u-nurse01';
  const now = new Date(seed.now ?? Date.now()).toISOString();
  const prefix = `bench-${randomBytes(4).toString('hex')}-`;
  await db.execute(sql`
    INSERT INTO flow_tasks (id, flow_key, form_id, applicant_id, title, bill_no, urgent, status,
                            current_node, step, completion, created_at, updated_at)
    SELECT ${prefix} || g, 'leaveApply', ${prefix} || 'form-' || g, ${applicantId}, '请假申请 ' || g,
           'QJB' || lpad(g::text, 8, '0'), 1, 1, 'manager', 1, 0,
           ${now}::timestamptz - make_interval(secs => g), ${now}::timestamptz - make_interval(secs => g)
    FROM generate_series(1, ${n}) AS g`);
  await db.execute(sql`
    INSERT INTO flow_task_operators (id, task_id, node_code, handler_id, state, step, created_at)
    SELECT ${prefix} || 'op-' || g, ${prefix} || g, 'manager', ${handlerId}, 'pending', 1,
           ${now}::timestamptz - make_interval(secs => g)
    FROM generate_series(1, ${n}) AS g`);
  await db.execute(sql`ANALYZE flow_tasks`);
  await db.execute(sql`ANALYZE flow_task_operators`);
  return prefix;
}
