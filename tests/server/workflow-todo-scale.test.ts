/**
 * The to-do list with 10,000 tasks waiting for one person (seeded by the bench helper): it pages and
 * counts them correctly, and the page is read from the to-do index (handler_id, state, created_at), so it
 * stays fast however many tasks there are. Timing itself belongs to the bench.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { seedTodoTasks } from '../bench/workflowSeed';
import { listOf } from './flowRequests';
import { createHarness, tokenFor, type Harness } from './harness';

let h: Harness;
let prefix: string;
const NOW = Date.parse('2026-11-20T08:00:00+08:00');

beforeAll(async () => {
  h = await createHarness();
  prefix = await seedTodoTasks(h.database.db, userIdOf(A.head), { now: NOW });
});
afterAll(() => h.close());

describe('a to-do list of 10,000', () => {
  it('pages through all of them, newest first', async () => {
    const token = await tokenFor(h.app, A.head);
    const first = await listOf(h, 1, token, 'pageSize=50');
    expect(first.pagination.total).toBe(10_000);
    expect(first.list[0]).toMatchObject({
      id: `${prefix}op-1`,
      creatorTime: NOW - 1000,
      thisStep: '直属上级审批',
    });
    const last = await listOf(h, 1, token, 'currentPage=200&pageSize=50');
    expect(last.list.at(-1)!.id).toBe(`${prefix}op-10000`);
    expect(last.pagination.total).toBe(10_000);
  });

  it('a page past the end is empty and still tells the total', async () => {
    const token = await tokenFor(h.app, A.head);
    const beyond = await listOf(h, 1, token, 'currentPage=201&pageSize=50');
    expect(beyond.list).toEqual([]);
    expect(beyond.pagination.total).toBe(10_000);
    const nothing = await listOf(h, 1, await tokenFor(h.app, A.nurse));
    expect(nothing.pagination.total).toBe(0);
  });

  it('the page query reads the to-do index', async () => {
    const plan = (await h.database.db.execute(sql`
      EXPLAIN SELECT id FROM flow_task_operators
      WHERE handler_id = ${userIdOf(A.head)} AND state = 'pending'
      ORDER BY created_at DESC LIMIT 50`)) as unknown as { rows: Record<string, string>[] };
    const text = plan.rows.map((r) => Object.values(r).join('')).join('\n');
    expect(text).toContain('flow_task_operators_todo_idx');
  });
});
