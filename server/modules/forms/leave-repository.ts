/** Leave applications in the one form table: hr_forms rows of form key LeaveApply, and no other. */
import type { Db } from '../../db/client';
import { HrFormRepository, type HrFormChanges, type HrFormRow, type NewHrForm } from '../hrform/repository';
import { LEAVE_FORM_KEY } from './leave-data';

const leaveOnly = (row: HrFormRow | null): HrFormRow | null => (row?.formKey === LEAVE_FORM_KEY ? row : null);

export class LeaveRepository {
  private readonly forms: HrFormRepository;

  constructor(db: Db) {
    this.forms = new HrFormRepository(db);
  }

  async byId(id: string): Promise<HrFormRow | null> {
    return leaveOnly(await this.forms.byId(id));
  }

  /** Reads the row and locks it until the transaction ends, so two edits of one application queue up. */
  async lockById(id: string): Promise<HrFormRow | null> {
    return leaveOnly(await this.forms.lockById(id));
  }

  insert(row: Omit<NewHrForm, 'formKey'>): Promise<void> {
    return this.forms.insert({ ...row, formKey: LEAVE_FORM_KEY });
  }

  update(id: string, changes: HrFormChanges): Promise<void> {
    return this.forms.update(id, changes);
  }

  /** Whether another form (not `exceptId`) already carries the bill number. */
  billNoTaken(billNo: string, exceptId?: string): Promise<boolean> {
    return this.forms.billNoTaken(billNo, exceptId);
  }
}
