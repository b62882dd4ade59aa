/**
 * How an HR form is submitted: an outbox row of kind `hrForm` (HR_FORM_KIND) posted to
 * `/api/workflow/Form/{FormKey}`, numbered by its catalogue entry's bill rule when the draft has none
 * (else by the outbox when it sends), with the body of hrFormBody.ts.
 */
import type { FormDef } from '../../../contract/form/types';
import { hrFormPath, type HrFormBody } from '../../../contract/hrForm/api';
import type { HrFormEntry } from '../../../contract/hrForm/catalogue';
import { HR_FORM_KIND } from '../../../core/store/outboxKinds';
import type { SubmitPlan } from '../../forms';
import { hrBodyIssue, toHrFormBody } from './hrFormBody';

export function hrFormPlan(entry: HrFormEntry, def: FormDef): SubmitPlan<HrFormBody> {
  return {
    kind: HR_FORM_KIND,
    formKey: entry.formKey,
    url: hrFormPath(entry.formKey),
    billRule: entry.billRule,
    toBody: (values, ctx) => toHrFormBody(def, entry.key, values, ctx),
    issue: (body) => hrBodyIssue(def, body),
  };
}
