/**
 * HR forms between the wire (the system fields and the form's own fields flat, dates in Unix ms) and their
 * hr_forms rows (system fields as columns, own fields in `data`, the form followed on in `ref_id`).
 */
import type { FormValues } from '../../../contract/form';
import type { HrFormData, HrFormSystem } from '../../../contract/hrForm';
import { systemColumns, systemData } from '../forms/form-writes';
import type { HrFormRow, NewHrForm } from './repository';

const REF = 'refId';

/** The columns a checked body sets (everything but status, which decides flowStatus and the task). */
export function hrFormColumns(
  body: HrFormSystem,
  values: FormValues,
): Omit<NewHrForm, 'id' | 'formKey' | 'applyUserId' | 'flowStatus' | 'taskId' | 'createdAt' | 'updatedAt'> {
  const { [REF]: refId, ...data } = values;
  return {
    ...systemColumns(body),
    data,
    refId: typeof refId === 'string' && refId !== '' ? refId : null,
  };
}

/** The own fields of a stored form (refId back among them when the form follows on another). */
export function ownValuesOf(row: HrFormRow, follows: boolean): Record<string, unknown> {
  return follows ? { ...row.data, [REF]: row.refId ?? '' } : { ...row.data };
}

export function toHrFormData(row: HrFormRow, follows: boolean): HrFormData {
  return {
    id: row.id,
    ...systemData(row),
    ...ownValuesOf(row, follows),
    taskId: row.taskId,
    flowStatus: row.flowStatus,
    creatorTime: row.createdAt.getTime(),
  };
}
