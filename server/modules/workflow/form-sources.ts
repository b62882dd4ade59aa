/**
 * Where each flow's form lives: how to read a task's form (the same fields as its Form/{FormKey} GET, for
 * the detail page and the branch conditions), how to keep the form's flowStatus in step with its task, and
 * how to store the fields an approver changed at a node that may write them. Leave and every HR form of the
 * catalogue (issue #6) are registered; a flow without a source shows an empty form.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveApplications } from '../../db/schema';
import { HR_FORMS } from '../../../contract/hrForm';
import { hrFormSource } from '../hrform/source';
import { toLeaveData } from './leave-data';
import { LeaveRepository } from './leave-repository';

export type FormData = Record<string, unknown>;

export interface FormSource {
  load(db: Db, formId: string): Promise<FormData | null>;
  setStatus(db: Db, formId: string, status: number, at: Date): Promise<void>;
  /**
   * Stores an approver's accepted changes (only fields their node may write), refusing a bad value with the
   * error naming the field. Leave has none: its template gives no node fields to write.
   */
  write?(db: Db, formId: string, changes: Readonly<Record<string, unknown>>, at: Date): Promise<void>;
}

const leaveSource: FormSource = {
  async load(db, formId) {
    const row = await new LeaveRepository(db).byId(formId);
    return row ? { ...toLeaveData(row) } : null;
  },
  async setStatus(db, formId, status, at) {
    await db
      .update(leaveApplications)
      .set({ flowStatus: status, updatedAt: at })
      .where(eq(leaveApplications.id, formId));
  },
};

const SOURCES: Readonly<Record<string, FormSource>> = {
  leaveApply: leaveSource,
  ...Object.fromEntries(HR_FORMS.map((entry) => [entry.key, hrFormSource])),
};

export const formSourceOf = (flowKey: string): FormSource | undefined => SOURCES[flowKey];

export async function loadForm(db: Db, flowKey: string, formId: string): Promise<FormData> {
  return (await formSourceOf(flowKey)?.load(db, formId)) ?? {};
}
