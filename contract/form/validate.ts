/**
 * Validation as pure functions: required, the field's regList patterns, the spec §5 validators by name,
 * numbers (min, max, decimal places), text length, file count, and ranges whose end must not come before
 * their start; then the form's own cross-field rules. One issue per field, in the order of the form.
 */
import { VALIDATORS } from './validators';
import { isEmptyValue, isLayout, isRange, isSystem, isUpload } from './kinds';
import { toRegExp } from './pattern';
import type { FieldDef, FieldIssue, FieldValue, FormDef, FormValues } from './types';

type Found = Omit<FieldIssue, 'field'> | null;

const decimals = (n: number): number => (String(n).split('.')[1] ?? '').length;

function checkNumber(field: FieldDef, value: FieldValue): Found {
  if (field.__config__.jnpfKey !== 'numInput') return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return { rule: 'number' };
  if (field.min !== undefined && value < field.min) return { rule: 'min', params: { min: field.min } };
  if (field.max !== undefined && value > field.max) return { rule: 'max', params: { max: field.max } };
  if (field.precision !== undefined && decimals(value) > field.precision) {
    return { rule: 'precision', params: { precision: field.precision } };
  }
  return null;
}

function checkText(field: FieldDef, value: FieldValue): Found {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (field.maxlength !== undefined && text.length > field.maxlength) {
    return { rule: 'maxlength', params: { max: field.maxlength } };
  }
  return checkPatterns(field, text);
}

/** The platform's regList first (its own message), then the spec §5 validators by name. */
function checkPatterns(field: FieldDef, text: string): Found {
  const broken = (field.__config__.regList ?? []).find(
    ({ pattern }) => toRegExp(pattern)?.test(text) === false,
  );
  if (broken) return { rule: 'pattern', message: broken.message };
  const name = (field.__config__.validators ?? []).find((n) => !VALIDATORS[n].test(text));
  return name ? { rule: 'validator', params: { name } } : null;
}

function checkList(field: FieldDef, value: FieldValue): Found {
  if (!Array.isArray(value)) return null;
  const kind = field.__config__.jnpfKey;
  if (isUpload(kind) && field.limit !== undefined && value.length > field.limit) {
    return { rule: 'limit', params: { limit: field.limit } };
  }
  if (isRange(kind) && value.length === 2) {
    const [start, end] = value;
    // A day range may be one day long; a time range must move forward.
    const backwards = kind === 'dateRange' ? Number(end) < Number(start) : String(end) <= String(start);
    if (backwards) return { rule: 'range' };
  }
  return null;
}

/** The first broken rule of one field, or null. */
export function validateField(field: FieldDef, value: FieldValue | undefined): FieldIssue | null {
  const kind = field.__config__.jnpfKey;
  if (isLayout(kind) || field.disabled) return null;
  // System fields are filled by the app; billRule may rightly be empty until the submission goes out.
  if (isSystem(kind)) return null;
  if (isEmptyValue(value, kind)) {
    return field.__config__.required ? { field: field.__vModel__, rule: 'required' } : null;
  }
  const v = value as FieldValue;
  const issue = checkNumber(field, v) ?? checkText(field, v) ?? checkList(field, v);
  return issue ? { field: field.__vModel__, ...issue } : null;
}

/** Every field's first issue, then the form's own rules for fields that have none yet, in form order. */
export function validateForm(def: FormDef, values: FormValues): FieldIssue[] {
  const issues = new Map<string, FieldIssue>();
  for (const field of def.fields) {
    const issue = validateField(field, values[field.__vModel__]);
    if (issue) issues.set(issue.field, issue);
  }
  for (const issue of def.check?.(values) ?? []) {
    if (!issues.has(issue.field)) issues.set(issue.field, issue);
  }
  const order = def.fields.map((f) => f.__vModel__);
  return [...issues.values()].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/** Issues keyed by field, for rendering under each field. */
export function issuesByField(issues: readonly FieldIssue[]): Record<string, FieldIssue> {
  return Object.fromEntries(issues.map((i) => [i.field, i]));
}
