/**
 * The field kinds the engine knows (jnpfKey), what each holds and how it is asked for. A kind missing here
 * still renders, as a read-only notice; the form never crashes on a model from a newer platform.
 */
import type { FieldDef, FieldValue } from './types';

/** Our one addition to the platform's vocabulary: a date with 上午/下午 (spec §5 half-day helper). */
export const HALF_DAY_DATE = 'halfDayDate';

/**
 * Ours too, after the platform's relationForm: one of the applicant's earlier forms (by id), listed from
 * `__config__.relationForm` (the FormKeys it may name) — a leave return names its leave.
 */
export const RELATION_FORM = 'relationForm';

const TEXT = ['comInput', 'textarea'] as const;
const CHOICE = [
  'radio',
  'checkbox',
  'select',
  'dicSelect',
  'depSelect',
  'posSelect',
  'userSelect',
  RELATION_FORM,
] as const;
const DATES = ['date', 'time', 'dateRange', 'timeRange', HALF_DAY_DATE] as const;
const UPLOADS = ['uploadFz', 'uploadImg'] as const;
const LAYOUT = ['JNPFText', 'groupTitle', 'divider'] as const;
/** Filled from the session and the clock, never typed. */
const SYSTEM = ['createUser', 'currOrganize', 'currDept', 'currPosition', 'createTime', 'billRule'] as const;

/** Every kind the engine knows, as a type: a renderer table over it must name each one. */
export type SupportedKind =
  | (typeof TEXT)[number]
  | 'numInput'
  | 'switch'
  | (typeof CHOICE)[number]
  | (typeof DATES)[number]
  | (typeof UPLOADS)[number]
  | (typeof LAYOUT)[number]
  | (typeof SYSTEM)[number];

export const SUPPORTED_KINDS: ReadonlySet<string> = new Set<SupportedKind>([
  ...TEXT,
  'numInput',
  'switch',
  ...CHOICE,
  ...DATES,
  ...UPLOADS,
  ...LAYOUT,
  ...SYSTEM,
]);

const has = (list: readonly string[], kind: string) => list.includes(kind);

export const isSupported = (kind: string): boolean => SUPPORTED_KINDS.has(kind);
/** Layout kinds hold no value. */
export const isLayout = (kind: string): boolean => has(LAYOUT, kind);
export const isSystem = (kind: string): boolean => has(SYSTEM, kind);
export const isUpload = (kind: string): boolean => has(UPLOADS, kind);
/** Kinds asked for with 请选择 rather than 请填写. */
export const isChoice = (kind: string): boolean => has(CHOICE, kind) || has(DATES, kind) || isUpload(kind);
/** Kinds whose value is a list. */
export const isRange = (kind: string): boolean => kind === 'dateRange' || kind === 'timeRange';

function holdsList(field: FieldDef): boolean {
  const kind = field.__config__.jnpfKey;
  if (kind === 'checkbox' || isUpload(kind) || isRange(kind)) return true;
  return Boolean(field.multiple) && has(CHOICE, kind) && kind !== 'radio';
}

/** The value of a field nobody has touched. */
export function emptyValue(field: FieldDef): FieldValue {
  const kind = field.__config__.jnpfKey;
  if (holdsList(field)) return [];
  if (kind === 'switch') return false;
  if (kind === 'numInput' || kind === 'date' || kind === HALF_DAY_DATE || kind === 'createTime') return null;
  return '';
}

/** True for what `required` rejects: nothing, blank text, an empty list, a half-filled range. */
export function isEmptyValue(value: FieldValue | undefined, kind: string): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) {
    if (isRange(kind)) return value.length < 2 || value.some((v) => v === '' || v === null);
    return value.length === 0;
  }
  return kind === 'switch' ? false : !value;
}
