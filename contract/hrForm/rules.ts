/**
 * Rules the HR forms share, as pure functions over a form's values: a date not before another, and the
 * days a half-day range spans (its start of type 1, its end of type 2, so 上午 to 下午 of one day is 1).
 */
import type { FieldIssue, FormDef, FormValues } from '../form/types';
import { label } from './fields';

const DAY_MS = 86_400_000;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** `later` must not come before `earlier` (both optional: checked once both are there). */
export const notBefore =
  (later: string, earlier: string) =>
  (values: FormValues): FieldIssue[] => {
    const a = num(values[later]);
    const b = num(values[earlier]);
    return a !== null && b !== null && a < b
      ? [{ field: later, rule: 'order', params: { other: label(earlier) } }]
      : [];
  };

/** `later` must differ from `earlier` (a new card number, a new post). */
export const differs =
  (later: string, earlier: string) =>
  (values: FormValues): FieldIssue[] => {
    const a = values[later];
    return a !== '' && a !== null && a !== undefined && a === values[earlier]
      ? [{ field: later, rule: 'same', params: { other: label(earlier) } }]
      : [];
  };

/** Half days from a type-1 start to a type-2 end, or null while either is missing or the end is first. */
export function halfDays(start: unknown, end: unknown): number | null {
  const s = num(start);
  const e = num(end);
  if (s === null || e === null || e <= s) return null;
  return Math.round(((e + 1000 - s) / DAY_MS) * 2) / 2;
}

/** Derives `out` (disabled, shown) as the days from `start` to `end`. */
export const spanInto =
  (start: string, end: string, out: string) =>
  (values: FormValues): FormValues => ({ ...values, [out]: halfDays(values[start], values[end]) });

/** All the checks, in order. */
export const allOf =
  (...checks: NonNullable<FormDef['check']>[]) =>
  (values: FormValues): FieldIssue[] =>
    checks.flatMap((c) => c(values));
