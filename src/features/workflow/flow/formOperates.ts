/**
 * What the viewer may see and change of a flow's form (`formOperates`), pure: a field whose operate says
 * read=false (and not write) is hidden; write=true makes it editable; every other field is shown read-only.
 * Fields without an operate are shown read-only. A section title whose fields are all hidden goes too.
 * Computed, system and attachment fields are never editable here (the decision screen cannot upload).
 */
import type { FormOperate } from '../../../../contract';
import { isLayout } from '../../../../contract/form/kinds';
import type { FieldDef, FieldIssue, FieldValue, FormDef, FormValues } from '../../../../contract/form/types';
import { validateForm } from '../../../../contract/form/validate';

const NEVER_WRITTEN = new Set([
  'createUser',
  'currOrganize',
  'currDept',
  'currPosition',
  'createTime',
  'billRule',
  'uploadFz',
  'uploadImg',
]);

export interface OperatedForm {
  /** The form to render: hidden fields removed, read-only ones disabled. */
  def: FormDef;
  /** The fields the viewer may change (their values go into the approval's `formData`). */
  writable: string[];
}

const hidden = (op: FormOperate | undefined): boolean => op !== undefined && !op.read && !op.write;

function canWrite(field: FieldDef, op: FormOperate | undefined): boolean {
  return Boolean(op?.write) && !field.disabled && !NEVER_WRITTEN.has(field.__config__.jnpfKey);
}

/** Drops section titles left with no field under them. */
function withoutEmptyTitles(fields: readonly FieldDef[]): FieldDef[] {
  return fields.filter((field, i) => {
    if (field.__config__.jnpfKey !== 'groupTitle') return true;
    const next = fields[i + 1];
    return next !== undefined && next.__config__.jnpfKey !== 'groupTitle';
  });
}

export function operatedForm(def: FormDef, operates: readonly FormOperate[]): OperatedForm {
  const ops = new Map(operates.map((op) => [op.id, op]));
  const writable: string[] = [];
  const fields: FieldDef[] = [];
  for (const field of def.fields) {
    const op = ops.get(field.__vModel__);
    if (hidden(op)) continue;
    if (canWrite(field, op)) {
      writable.push(field.__vModel__);
      fields.push(field);
    } else {
      fields.push(isLayout(field.__config__.jnpfKey) ? field : { ...field, disabled: true });
    }
  }
  return { def: { ...def, fields: withoutEmptyTitles(fields) }, writable };
}

/** What the approver changed of the form, for 同意: the writable fields' values and their problems. */
export interface EditedForm {
  /** `auditBody.formData`: every writable field's value; undefined when nothing was edited. */
  formData: Record<string, FieldValue> | undefined;
  issues: { field: FieldDef; issue: FieldIssue }[];
}

export function editedForm(operated: OperatedForm, edits: FormValues | undefined): EditedForm {
  if (!edits || operated.writable.length === 0) return { formData: undefined, issues: [] };
  const writable = new Set(operated.writable);
  const fields = new Map(operated.def.fields.map((f) => [f.__vModel__, f]));
  const issues = validateForm(operated.def, edits)
    .filter((issue) => writable.has(issue.field))
    .flatMap((issue) => {
      const field = fields.get(issue.field);
      return field ? [{ field, issue }] : [];
    });
  const formData = Object.fromEntries(operated.writable.map((name) => [name, edits[name] ?? null]));
  return { formData, issues };
}

/** A form the app has no definition for: its stored data as label/value pairs. */
export interface PlainField {
  name: string;
  label: string;
  value: unknown;
}

export function plainFields(
  data: Readonly<Record<string, unknown>>,
  operates: readonly FormOperate[],
): PlainField[] {
  const ops = new Map(operates.map((op) => [op.id, op]));
  return Object.entries(data)
    .filter(([name]) => !hidden(ops.get(name)))
    .map(([name, value]) => ({ name, label: ops.get(name)?.name || name, value }));
}

const named = (v: unknown): string => {
  if (typeof v !== 'object' || v === null) return String(v ?? '');
  const o = v as { name?: unknown; fullName?: unknown };
  return String(o.name ?? o.fullName ?? JSON.stringify(v));
};

/** A stored value as text; `yesNo` words booleans. Lists are joined with 、. */
export function plainText(value: unknown, yesNo: readonly [string, string]): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  if (Array.isArray(value)) return value.map(named).filter(Boolean).join('、');
  return named(value);
}
