/**
 * What the sync centre calls a queued write: an HR form by its own title (离职申请, found by the row's
 * FormKey; a row queued before rows carried it, by the FormKey it is posted to), every other kind by what it does (请假申请, 审批同意 …), an unknown kind by its name.
 */
import type { Translate } from '../../../contract/form/issueText';
import { hrFormKeyOf } from '../../../contract/hrForm/api';
import { hrFormByFormKey } from '../../../contract/hrForm/catalogue';
import { HR_FORM_KIND } from '../../data/outboxKinds';

export function kindName(t: Translate, row: { kind: string; url: string; formKey?: string }): string {
  const formKey = row.formKey ?? hrFormKeyOf(row.url) ?? '';
  const hrForm = row.kind === HR_FORM_KIND ? hrFormByFormKey(formKey) : undefined;
  return hrForm ? t(`route.subDev.${hrForm.key}`) : t(`sync.kind.${row.kind}`, { defaultValue: row.kind });
}
