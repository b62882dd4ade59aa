/**
 * HR forms between the wire (the system fields and the form's own fields flat, dates in Unix ms) and their
 * hr_forms rows (system fields as columns, own fields in `data`, the form followed on in `ref_id`).
 */
import { FLOW_STATUS, FORM_ACTION } from '../../../contract';
import type { FormValues } from '../../../contract/form';
import type { HrFormData, HrFormSystem } from '../../../contract/hrForm';
import type { HrFormRow, NewHrForm } from './repository';

const REF = 'refId';

/** The columns a checked body sets (everything but status, which decides flowStatus and the task). */
export function hrFormColumns(
  body: HrFormSystem,
  values: FormValues,
): Omit<NewHrForm, 'id' | 'formKey' | 'applyUserId' | 'flowStatus' | 'taskId' | 'createdAt' | 'updatedAt'> {
  const { [REF]: refId, ...data } = values;
  return {
    billNo: body.billNo,
    flowId: body.flowId ?? null,
    flowTitle: body.flowTitle,
    flowUrgent: body.flowUrgent,
    applyDept: body.applyDept,
    applyPost: body.applyPost,
    applyDate: new Date(body.applyDate),
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
    status: row.flowStatus === FLOW_STATUS.draft ? FORM_ACTION.save : FORM_ACTION.submit,
    ...(row.flowId === null ? {} : { flowId: row.flowId }),
    flowTitle: row.flowTitle,
    billNo: row.billNo,
    // The column's CHECK keeps it in 1…3.
    flowUrgent: row.flowUrgent as HrFormSystem['flowUrgent'],
    applyUser: row.applyUserId,
    applyDept: row.applyDept,
    applyPost: row.applyPost,
    applyDate: row.applyDate.getTime(),
    ...ownValuesOf(row, follows),
    taskId: row.taskId,
    flowStatus: row.flowStatus,
    creatorTime: row.createdAt.getTime(),
  };
}
