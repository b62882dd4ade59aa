/**
 * What the sync centre calls a queued write: an HR form by its own title (离职申请, found by the FormKey its
 * row is posted to), every other kind by what it does (请假申请, 审批同意 …), an unknown kind by its name.
 */
import type { Translate } from '../../../contract/form/issueText';
import { hrFormKeyOf } from '../../../contract/hrForm/api';
import { hrFormByFormKey } from '../../../contract/hrForm/catalogue';
import { HR_FORM_KIND } from '../../data/outboxEffects';

export function kindName(t: Translate, row: { kind: string; url: string }): string {
  const hrForm = row.kind === HR_FORM_KIND ? hrFormByFormKey(hrFormKeyOf(row.url) ?? '') : undefined;
  return hrForm ? t(`route.subDev.${hrForm.key}`) : t(`sync.kind.${row.kind}`, { defaultValue: row.kind });
}
