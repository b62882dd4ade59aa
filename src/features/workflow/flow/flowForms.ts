/**
 * The forms the app can draw for a flow, by platform FormKey (`flowFormInfo.formKey`): every form of the
 * catalogue (whose words join i18next with this chunk). A flow whose form is not listed shows its stored
 * data as label/value pairs (formOperates.ts `plainFields`).
 */
import type { FormDef } from '../../../../contract/form/types';
import { hrFormDef } from '../../../../contract/hrForm/forms';
import { addHrWords } from '../../../forms/formWords';

addHrWords();

export const flowFormOf = (formKey: string): FormDef | null => hrFormDef(formKey) ?? null;
