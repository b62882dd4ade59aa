/**
 * A form's own values, checked: read from the body by the definition (fields it does not name are dropped;
 * one not sent is empty), each of the shape its kind holds, each picked id one that exists (a dictionary's
 * item, a unit, a post, an active person), computed fields derived again, then the definition's own rules
 * (contract/form validateForm). The first problem is HTTP 400 naming the field, in the form's words.
 */
import { eq } from 'drizzle-orm';
import {
  emptyValue,
  isUpload,
  validateForm,
  type FieldDef,
  type FormDef,
  type FormValues,
} from '../../../contract/form';
import type { Db } from '../../db/client';
import { organizes, positions } from '../../db/schema';
import { fieldError } from '../../http/envelope';
import { checkOwnFiles } from '../file/own-files';
import { SystemRepository } from '../system/repository';
import { activeUsers } from '../workflow/org-facts';
import { ownFields } from './catalogue';
import { valueProblem } from './value-shape';
import { issueMessage, labelOf } from './words';

/** The own fields' values in `input`, each of its kind's shape; `only` limits which are read. */
export function readValues(
  def: FormDef,
  input: Readonly<Record<string, unknown>>,
  only?: FieldDef[],
): FormValues {
  const values: FormValues = {};
  for (const field of only ?? ownFields(def)) {
    const value = input[field.__vModel__] ?? emptyValue(field);
    const problem = valueProblem(field, value);
    if (problem) throw fieldError(field.__vModel__, `${labelOf(field)}${problem}`);
    values[field.__vModel__] = value as FormValues[string];
  }
  return values;
}

async function exists(db: Db, field: FieldDef, id: string): Promise<boolean> {
  const kind = field.__config__.jnpfKey;
  if (kind === 'dicSelect')
    return new SystemRepository(db).isDictionaryItem(field.__config__.dictionaryType ?? '', id);
  if (kind === 'depSelect')
    return (await db.select({ id: organizes.id }).from(organizes).where(eq(organizes.id, id))).length > 0;
  if (kind === 'posSelect')
    return (await db.select({ id: positions.id }).from(positions).where(eq(positions.id, id))).length > 0;
  if (kind === 'userSelect') return (await activeUsers(db, [id])).has(id);
  return true;
}

const MISSING: Readonly<Record<string, string>> = {
  dicSelect: '不在字典中，请从字典中选择',
  userSelect: '所选人员不存在或已停用',
};

/** Every picked id of `fields` names something that exists (one query per picked value). */
export async function checkPicked(db: Db, fields: FieldDef[], values: FormValues): Promise<void> {
  for (const field of fields) {
    const picked = [values[field.__vModel__]]
      .flat()
      .filter((v): v is string => typeof v === 'string' && v !== '');
    for (const id of picked) {
      if (await exists(db, field, id)) continue;
      const kind = field.__config__.jnpfKey;
      throw fieldError(field.__vModel__, `${labelOf(field)}：${MISSING[kind] ?? '所选项不存在，请重新选择'}`);
    }
  }
}

/** Derives the computed fields again and applies the definition's rules; the first issue is refused. */
export function checkRules(def: FormDef, values: FormValues): FormValues {
  const derived = def.derive ? def.derive(values) : values;
  const [issue] = validateForm(def, derived);
  if (!issue) return derived;
  const field = def.fields.find((f) => f.__vModel__ === issue.field)!;
  throw fieldError(issue.field, issueMessage(field, issue));
}

/** Every file of the form's upload fields is the applicant's own upload (file/own-files.ts). */
async function checkFiles(db: Db, userId: string, def: FormDef, values: FormValues): Promise<void> {
  for (const field of ownFields(def).filter((f) => isUpload(f.__config__.jnpfKey))) {
    const files = (values[field.__vModel__] ?? []) as unknown as { url: string }[];
    await checkOwnFiles(db, userId, field.__vModel__, labelOf(field), files);
  }
}

/** The body's own values, checked in full for its applicant `userId`; what a new or edited form stores. */
export async function checkedValues(
  db: Db,
  userId: string,
  def: FormDef,
  body: Readonly<Record<string, unknown>>,
) {
  const values = readValues(def, body);
  await checkPicked(db, ownFields(def), values);
  await checkFiles(db, userId, def, values);
  return checkRules(def, values);
}
