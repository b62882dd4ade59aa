/**
 * Queries of a running flow: its task (locked for a transition, so two decisions on one task queue up),
 * operators, copies, the names of the people involved, and the writes a transition's effects make. A
 * decision only lands on an operator still in the state the transition read (conditional UPDATE).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flowTaskCopies, flowTaskOperators, flowTaskRecords, flowTasks, users } from '../../db/schema';
import type { OperatorState } from '../../workflow';

export type TaskRow = typeof flowTasks.$inferSelect;
export type NewFlowTask = typeof flowTasks.$inferInsert;
export type OperatorRow = typeof flowTaskOperators.$inferSelect;
export type NewFlowOperator = typeof flowTaskOperators.$inferInsert;
export type NewRecord = typeof flowTaskRecords.$inferInsert;
export type TaskChanges = Pick<NewFlowTask, 'status' | 'currentNode' | 'step' | 'completion' | 'updatedAt'>;

export class FlowRepository {
  constructor(private readonly db: Db) {}

  async insertTask(task: NewFlowTask): Promise<void> {
    await this.db.insert(flowTasks).values(task);
  }

  /** The task an id names: a task's own id, or one of its operators' (the platform's to-do item id). */
  /** A task sent back or withdrawn, submitted again: everything of its row but its id and start. */
  async restartTask(task: NewFlowTask): Promise<void> {
    const { id, createdAt: _kept, ...changes } = task;
    await this.db.update(flowTasks).set(changes).where(eq(flowTasks.id, id));
  }

  async taskIdOf(id: string): Promise<string | null> {
    const [task] = await this.db.select({ id: flowTasks.id }).from(flowTasks).where(eq(flowTasks.id, id));
    return task ? task.id : this.taskIdOfOperator(id);
  }

  async task(id: string, lock = false): Promise<TaskRow | null> {
    const query = this.db.select().from(flowTasks).where(eq(flowTasks.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async operatorById(id: string): Promise<OperatorRow | null> {
    const [row] = await this.db.select().from(flowTaskOperators).where(eq(flowTaskOperators.id, id));
    return row ?? null;
  }

  async saveDraft(operatorId: string, draft: Record<string, unknown>): Promise<void> {
    await this.db
      .update(flowTaskOperators)
      .set({ draftData: draft })
      .where(eq(flowTaskOperators.id, operatorId));
  }

  async taskIdOfOperator(operatorId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ taskId: flowTaskOperators.taskId })
      .from(flowTaskOperators)
      .where(eq(flowTaskOperators.id, operatorId));
    return row?.taskId ?? null;
  }

  async updateTask(id: string, changes: Partial<TaskChanges> & { candidates?: Record<string, string[]> }) {
    await this.db.update(flowTasks).set(changes).where(eq(flowTasks.id, id));
  }

  operators(taskId: string): Promise<OperatorRow[]> {
    return this.db
      .select()
      .from(flowTaskOperators)
      .where(eq(flowTaskOperators.taskId, taskId))
      .orderBy(asc(flowTaskOperators.step), asc(flowTaskOperators.createdAt), asc(flowTaskOperators.id));
  }

  async insertOperators(rows: NewFlowOperator[]): Promise<void> {
    if (rows.length) await this.db.insert(flowTaskOperators).values(rows);
  }

  /** Moves an operator from the state the transition read; false when someone else moved it first. */
  async moveOperator(id: string, from: OperatorState, to: OperatorState, at: Date): Promise<boolean> {
    const moved = await this.db
      .update(flowTaskOperators)
      .set({ state: to, handledAt: at })
      .where(and(eq(flowTaskOperators.id, id), eq(flowTaskOperators.state, from)))
      .returning({ id: flowTaskOperators.id });
    return moved.length === 1;
  }

  async insertRecords(rows: NewRecord[]): Promise<void> {
    // One statement per record keeps `seq` in the order the transition wrote them.
    for (const row of rows) await this.db.insert(flowTaskRecords).values(row);
  }

  records(taskId: string) {
    return this.db
      .select()
      .from(flowTaskRecords)
      .where(eq(flowTaskRecords.taskId, taskId))
      .orderBy(asc(flowTaskRecords.seq));
  }

  async copiedUserIds(taskId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: flowTaskCopies.userId })
      .from(flowTaskCopies)
      .where(eq(flowTaskCopies.taskId, taskId));
    return rows.map((r) => r.userId);
  }

  async insertCopies(rows: (typeof flowTaskCopies.$inferInsert)[]): Promise<void> {
    if (rows.length) await this.db.insert(flowTaskCopies).values(rows).onConflictDoNothing();
  }

  async names(ids: readonly string[]): Promise<Record<string, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return {};
    const rows = await this.db
      .select({ id: users.id, name: users.realName })
      .from(users)
      .where(inArray(users.id, unique));
    return Object.fromEntries(rows.map((r) => [r.id, r.name]));
  }

  async isAdministrator(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ admin: users.isAdministrator })
      .from(users)
      .where(eq(users.id, userId));
    return row?.admin ?? false;
  }
}
