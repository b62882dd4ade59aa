/**
 * Where each form's drafts open: the form's page, by the draft's formKey (the platform FormKey) — every
 * form's spec §2 route under its group (contract/hrForm/catalogue.ts).
 */
import { hrAreaPath } from '../../../contract/appPaths';
import { HR_FORMS } from '../../../contract/hrForm/catalogue';

export const DRAFT_FORM_PATHS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(HR_FORMS.map((f) => [f.formKey, hrAreaPath(f.group, f.key)])),
};

export function draftPath(formKey: string, draftId: string): string | null {
  const path = DRAFT_FORM_PATHS[formKey];
  return path ? `${path}?draft=${encodeURIComponent(draftId)}` : null;
}
