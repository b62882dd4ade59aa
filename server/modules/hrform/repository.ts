/** Queries of hr_forms; given a transaction when a write must commit with its flow task. */
import { and, desc, eq, inArray, isNotNull, ne, notInArray } from 'drizzle-orm';
import { FLOW_STATUS } from '../../../contract';
import type { Db } from '../../db/client';
import { flowTasks, hrForms } from '../../db/schema';

export type HrFormRow = typeof hrForms.$inferSelect;
export type NewHrForm = typeof hrForms.$inferInsert;
export type HrFormChanges = Partial<Omit<NewHrForm, 'id' | 'formKey' | 'applyUserId' | 'createdAt'>>;

/**
 * A follower that still holds its original: submitted and in approval, or approved. A draft holds nothing
 * yet, and a rejected, withdrawn or terminated one has let it go (until it is submitted again).
 */
export const LIVE_STATUSES: readonly number[] = [FLOW_STATUS.inApproval, FLOW_STATUS.approved];

export class HrFormRepository {
  constructor(private readonly db: Db) {}

  async byId(id: string): Promise<HrFormRow | null> {
    const [row] = await this.db.select().from(hrForms).where(eq(hrForms.id, id));
    return row ?? null;
  }

  /** The form a flow task runs for (the platform reads a system form by its task's id), with that task. */
  async byTaskId(taskId: string): Promise<{ row: HrFormRow; taskId: string } | null> {
    const [found] = await this.db
      .select({ row: hrForms })
      .from(flowTasks)
      .innerJoin(hrForms, eq(hrForms.id, flowTasks.formId))
      .where(eq(flowTasks.id, taskId));
    return found ? { row: found.row, taskId } : null;
  }

  /** The newest task of a form, if it was ever submitted. */
  async latestTaskOf(formId: string): Promise<string | null> {
    const [task] = await this.db
      .select({ id: flowTasks.id })
      .from(flowTasks)
      .where(eq(flowTasks.formId, formId))
      .orderBy(desc(flowTasks.createdAt))
      .limit(1);
    return task?.id ?? null;
  }

  /** Reads the row and locks it until the transaction ends, so two edits of one form queue up. */
  async lockById(id: string): Promise<HrFormRow | null> {
    const [row] = await this.db.select().from(hrForms).where(eq(hrForms.id, id)).for('update');
    return row ?? null;
  }

  /** The form a flow task runs for, locked as `lockById` locks it; null when the task has none. */
  async lockByTaskId(taskId: string): Promise<HrFormRow | null> {
    const [task] = await this.db
      .select({ formId: flowTasks.formId })
      .from(flowTasks)
      .where(eq(flowTasks.id, taskId));
    return task ? this.lockById(task.formId) : null;
  }

  async insert(row: NewHrForm): Promise<void> {
    await this.db.insert(hrForms).values(row);
  }

  async update(id: string, changes: HrFormChanges): Promise<void> {
    await this.db.update(hrForms).set(changes).where(eq(hrForms.id, id));
  }

  /** Whether another form (not `exceptId`) already carries the bill number. */
  async billNoTaken(billNo: string, exceptId?: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: hrForms.id })
      .from(hrForms)
      .where(and(eq(hrForms.billNo, billNo), exceptId === undefined ? undefined : ne(hrForms.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  /** A live form of `formKey` (not `exceptId`) following on `refId`, if any. */
  async liveFollower(formKey: string, refId: string, exceptId?: string): Promise<HrFormRow | null> {
    const [row] = await this.db
      .select()
      .from(hrForms)
      .where(
        and(
          eq(hrForms.refId, refId),
          eq(hrForms.formKey, formKey),
          inArray(hrForms.flowStatus, [...LIVE_STATUSES]),
          exceptId === undefined ? undefined : ne(hrForms.id, exceptId),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The ids live forms of `formKey` follow on: a subquery for "not followed yet". */
  followedIds(formKey: string) {
    return this.db
      .select({ id: hrForms.refId })
      .from(hrForms)
      .where(
        and(
          eq(hrForms.formKey, formKey),
          inArray(hrForms.flowStatus, [...LIVE_STATUSES]),
          // NOT IN over a NULL would match nothing at all.
          isNotNull(hrForms.refId),
        ),
      );
  }

  /** The user's approved forms of `formKeys` that no live form of `followerKey` follows, newest first. */
  approvedNotFollowed(
    userId: string,
    formKeys: readonly string[],
    followerKey: string,
  ): Promise<HrFormRow[]> {
    if (!formKeys.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(hrForms)
      .where(
        and(
          eq(hrForms.applyUserId, userId),
          inArray(hrForms.formKey, [...formKeys]),
          eq(hrForms.flowStatus, FLOW_STATUS.approved),
          notInArray(hrForms.id, this.followedIds(followerKey)),
        ),
      )
      .orderBy(desc(hrForms.createdAt));
  }
}
