/**
 * Rules the HR forms share, as pure functions over a form's values: a date not before another, and the
 * days a half-day range spans (the one count of contract/form/halfDaySpan.ts: 上午 to 下午 of one day is 1).
 */
import { halfDayCount } from '../form/halfDaySpan';
import type { FieldIssue, FormDef, FormValues } from '../form/types';
import { label } from './fields';

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

/** Derives `out` (disabled, shown) as the days from `start` to `end`. */
export const spanInto =
  (start: string, end: string, out: string) =>
  (values: FormValues): FormValues => ({ ...values, [out]: halfDayCount(values[start], values[end]) });

/** All the checks, in order. */
export const allOf =
  (...checks: NonNullable<FormDef['check']>[]) =>
  (values: FormValues): FieldIssue[] =>
    checks.flatMap((c) => c(values));
