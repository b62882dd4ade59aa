/**
 * One HR form's definition from its catalogue entry and its own fields: the system fields first, then the
 * earlier form it follows on (when it follows one), then what the HR office asks. Its title is the route's
 * (`route.subDev.<key>`), its cross-field rules are pure, and it names its key fields (what its approver
 * decides on, shown first on the flow's detail): every form names its own.
 */
import type { FieldDef, FormDef } from '../form/types';
import { hrFormByKey } from './catalogue';
import { follows, systemFields, urgencyField } from './fields';

export type HrFormRules = Pick<FormDef, 'derive' | 'check'> & { keyFields: readonly string[] };

export function defineHrForm(key: string, own: FieldDef[], rules: HrFormRules): FormDef {
  const entry = hrFormByKey(key);
  if (!entry) throw new Error(`not an HR form: ${key}`);
  return {
    formKey: entry.formKey,
    title: `route.subDev.${key}`,
    fields: [
      ...systemFields(entry.billRule),
      ...(entry.follows ? [follows(entry.follows)] : []),
      ...own,
      urgencyField(),
    ],
    ...rules,
  };
}
