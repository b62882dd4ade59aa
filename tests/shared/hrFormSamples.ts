/**
 * One valid body per HR form (every FormKey of contract/hrForm), built from the form's definition as the
 * app would fill it for a nurse of 心内科病区: text that passes the field's validators, numbers in range,
 * dates in field order (so "not before" rules hold), the first option or dictionary item, demo units,
 * posts and people, one attachment. A form that follows on another gets `refId: ''`: the test names it.
 */
import type { FieldDef, FormDef, FormValues } from '../../contract/form';
import { HR_FORMS, hrFormByFormKey, hrFormDef, type HrFormBody } from '../../contract/hrForm';

const DAY = 86_400_000;
/** 00:00 on 1 Dec 2026 in the hospital's time zone. */
export const SAMPLE_START = Date.parse('2026-12-01T00:00:00+08:00');
/** A half-day end (type 2): 23:59:59 two days after SAMPLE_START's morning, so 2 days. */
export const SAMPLE_END = SAMPLE_START + 2 * DAY - 1000;

export const HR_FORM_KEYS: readonly string[] = HR_FORMS.map((f) => f.formKey);

/** Demo data the samples name (server/seed): units, posts and a colleague of nurse01. */
export const SAMPLE_REFS = {
  depts: ['ward-xinneike', 'dept-xinneike'],
  posts: ['pos-nurse', 'pos-charge-nurse'],
  user: 'u-head01',
} as const;

const TEXT_BY_NAME: Readonly<Record<string, string>> = {
  idCard: '110105198001011238',
  mobile: '13800138000',
  certificateNo: 'YS-2026-0001',
};
const BANK_CARDS = ['6222021234567890123', '6217001234567890'];

/** The stored name of `userId`'s sample upload (the server tests store it for them: a form may only list its applicant's own files). */
export const sampleFileName = (userId: string): string => `sample-${userId}.pdf`;

const sampleFile = (userId: string) => ({
  fileId: 'f-1',
  name: '证明.pdf',
  url: `/api/file/Download/annex/${sampleFileName(userId)}`,
  size: 1024,
});

let serial = 0;
/** The form's prefix, a date and a counter never the same twice in one process. */
export function sampleBillNo(formKey: string): string {
  return `${hrFormByFormKey(formKey)!.billPrefix}20261123${String(++serial).padStart(4, '0')}`;
}

type Counters = { date: number; dept: number; post: number; card: number; userId: string };

function textValue(field: FieldDef, n: Counters): string {
  if (field.__config__.regList?.some((r) => r.message.includes('银行卡'))) return BANK_CARDS[n.card++ % 2]!;
  const known = TEXT_BY_NAME[field.__vModel__];
  if (known) return known;
  return field.__config__.jnpfKey === 'textarea' ? '工作需要，特此申请。' : '测试内容';
}

function numberValue(field: FieldDef): number {
  const min = field.min ?? 0;
  return Math.min(Math.max(min, 1), field.max ?? Number.MAX_SAFE_INTEGER);
}

type Fill = (field: FieldDef, n: Counters) => FormValues[string];

const FILL: Readonly<Record<string, Fill>> = {
  comInput: textValue,
  textarea: textValue,
  numInput: numberValue,
  date: (_, n) => SAMPLE_START + n.date++ * DAY,
  halfDayDate: (field) => (field.__config__.halfDayType === 2 ? SAMPLE_END : SAMPLE_START),
  dicSelect: (field) => `dict-${field.__config__.dictionaryType}-1`,
  radio: (field) => field.__slot__?.options?.[0]?.id ?? '',
  depSelect: (_, n) => SAMPLE_REFS.depts[n.dept++ % 2]!,
  posSelect: (_, n) => SAMPLE_REFS.posts[n.post++ % 2]!,
  userSelect: () => SAMPLE_REFS.user,
  // As it travels once uploaded: `{ fileId, name, url, size }` (the app's AttachmentRef before that).
  uploadFz: (_, n) => [sampleFile(n.userId)] as unknown as FormValues[string],
};

const valueFor = (field: FieldDef, n: Counters) => FILL[field.__config__.jnpfKey]?.(field, n) ?? '';

const SYSTEM = new Set([
  'createUser',
  'currOrganize',
  'currPosition',
  'createTime',
  'billRule',
  'groupTitle',
]);

/** The form's own values for `userId` (refId left empty), derived fields computed as the app computes them. */
export function sampleValues(def: FormDef, userId: string): FormValues {
  const n: Counters = { date: 0, dept: 0, post: 0, card: 0, userId };
  const values: FormValues = {};
  for (const field of def.fields) {
    if (SYSTEM.has(field.__config__.jnpfKey) || field.__vModel__ === 'flowUrgent') continue;
    values[field.__vModel__] = valueFor(field, n);
  }
  return def.derive ? def.derive(values) : values;
}

/** A valid submit (status 0) of `formKey` by `userId`, with `overrides` on top. */
export function hrFormSample(
  formKey: string,
  userId: string,
  overrides: Record<string, unknown> = {},
): HrFormBody {
  const def = hrFormDef(formKey);
  if (!def) throw new Error(`not an HR form: ${formKey}`);
  return {
    status: 0,
    flowTitle: `${def.formKey} 测试申请`,
    billNo: sampleBillNo(formKey),
    flowUrgent: 1,
    applyUser: userId,
    applyDept: SAMPLE_REFS.depts[0],
    applyPost: SAMPLE_REFS.posts[0],
    applyDate: SAMPLE_START - 3 * DAY,
    ...sampleValues(def, userId),
    ...overrides,
  };
}

/** The first own field a nurse must fill in (the test blanks it). */
export function firstRequiredField(def: FormDef): FieldDef {
  return def.fields.find(
    (f) =>
      f.__config__.required &&
      !SYSTEM.has(f.__config__.jnpfKey) &&
      f.__vModel__ !== 'flowUrgent' &&
      f.__vModel__ !== 'refId',
  )!;
}
