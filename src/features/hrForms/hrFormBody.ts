/**
 * From an HR form's values to the body of `POST /api/workflow/Form/{FormKey}` (contract/hrForm/api.ts):
 * the platform's system fields, then the form's own fields flat, attachments listed by their local file ids
 * with no url yet (the outbox uploads the Blobs first and fills the urls in). `billNo` may be '' (offline):
 * filled when sent. And the contract's verdict on the system fields before it goes into the outbox. Pure.
 */
import { isLayout, isUpload } from '../../../contract/form/kinds';
import { issueText } from '../../../contract/form/issueText';
import type { FieldValue, FormDef, FormValues } from '../../../contract/form/types';
import { validateForm } from '../../../contract/form/validate';
import { attachmentsOf, bodyIssue, systemBody } from '../../forms/systemBody';
import { hrFormSystem, type HrFormBody } from '../../../contract/hrForm/api';
import { t } from '../../i18n';
import { zhCN } from '../../i18n/zh-CN';
import { addHrWords } from '../../forms/formWords';

// The own fields' issues are worded with the forms' words.
addHrWords();

const SYSTEM = new Set(['billNo', 'applyUser', 'applyDept', 'applyPost', 'applyDate', 'flowUrgent']);

/** The form's title in Chinese, as approvers read it (the route's title: `route.subDev.<key>`). */
export const hrFormTitle = (key: string): string =>
  (zhCN.route.subDev as Readonly<Record<string, string>>)[key] ?? key;

/** The platform's flow title: 张三的离职申请 (data for approvers, kept in the hospital's language). */
export const hrFlowTitle = (userName: string, key: string): string => `${userName}的${hrFormTitle(key)}`;

function ownValue(kind: string, value: FieldValue | undefined): unknown {
  if (isUpload(kind)) {
    return attachmentsOf(value);
  }
  return typeof value === 'string' ? value.trim() : (value ?? null);
}

/** The form's own fields as they travel: every field but the system ones and the layout. */
export function ownFields(def: FormDef, values: FormValues): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const field of def.fields) {
    const kind = field.__config__.jnpfKey;
    if (SYSTEM.has(field.__vModel__) || isLayout(kind)) continue;
    own[field.__vModel__] = ownValue(kind, values[field.__vModel__]);
  }
  return own;
}

/** The submission (status 0) of the HR form `key` (its catalogue key, for the flow title). */
export function toHrFormBody(
  def: FormDef,
  key: string,
  values: FormValues,
  { now, userName }: { now: number; userName: string },
): HrFormBody {
  return {
    ...systemBody(values, now, hrFlowTitle(userName, key)),
    ...ownFields(def, values),
  };
}

/**
 * The first complaint about a body, or null: the contract's about the system fields (an empty billNo is
 * allowed: filled when sent), then the definition's about the form's own fields as they travel (trimmed),
 * the same rules the server checks them with — so what is queued is what the server takes.
 */
export function hrBodyIssue(def: FormDef, body: HrFormBody): string | null {
  const system = bodyIssue(hrFormSystem, body);
  if (system) return system;
  const [issue] = validateForm(def, body as unknown as FormValues);
  const field = issue && def.fields.find((f) => f.__vModel__ === issue.field);
  return issue && field ? issueText(t, field, issue) : null;
}
