/**
 * What tells one application apart from another of its kind, read from its form's definition (#14 item 6,
 * #30 item 2): its kind (病假 — a dictionary or fixed choice), its dates (a start and an end joined), its
 * computed count (请假天数 1.5), else its first text (the reason, cut short). One pure function for both
 * sides: the app's lists (src/forms/rowSummary.ts, on the phone's clock) and the server's messages about a
 * flow (您的请假申请（事假 · 11-28 上午 – 11-30 下午）已被驳回, on the hospital's clock).
 */
import { HALF_DAY_DATE, isSystem } from './kinds';
import { textOf, type Translate } from './issueText';
import { splitHalfDay, type WallClock } from './halfDaySpan';
import type { FieldDef, FormDef } from './types';

/** A form's values as stored in a draft, sent in a body or loaded by the server. */
export type StoredValues = Readonly<Record<string, unknown>>;

export interface KeyFactsOptions {
  /** Dictionary item names by id, for 病假 rather than an id. */
  names?: ReadonlyMap<string, string>;
  /** Where the dates are read: the phone's clock, or the hospital's. */
  clock: WallClock;
}

/** How many facts are named, and how much of a text. */
const MAX_PIECES = 3;
const MAX_TEXT = 16;

const kindOf = (f: FieldDef) => f.__config__.jnpfKey;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The name of a single choice: a fixed option's words, or a dictionary item's name when it is known. */
function choiceName(
  t: Translate,
  f: FieldDef,
  value: unknown,
  names: KeyFactsOptions['names'],
): string | null {
  const id = str(value);
  if (!id || f.multiple) return null;
  if (kindOf(f) === 'dicSelect') return names?.get(id) ?? null;
  const option = f.__slot__?.options?.find((o) => String(o.id) === id);
  return option ? textOf(t, option.fullName) : null;
}

/** The dictionary ids the facts may name (the form's single dictionary choices), for the caller to look up. */
export function dictionaryIdsOf(def: FormDef | undefined, values: StoredValues | undefined): string[] {
  if (!def || !values) return [];
  return def.fields.flatMap((f) => {
    const id = kindOf(f) === 'dicSelect' && !f.multiple ? str(values[f.__vModel__]) : null;
    return id ? [id] : [];
  });
}

function kindPiece(t: Translate, def: FormDef, values: StoredValues, names: KeyFactsOptions['names']) {
  for (const f of def.fields) {
    if (!['dicSelect', 'radio', 'select'].includes(kindOf(f))) continue;
    const name = choiceName(t, f, values[f.__vModel__], names);
    if (name) return name;
  }
  return null;
}

function dateText(t: Translate, field: FieldDef, ms: number, clock: WallClock): string {
  const type = field.__config__.halfDayType;
  if (kindOf(field) === HALF_DAY_DATE && (type === 1 || type === 2)) {
    const parts = splitHalfDay(ms, type, clock);
    if (parts) return `${parts.date.slice(5)} ${t(`form.half.${parts.half}`)}`;
  }
  return clock(ms).slice(5, 10);
}

function datesOf(t: Translate, def: FormDef, values: StoredValues, clock: WallClock): string | null {
  const dates = def.fields
    .filter((f) => kindOf(f) === HALF_DAY_DATE || kindOf(f) === 'date')
    .flatMap((f) => {
      const ms = num(values[f.__vModel__]);
      return ms === null ? [] : [dateText(t, f, ms, clock)];
    });
  return dates.length ? dates.slice(0, 2).join(' – ') : null;
}

function countOf(t: Translate, def: FormDef, values: StoredValues): string | null {
  const f = def.fields.find(
    (d) => kindOf(d) === 'numInput' && d.disabled && num(values[d.__vModel__]) !== null,
  );
  return f ? `${textOf(t, f.__config__.label)} ${num(values[f.__vModel__])}` : null;
}

function firstText(def: FormDef, values: StoredValues): string | null {
  for (const f of def.fields) {
    if (isSystem(kindOf(f)) || (kindOf(f) !== 'comInput' && kindOf(f) !== 'textarea')) continue;
    const text = str(values[f.__vModel__])?.replace(/\s+/g, ' ');
    if (text) return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  }
  return null;
}

/** Up to three facts of the application, in the form's words: ['事假', '11-28 上午 – 11-30 下午', '请假天数 2.5']. */
export function keyFacts(t: Translate, def: FormDef, values: StoredValues, opts: KeyFactsOptions): string[] {
  return [
    kindPiece(t, def, values, opts.names),
    datesOf(t, def, values, opts.clock),
    countOf(t, def, values),
    firstText(def, values),
  ]
    .filter((p): p is string => Boolean(p))
    .slice(0, MAX_PIECES);
}
