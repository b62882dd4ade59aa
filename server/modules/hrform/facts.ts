/**
 * Which application an HR form is, for the messages about its flow (#30 item 2; FormSource `facts`): the
 * key facts of its form (contract/form's keyFacts — 事假 · 11-28 上午 – 11-30 下午 · 请假天数 2.5), with
 * dictionary choices named and dates read on the hospital's clock, so 您的请假申请已被驳回 says which leave.
 */
import { inArray } from 'drizzle-orm';
import { dictionaryIdsOf } from '../../../contract/form';
import { hrFormDef } from '../../../contract/hrForm';
import type { Db } from '../../db/client';
import { dictionaryItems } from '../../db/schema';
import type { FormData } from '../../workflow/form-source';
import { factsOf } from './words';

async function dictionaryNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: dictionaryItems.id, name: dictionaryItems.fullName })
    .from(dictionaryItems)
    .where(inArray(dictionaryItems.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function applicationFacts(db: Db, formKey: string, form: FormData): Promise<string> {
  const def = hrFormDef(formKey);
  if (!def) return '';
  const names = await dictionaryNames(db, dictionaryIdsOf(def, form));
  return factsOf(def, form, names).join(' · ');
}
