/** Leave applications as a flow's form source (forms/form-source.ts): read as the GET answers them, and their flowStatus. */
import { eq } from 'drizzle-orm';
import { leaveApplications } from '../../db/schema';
import type { FormSource } from '../forms/form-source';
import { toLeaveData } from './leave-data';
import { LeaveRepository } from './leave-repository';

export const leaveSource: FormSource = {
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
