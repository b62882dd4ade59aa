/** Leave applications as a flow's form source (forms/form-source.ts): read as the GET answers them, and their flowStatus. */
import type { FormSource } from './form-source';
import { hrFormSource } from '../hrform/source';
import { LeaveRepository } from './leave-repository';
import { toLeaveData } from './leave-data';

export const leaveSource: FormSource = {
  async load(db, formId) {
    const row = await new LeaveRepository(db).byId(formId);
    return row ? { ...toLeaveData(row) } : null;
  },
  setStatus: hrFormSource.setStatus,
};
