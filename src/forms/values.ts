/**
 * Form values from a definition: a new form's starting values (defaults, the system fields from who is
 * filling it in and when, the person's own facts the server holds), a value changed (computed fields
 * follow), and values read back from a draft.
 */
import { emptyValue, isLayout } from '../../contract/form/kinds';
import type {
  AttachmentRef,
  FieldDef,
  FieldValue,
  FormDef,
  FormUser,
  FormValues,
} from '../../contract/form/types';

export interface FormContext {
  user: FormUser;
  now: number;
}

function systemValue(field: FieldDef, ctx: FormContext): FieldValue | undefined {
  switch (field.__config__.jnpfKey) {
    case 'createUser':
      return ctx.user.userId;
    case 'currOrganize':
    case 'currDept':
      return ctx.user.organizeId;
    case 'currPosition':
      return ctx.user.positionId;
    case 'createTime':
      return ctx.now;
    default: {
      const fact = field.__config__.userFact;
      return fact ? ctx.user.facts?.[fact] : undefined;
    }
  }
}

/** A new form's values; the computed fields are derived at once. */
export function initialValues(def: FormDef, ctx: FormContext): FormValues {
  const values: FormValues = {};
  for (const field of def.fields) {
    if (isLayout(field.__config__.jnpfKey)) continue;
    values[field.__vModel__] = systemValue(field, ctx) ?? field.__config__.defaultValue ?? emptyValue(field);
  }
  return def.derive ? def.derive(values) : values;
}

/** The values after one field changed, with the computed fields brought up to date. */
export function withValue(def: FormDef, values: FormValues, name: string, value: FieldValue): FormValues {
  const next = { ...values, [name]: value };
  return def.derive ? def.derive(next) : next;
}

function isAttachment(v: unknown): v is AttachmentRef {
  return typeof v === 'object' && v !== null && typeof (v as { fileId?: unknown }).fileId === 'string';
}

function isFieldValue(v: unknown): v is FieldValue {
  if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) return true;
  if (!Array.isArray(v)) return false;
  return v.every((x) => typeof x === 'string' || typeof x === 'number') || v.every(isAttachment);
}

/**
 * A draft's stored data as form values, on top of the form's starting values: fields the form no longer
 * has are dropped, values of a shape no field holds are ignored.
 */
export function restoreValues(def: FormDef, base: FormValues, data: Record<string, unknown>): FormValues {
  const values: FormValues = { ...base };
  for (const name of Object.keys(base)) {
    const v = data[name];
    if (isFieldValue(v)) values[name] = v;
  }
  return def.derive ? def.derive(values) : values;
}

/** The ids of every file a draft's data refers to (to delete with it, or to upload before it). */
export function attachmentIds(data: Record<string, unknown>): string[] {
  return Object.values(data).flatMap((v) =>
    Array.isArray(v) ? v.filter(isAttachment).map((a) => a.fileId) : [],
  );
}
