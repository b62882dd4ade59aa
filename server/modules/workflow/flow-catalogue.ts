/**
 * The flows a person may start, as the platform's lists show them (FlowEngine ListAll / PageListAll, and the
 * favourites' getFlowList): one item per launchable template (not 注销账号, which only its own endpoint
 * starts), the categories of dictionary WorkFlowCategory in order.
 */
import { asc, eq } from 'drizzle-orm';
import type { FlowEngineItem } from '../../../contract';
import type { Db } from '../../db/client';
import { dictionaryItems, dictionaryTypes } from '../../db/schema';
import { appFormUrl, templatesInOrder, type FlowTemplate } from '../../workflow';

export const engineItem = (t: FlowTemplate): FlowEngineItem => ({
  id: t.key,
  enCode: t.key,
  fullName: t.name,
  category: t.category,
  formKey: t.formKey,
  appFormUrl: appFormUrl(t.key),
  icon: t.icon,
  formType: 1,
  iconBackground: '',
  sortCode: t.sortCode,
});

/** The categories as dictionary WorkFlowCategory holds them, in its order. */
export function categories(db: Db) {
  return db
    .select({ id: dictionaryItems.id, enCode: dictionaryItems.enCode, fullName: dictionaryItems.fullName })
    .from(dictionaryItems)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryItems.typeId))
    .where(eq(dictionaryTypes.enCode, 'WorkFlowCategory'))
    .orderBy(asc(dictionaryItems.sortCode));
}

/** Every flow in allApp order, by keyword (its name) and category (a WorkFlowCategory enCode). */
export async function startable(db: Db, keyword = '', category = ''): Promise<FlowEngineItem[]> {
  const named = category ? (await categories(db)).find((c) => c.enCode === category)?.fullName : null;
  return templatesInOrder()
    .map(engineItem)
    .filter((i) => (named === null || i.category === named) && i.fullName.includes(keyword.trim()));
}

/** `items` under their categories, in the dictionary's order; a category with none left out. */
export async function byCategory<T extends { category: string }>(db: Db, items: readonly T[]) {
  const groups = (await categories(db)).map((c) => ({
    ...c,
    children: items.filter((i) => i.category === c.fullName),
  }));
  return groups.filter((g) => g.children.length > 0);
}
