/**
 * The HR form a FormKey names — its catalogue entry (flow key, bill rule, what it follows) and its
 * definition (contract/hrForm/forms) — or the business 404 for a key the catalogue does not hold.
 */
import { CODE } from '../../../contract';
import type { FieldDef, FormDef } from '../../../contract/form';
import { isLayout, isSystem } from '../../../contract/form';
import { hrFormByFormKey, hrFormDef, type HrFormEntry } from '../../../contract/hrForm';
import { ApiError } from '../../http/envelope';

export type HrForm = { entry: HrFormEntry; def: FormDef };

export function findHrForm(formKey: string): HrForm | null {
  const entry = hrFormByFormKey(formKey);
  const def = hrFormDef(formKey);
  return entry && def ? { entry, def } : null;
}

export function hrFormOf(formKey: string): HrForm {
  const form = findHrForm(formKey);
  if (!form) throw new ApiError(CODE.NOT_FOUND, `表单不存在：${formKey}`);
  return form;
}

/** The fields the applicant fills in: not headings, not the system fields the platform fills. */
export const ownFields = (def: FormDef): FieldDef[] =>
  def.fields.filter((f) => !isLayout(f.__config__.jnpfKey) && !isSystem(f.__config__.jnpfKey));
