/**
 * Reading, saving and submitting the catalogue's forms (leave among them). Writes run inside the
 * transaction `idempotent()` opens, so the form, its flow task and first approvers and the idempotency
 * record commit together. A draft, or a form rejected or withdrawn, may be edited; submitting it starts a
 * new task of the form's flow (the catalogue key). The unit and post stored are the applicant's own.
 */
import { CODE, FORM_ACTION } from '../../../contract';
import type { FormValues } from '../../../contract/form';
import type { HrFormData, HrFormSaved, HrFormSystem } from '../../../contract/hrForm';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { withApplicantPlace } from '../forms/applicant-place';
import { assertMayView } from '../workflow/flow-access';
import { startFlow } from '../workflow/flow-start';
import { assertEditable, createForm, updateForm } from '../forms/form-writes';
import type { HrForm } from './catalogue';
import { checkHrForm, type Caller } from './checks';
import { hrFormColumns, toHrFormData } from './data';
import { HrFormRepository } from './repository';

/** A body: the system fields, the form's own fields, and the approvers chosen for candidates nodes. */
export type HrFormInput = HrFormSystem &
  Record<string, unknown> & { candidateList?: Record<string, string[]> };

function flowFor(
  tx: Db,
  caller: Caller,
  form: HrForm,
  formId: string,
  body: HrFormInput,
  values: FormValues,
  previousTaskId: string | null = null,
) {
  if (body.status !== FORM_ACTION.submit) return Promise.resolve(null);
  const { candidateList, ...system } = body;
  return startFlow(tx, {
    flowKey: form.entry.key,
    formId,
    applicantId: caller.userId,
    title: body.flowTitle,
    billNo: body.billNo,
    urgent: body.flowUrgent,
    now: new Date(caller.now),
    form: { ...system, ...values },
    candidates: { ...chosenByFields(form.entry, values), ...candidateList },
    pushes: caller.pushes,
    forms: caller.forms,
    previousTaskId,
  });
}

/** The approvers the applicant named in the form's person fields, for the nodes they choose (`chooses`). */
function chosenByFields(entry: HrForm['entry'], values: FormValues): Record<string, string[]> {
  const chosen: Record<string, string[]> = {};
  for (const [node, field] of Object.entries(entry.chooses ?? {})) {
    const ids = [values[field]].flat().filter((id): id is string => typeof id === 'string' && id !== '');
    if (ids.length) chosen[node] = ids;
  }
  return chosen;
}

export async function createHrForm(
  tx: Db,
  caller: Caller,
  form: HrForm,
  sent: HrFormInput,
): Promise<HrFormSaved> {
  const body = await withApplicantPlace(tx, caller.userId, sent);
  const values = await checkHrForm(tx, caller, form, body);
  return createForm((row) => new HrFormRepository(tx).insert(row), caller, {
    columns: { formKey: form.entry.formKey, ...hrFormColumns(body, values) },
    billNo: body.billNo,
    start: (id) => flowFor(tx, caller, form, id, body, values),
  });
}

/**
 * Only the applicant's own draft (or rejected / withdrawn form) can change; a submit starts its flow. The
 * form is named by its id or, as the platform's clients name it once submitted, by its task's.
 */
export async function updateHrForm(
  tx: Db,
  caller: Caller,
  form: HrForm,
  named: string,
  sent: HrFormInput,
): Promise<HrFormSaved> {
  const repo = new HrFormRepository(tx);
  const current = (await repo.lockById(named)) ?? (await repo.lockByTaskId(named));
  const name = form.entry.title.zh;
  if (!current || current.formKey !== form.entry.formKey) throw new ApiError(CODE.NOT_FOUND, `${name}不存在`);
  if (current.applyUserId !== caller.userId) throw new ApiError(CODE.FORBIDDEN, `只能修改本人的${name}`);
  assertEditable(current.flowStatus, name);
  const { id } = current;
  const body = await withApplicantPlace(tx, caller.userId, sent);
  const values = await checkHrForm(tx, caller, form, body, { id, billNo: current.billNo });
  return updateForm((changes) => repo.update(id, changes), current, caller, {
    columns: hrFormColumns(body, values),
    billNo: body.billNo,
    start: () => flowFor(tx, caller, form, id, body, values, current.taskId),
  });
}

/**
 * One form by its id or, as the platform's clients ask, by its flow task's id (a system form and its task
 * share one id there): the applicant's own, or one whose flow the reader may see (an approver, someone it
 * was copied to, an administrator).
 */
export async function readHrForm(db: Db, userId: string, form: HrForm, id: string): Promise<HrFormData> {
  const repo = new HrFormRepository(db);
  const own = await repo.byId(id);
  const found = own ? { row: own, taskId: null } : await repo.byTaskId(id);
  const name = form.entry.title.zh;
  if (!found || found.row.formKey !== form.entry.formKey) throw new ApiError(CODE.NOT_FOUND, `${name}不存在`);
  if (found.row.applyUserId !== userId) {
    // Someone else's: theirs to read only through a flow they may see (the one named, else its newest).
    const taskId = found.taskId ?? (await repo.latestTaskOf(found.row.id));
    if (!taskId) throw new ApiError(CODE.FORBIDDEN, `无权查看他人的${name}`);
    await assertMayView(db, userId, taskId);
  }
  return toHrFormData(found.row, !!form.entry.follows);
}
