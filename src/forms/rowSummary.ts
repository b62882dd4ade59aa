/**
 * What tells one form apart from another of the same kind in a list (#14 item 6: the sync centre and 我的
 * 草稿 showed "请假申请", "请假申请"): its dates (a start and an end joined), its computed counts (请假天数
 * 1.5), its first text (the reason, cut short) and its bill number once it has one. Pure.
 */
import { HALF_DAY_DATE, isSystem } from '../../contract/form/kinds';
import { textOf, type Translate } from '../../contract/form/issueText';
import type { FieldDef, FormDef } from '../../contract/form/types';
import { formatDate } from '../lib/dateFormat';
import { addHrWords } from './formWords';
import { splitHalfDay } from './halfDay';

// Labels (请假天数) are the catalogue forms' words.
addHrWords();

/** A form's values as stored in a draft or sent in a body. */
type Values = Readonly<Record<string, unknown>>;

/** How many pieces a summary shows, and how much of a text. */
const MAX_PIECES = 3;
const MAX_TEXT = 16;

const kindOf = (f: FieldDef) => f.__config__.jnpfKey;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function dateText(t: Translate, field: FieldDef, ms: number): string {
  const type = field.__config__.halfDayType;
  if (kindOf(field) === HALF_DAY_DATE && (type === 1 || type === 2)) {
    const parts = splitHalfDay(ms, type);
    if (parts) return `${parts.date.slice(5)} ${t(`form.half.${parts.half}`)}`;
  }
  return formatDate(ms, 'MM-dd');
}

function datesOf(t: Translate, def: FormDef, values: Values): string | null {
  const dates = def.fields
    .filter((f) => kindOf(f) === HALF_DAY_DATE || kindOf(f) === 'date')
    .flatMap((f) => {
      const ms = num(values[f.__vModel__]);
      return ms === null ? [] : [dateText(t, f, ms)];
    });
  return dates.length ? dates.slice(0, 2).join(' – ') : null;
}

function countsOf(t: Translate, def: FormDef, values: Values): string[] {
  return def.fields
    .filter((f) => kindOf(f) === 'numInput' && f.disabled && num(values[f.__vModel__]) !== null)
    .slice(0, 1)
    .map((f) => `${textOf(t, f.__config__.label)} ${num(values[f.__vModel__])}`);
}

function firstText(def: FormDef, values: Values): string | null {
  for (const f of def.fields) {
    if (isSystem(kindOf(f)) || (kindOf(f) !== 'comInput' && kindOf(f) !== 'textarea')) continue;
    const text = values[f.__vModel__];
    if (typeof text !== 'string' || !text.trim()) continue;
    const trimmed = text.trim().replace(/\s+/g, ' ');
    return trimmed.length > MAX_TEXT ? `${trimmed.slice(0, MAX_TEXT)}…` : trimmed;
  }
  return null;
}

export function rowSummary(t: Translate, def: FormDef | undefined, values: Values): string {
  const billNo = typeof values.billNo === 'string' && values.billNo ? values.billNo : null;
  if (!def) return billNo ?? '';
  const pieces = [datesOf(t, def, values), ...countsOf(t, def, values), firstText(def, values), billNo];
  return pieces
    .filter((p): p is string => Boolean(p))
    .slice(0, MAX_PIECES)
    .join(' · ');
}
