/**
 * What tells one row apart from another of the same kind in a list (#14 item 6: the sync centre, 我的草稿
 * and 我发起的 showed "请假申请", "请假申请"). One pure function for the three lists: the form's key values —
 * its kind (病假, a dictionary or fixed choice), its dates (a start and an end joined), its computed count
 * (请假天数 1.5), else its first text (the reason, cut short) — then its bill number once it has one; and
 * the time of the row's state (保存于 / 提交于 / 送达于 / 发起于), formatted by the i18n catalogue's pattern.
 * A list that passes a catalogue form's definition loads the forms' words first (addHrWords, formWords.ts):
 * its labels (请假天数) and fixed choices (协商解除) are theirs. 我发起的 passes none, and so loads none.
 */
import { HALF_DAY_DATE, isSystem } from '../../contract/form/kinds';
import { textOf, type Translate } from '../../contract/form/issueText';
import type { FieldDef, FormDef } from '../../contract/form/types';
import { formatDate } from '../../core/lib/dateFormat';
import { splitHalfDay } from './halfDay';

/** A form's values as stored in a draft or sent in a body. */
type Values = Readonly<Record<string, unknown>>;

/** The state a row's time belongs to: a draft saved, a write queued or delivered, a flow started. */
export type RowTimeKey = 'saved' | 'queued' | 'delivered' | 'started';

/** What a list knows about one row; every part is optional (a flow list item has no form values). */
export interface RowFacts {
  /** The form's definition, for a form of the catalogue. */
  def?: FormDef;
  /** Its values: a draft's data, a queued form's body. */
  values?: Values;
  /** The bill number the server sent (a flow's billNo); otherwise the values' own billNo. */
  billNo?: string;
  /** Dictionary item names by id (read from the local dictionaries by the list), for 病假 rather than an id. */
  names?: ReadonlyMap<string, string>;
  /** When the row reached its state. */
  at?: { key: RowTimeKey; ms: number };
}

export interface RowSummary {
  /** Which one it is: key values, then the bill number; '' when nothing is known. */
  detail: string;
  /** When it reached its state (提交于 11月24日 09:30); '' without a time. */
  time: string;
}

/** How many of the form's values a summary shows (the bill number comes on top), and how much of a text. */
const MAX_PIECES = 3;
const MAX_TEXT = 16;

const kindOf = (f: FieldDef) => f.__config__.jnpfKey;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The name of a single choice: a fixed option's words, or a dictionary item's name when the list knows it. */
function choiceName(t: Translate, f: FieldDef, value: unknown, names: RowFacts['names']): string | null {
  const id = str(value);
  if (!id || f.multiple) return null;
  if (kindOf(f) === 'dicSelect') return names?.get(id) ?? null;
  const option = f.__slot__?.options?.find((o) => String(o.id) === id);
  return option ? textOf(t, option.fullName) : null;
}

/** The dictionary ids a summary may name (its single dictionary choices), for the list to look up. */
export function dictionaryIdsOf(def: FormDef | undefined, values: Values | undefined): string[] {
  if (!def || !values) return [];
  return def.fields.flatMap((f) => {
    const id = kindOf(f) === 'dicSelect' && !f.multiple ? str(values[f.__vModel__]) : null;
    return id ? [id] : [];
  });
}

function kindPiece(t: Translate, def: FormDef, values: Values, names: RowFacts['names']): string | null {
  for (const f of def.fields) {
    if (!['dicSelect', 'radio', 'select'].includes(kindOf(f))) continue;
    const name = choiceName(t, f, values[f.__vModel__], names);
    if (name) return name;
  }
  return null;
}

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

function countOf(t: Translate, def: FormDef, values: Values): string | null {
  const f = def.fields.find(
    (d) => kindOf(d) === 'numInput' && d.disabled && num(values[d.__vModel__]) !== null,
  );
  return f ? `${textOf(t, f.__config__.label)} ${num(values[f.__vModel__])}` : null;
}

function firstText(def: FormDef, values: Values): string | null {
  for (const f of def.fields) {
    if (isSystem(kindOf(f)) || (kindOf(f) !== 'comInput' && kindOf(f) !== 'textarea')) continue;
    const text = str(values[f.__vModel__])?.replace(/\s+/g, ' ');
    if (text) return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  }
  return null;
}

function valuePieces(t: Translate, facts: RowFacts): string[] {
  const { def, values } = facts;
  if (!def || !values) return [];
  return [
    kindPiece(t, def, values, facts.names),
    datesOf(t, def, values),
    countOf(t, def, values),
    firstText(def, values),
  ]
    .filter((p): p is string => Boolean(p))
    .slice(0, MAX_PIECES);
}

export function rowSummary(t: Translate, facts: RowFacts): RowSummary {
  const billNo = str(facts.billNo) ?? str(facts.values?.billNo);
  const detail = [...valuePieces(t, facts), ...(billNo ? [billNo] : [])].join(' · ');
  const { at } = facts;
  const when = at && formatDate(at.ms, t('row.timeFormat'));
  return { detail, time: at && when ? t(`row.at.${at.key}`, { time: when }) : '' };
}
