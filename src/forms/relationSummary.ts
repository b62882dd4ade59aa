/**
 * An original as the relation field lists it: its dates in a few words (2026-11-23 上午 至 2026-11-24 下午),
 * read through its own form's definition (its first two date or half-day fields that hold a value); when
 * that is unknown, the day it was created. Pure.
 */
import { HALF_DAY_DATE } from '../../contract/form/kinds';
import type { Translate } from '../../contract/form/issueText';
import type { HrOriginal } from '../../contract/hrForm/api';
import type { FieldDef, FormDef } from '../../contract/form/types';
import { formatDate } from '../../core/lib/dateFormat';
import { splitHalfDay } from './halfDay';

const DATE_KINDS = ['date', HALF_DAY_DATE];

function dateOf(t: Translate, field: FieldDef, value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (field.__config__.jnpfKey !== HALF_DAY_DATE) return formatDate(value, 'yyyy-MM-dd');
  const parts = splitHalfDay(value, field.__config__.halfDayType ?? 1);
  return parts ? `${parts.date} ${t(`form.half.${parts.half}`)}` : formatDate(value, 'yyyy-MM-dd');
}

export function relationSummary(t: Translate, original: HrOriginal, def: FormDef | undefined): string {
  const dates = (def?.fields ?? [])
    .filter((f) => DATE_KINDS.includes(f.__config__.jnpfKey))
    .map((f) => dateOf(t, f, original.data[f.__vModel__]))
    .filter((d): d is string => d !== null)
    .slice(0, 2);
  if (dates.length === 0) return formatDate(original.creatorTime, 'yyyy-MM-dd');
  return dates.join(` ${t('form.range.to')} `);
}
