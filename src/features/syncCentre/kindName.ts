/**
 * What the sync centre calls a queued write: an HR form by its own title (离职申请, found by the row's
 * FormKey; a row queued before rows carried it, by the FormKey it is posted to), every other kind by what it does (请假申请, 审批同意 …), an unknown kind by its name.
 */
import type { Translate } from '../../../contract/form/issueText';
import { hrFormKeyOf } from '../../../contract/hrForm/api';
import { hrFormByFormKey } from '../../../contract/hrForm/catalogue';
import { hrFormDef } from '../../../contract/hrForm/forms';
import type { FormDef } from '../../../contract/form/types';
import { HR_FORM_KIND } from '../../../core/store/outboxKinds';

type RowKey = { kind: string; url: string; formKey?: string };

const formKeyOf = (row: RowKey): string => row.formKey ?? hrFormKeyOf(row.url) ?? '';

/** The definition of a form row's form (for what tells it apart), undefined for other rows. */
export const formDefOf = (row: RowKey): FormDef | undefined => hrFormDef(formKeyOf(row));

export function kindName(t: Translate, row: RowKey): string {
  const formKey = formKeyOf(row);
  const hrForm = row.kind === HR_FORM_KIND ? hrFormByFormKey(formKey) : undefined;
  return hrForm ? t(`route.subDev.${hrForm.key}`) : t(`sync.kind.${row.kind}`, { defaultValue: row.kind });
}
