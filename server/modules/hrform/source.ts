/**
 * The HR forms as a flow's form source (workflow/form-source.ts): read as the GET answers them (flat), keep
 * their flowStatus in step with the task, and take the fields an approver may write at their node
 * (`write`), checked against the form's definition like a submitted body; in the platform's encodings for
 * its clients; and which application it is, for the messages about it (`facts`).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hrForms } from '../../db/schema';
import type { FormSource } from '../../workflow/form-source';
import { toPlatform } from '../forms/platform-encodings';
import { findHrForm, ownFields } from './catalogue';
import { applicationFacts } from './facts';
import { ownValuesOf, toHrFormData } from './data';
import { checkPicked, checkRules, readValues } from './field-values';
import { HrFormRepository } from './repository';

async function writeFields(db: Db, formId: string, changes: Readonly<Record<string, unknown>>, at: Date) {
  const repo = new HrFormRepository(db);
  const row = await repo.lockById(formId);
  const form = row && findHrForm(row.formKey);
  if (!row || !form) return;
  // Only the form's own fields change; the system fields and the form followed on are not an approver's.
  const fields = ownFields(form.def).filter((f) => f.__vModel__ in changes && f.__vModel__ !== 'refId');
  const changed = readValues(form.def, changes, fields);
  await checkPicked(db, fields, changed);
  const { refId: _ref, ...values } = checkRules(form.def, {
    ...(ownValuesOf(row, !!form.entry.follows) as Record<string, never>),
    ...changed,
  });
  await repo.update(formId, { data: values, updatedAt: at });
}

export const hrFormSource: FormSource = {
  async load(db, formId) {
    const row = await new HrFormRepository(db).byId(formId);
    const form = row && findHrForm(row.formKey);
    return row && form ? { ...toHrFormData(row, !!form.entry.follows) } : null;
  },
  async setStatus(db, formId, status, at) {
    await db.update(hrForms).set({ flowStatus: status, updatedAt: at }).where(eq(hrForms.id, formId));
  },
  write: writeFields,
  async platform(db, formKey, data) {
    const form = findHrForm(formKey);
    return form ? toPlatform(db, form.def.fields, data) : data;
  },
  facts: applicationFacts,
};
