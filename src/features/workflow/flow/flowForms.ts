/**
 * The forms the app can draw for a flow, by platform FormKey (`flowFormInfo.formKey`): leave and every HR
 * form (whose words join i18next with this chunk). A flow whose form is not listed shows its stored data
 * as label/value pairs (formOperates.ts `plainFields`).
 */
import type { FormDef } from '../../../../contract/form/types';
import { HR_FORM_DEFS } from '../../../../contract/hrForm/forms';
import { addHrWords } from '../../hrForms/hrWords';
import { LEAVE_FORM } from '../../leave/leaveForm';

addHrWords();

const FLOW_FORMS: Readonly<Record<string, FormDef>> = {
  ...HR_FORM_DEFS,
  [LEAVE_FORM.formKey]: LEAVE_FORM,
};

export const flowFormOf = (formKey: string): FormDef | null => FLOW_FORMS[formKey] ?? null;
