/**
 * The forms the app can draw for a flow, by platform FormKey (`flowFormInfo.formKey`). A flow whose form is
 * not listed shows its stored data as label/value pairs (formOperates.ts `plainFields`).
 */
import type { FormDef } from '../../../../contract/form/types';
import { LEAVE_FORM } from '../../leave/leaveForm';

const FLOW_FORMS: Readonly<Record<string, FormDef>> = {
  [LEAVE_FORM.formKey]: LEAVE_FORM,
};

export const flowFormOf = (formKey: string): FormDef | null => FLOW_FORMS[formKey] ?? null;
