/**
 * What the approver decides on, pure: the form's key fields (`FormDef.keyFields`, each form names its own)
 * as label and text — a dictionary, unit, post or person by its name, a half day as 2027-02-01 上午 — and its
 * attachments. A field the viewer may not read, or one with nothing in it, is left out; an id whose name
 * this device does not know is never shown.
 */
import type { FormOperate } from '../../../../contract';
import { HALF_DAY_DATE } from '../../../../contract/form/kinds';
import { textOf, type Translate } from '../../../../contract/form/issueText';
import type { FieldDef, FormDef } from '../../../../contract/form/types';
import { DATE_FORMAT, formatDate } from '../../../../core/lib/dateFormat';
import { splitHalfDay } from '../../../forms/halfDay';

type Values = Readonly<Record<string, unknown>>;

export interface KeyFact {
  name: string;
  label: string;
  text: string;
}

export interface KeyAttachment {
  fileId: string;
  name: string;
  size: number | null;
}

/** The picker kinds whose values are ids, looked up by the caller in the local reference tables. */
export const NAMED_KINDS = ['dicSelect', 'depSelect', 'posSelect', 'userSelect'] as const;
export type NamedKind = (typeof NAMED_KINDS)[number];
const isNamed = (kind: string): kind is NamedKind => (NAMED_KINDS as readonly string[]).includes(kind);

const kindOf = (f: FieldDef) => f.__config__.jnpfKey;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const idsOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' && x ? [x] : []));

function visibleFields(def: FormDef, operates: readonly FormOperate[]): Map<string, FieldDef> {
  const ops = new Map(operates.map((op) => [op.id, op]));
  const hidden = (name: string) => {
    const op = ops.get(name);
    return op !== undefined && !op.read && !op.write;
  };
  return new Map(def.fields.filter((f) => !hidden(f.__vModel__)).map((f) => [f.__vModel__, f]));
}

const keyFieldsOf = (def: FormDef, operates: readonly FormOperate[]): FieldDef[] => {
  const fields = visibleFields(def, operates);
  return (def.keyFields ?? []).flatMap((name) => fields.get(name) ?? []);
};

/** The ids the key fields hold, by kind, for the caller to name from its local tables. */
export function namedIdsOf(
  def: FormDef,
  values: Values,
  operates: readonly FormOperate[],
): Record<NamedKind, string[]> {
  const out: Record<NamedKind, string[]> = { dicSelect: [], depSelect: [], posSelect: [], userSelect: [] };
  for (const f of keyFieldsOf(def, operates)) {
    const kind = kindOf(f);
    if (isNamed(kind)) out[kind].push(...idsOf(values[f.__vModel__]));
  }
  return out;
}

function dateText(t: Translate, f: FieldDef, ms: number): string {
  const type = f.__config__.halfDayType;
  if (kindOf(f) === HALF_DAY_DATE && (type === 1 || type === 2)) {
    const parts = splitHalfDay(ms, type);
    if (parts) return `${parts.date} ${t(`form.half.${parts.half}`)}`;
  }
  return formatDate(ms, DATE_FORMAT);
}

function choiceText(t: Translate, f: FieldDef, value: unknown): string {
  const chosen = new Set(
    (Array.isArray(value) ? value : [value]).filter((v) => v !== null && v !== undefined).map(String),
  );
  return (f.__slot__?.options ?? [])
    .filter((o) => chosen.has(String(o.id)))
    .map((o) => textOf(t, o.fullName))
    .join('、');
}

type Render = (t: Translate, f: FieldDef, value: unknown) => string;

function dateValue(t: Translate, f: FieldDef, value: unknown): string {
  const ms = num(value);
  return ms === null ? '' : dateText(t, f, ms);
}

const BY_KIND: Readonly<Record<string, Render>> = {
  radio: choiceText,
  select: choiceText,
  checkbox: choiceText,
  date: dateValue,
  [HALF_DAY_DATE]: dateValue,
  switch: (t, _f, v) => (typeof v === 'boolean' ? t(v ? 'wfFlow.yes' : 'wfFlow.no') : ''),
};

function plainValue(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value.trim() : '';
}

/** The value as the approver reads it; '' when there is nothing to show. */
function valueText(t: Translate, f: FieldDef, value: unknown, names: ReadonlyMap<string, string>): string {
  const kind = kindOf(f);
  if (isNamed(kind))
    return idsOf(value)
      .flatMap((id) => names.get(id) ?? [])
      .join('、');
  const render = BY_KIND[kind];
  return render ? render(t, f, value) : plainValue(value);
}

/** The key fields with something in them, in the order the form names them. */
export function keyFactsOf(
  t: Translate,
  def: FormDef,
  values: Values,
  operates: readonly FormOperate[],
  names: ReadonlyMap<string, string>,
): KeyFact[] {
  return keyFieldsOf(def, operates).flatMap((f) => {
    const text = valueText(t, f, values[f.__vModel__], names);
    return text ? [{ name: f.__vModel__, label: textOf(t, f.__config__.label), text }] : [];
  });
}

/** Every file the viewer may see on the form (its attachment and photo fields). */
export function attachmentsOf(
  def: FormDef,
  values: Values,
  operates: readonly FormOperate[],
): KeyAttachment[] {
  return [...visibleFields(def, operates).values()]
    .filter((f) => kindOf(f) === 'uploadFz' || kindOf(f) === 'uploadImg')
    .flatMap((f) => {
      const list = values[f.__vModel__];
      return Array.isArray(list) ? list : [];
    })
    .flatMap((r: unknown) => {
      const o = (r ?? {}) as { fileId?: unknown; name?: unknown; size?: unknown };
      if (typeof o.fileId !== 'string' || typeof o.name !== 'string') return [];
      return [{ fileId: o.fileId, name: o.name, size: num(o.size) }];
    });
}
