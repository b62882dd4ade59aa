/**
 * From an HR form's values to the body of `POST /api/workflow/Form/{FormKey}` (contract/hrForm/api.ts):
 * the platform's system fields, then the form's own fields flat, attachments listed by their local file ids
 * with no url yet (the outbox uploads the Blobs first and fills the urls in). `billNo` may be '' (offline):
 * filled when sent. And the contract's verdict on the system fields before it goes into the outbox. Pure.
 */
import { z } from 'zod/mini';
import { isLayout, isUpload } from '../../../contract/form/kinds';
import type { AttachmentRef, FieldValue, FormDef, FormValues } from '../../../contract/form/types';
import { hrFormSystem, type HrFormBody } from '../../../contract/hrForm/api';
import { zhCN } from '../../i18n/zh-CN';

const SYSTEM = new Set(['billNo', 'applyUser', 'applyDept', 'applyPost', 'applyDate', 'flowUrgent']);

const text = (v: FieldValue | undefined): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';
const urgency = (v: FieldValue | undefined): HrFormBody['flowUrgent'] => (v === 2 || v === 3 ? v : 1);
const refs = (v: FieldValue | undefined): AttachmentRef[] =>
  Array.isArray(v) ? v.filter((x): x is AttachmentRef => typeof x === 'object') : [];

/** The form's title in Chinese, as approvers read it (the route's title: `route.subDev.<key>`). */
export const hrFormTitle = (key: string): string =>
  (zhCN.route.subDev as Readonly<Record<string, string>>)[key] ?? key;

/** The platform's flow title: 张三的离职申请 (data for approvers, kept in the hospital's language). */
export const hrFlowTitle = (userName: string, key: string): string => `${userName}的${hrFormTitle(key)}`;

function ownValue(kind: string, value: FieldValue | undefined): unknown {
  if (isUpload(kind)) {
    return refs(value).map((r) => ({ fileId: r.fileId, name: r.name, url: '', size: r.size }));
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
    status: 0,
    flowTitle: hrFlowTitle(userName, key),
    billNo: text(values.billNo),
    flowUrgent: urgency(values.flowUrgent),
    applyUser: text(values.applyUser),
    applyDept: text(values.applyDept),
    applyPost: text(values.applyPost) || null,
    applyDate: now,
    ...ownFields(def, values),
  };
}

/** Stands in for a bill number the outbox will fetch, only for the contract check below. */
const NUMBER_TO_COME = 'billNo-at-send';

/**
 * The contract's first complaint about the system fields, or null; an empty billNo is allowed (filled when
 * sent). The own fields were validated against the same definition the server checks them with.
 */
export function hrBodyIssue(body: HrFormBody): string | null {
  const parsed = z.safeParse(hrFormSystem, { ...body, billNo: body.billNo || NUMBER_TO_COME });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
}
