/**
 * Dictionaries in the contract's shapes (pure): items nested under their parents for tree dictionaries,
 * flat lists for SelByType, and value/label pairs for Enum/Selector.
 */
import type { Dictionary, DictionaryItem } from '../../../contract';
import type { DictionaryItemRow, DictionaryTypeRow } from './repository';

const toItem = ({ id, parentId, enCode, fullName, sortCode }: DictionaryItemRow): DictionaryItem => ({
  id,
  parentId,
  enCode,
  fullName,
  sortCode,
});

export function flatItems(rows: DictionaryItemRow[]): DictionaryItem[] {
  return rows.map(toItem);
}

/** Items under their parents; an item whose parent is missing shows at the top. */
export function nestedItems(rows: DictionaryItemRow[]): DictionaryItem[] {
  const items = rows.map(toItem);
  const known = new Set(items.map((i) => i.id));
  const children = new Map<string, DictionaryItem[]>();
  const top: DictionaryItem[] = [];
  for (const item of items) {
    if (item.parentId && known.has(item.parentId)) {
      const list = children.get(item.parentId);
      if (list) list.push(item);
      else children.set(item.parentId, [item]);
    } else top.push(item);
  }
  for (const item of items) {
    const below = children.get(item.id);
    if (below) item.children = below;
  }
  return top;
}

export function itemsFor(type: DictionaryTypeRow, rows: DictionaryItemRow[]): DictionaryItem[] {
  return type.isTree ? nestedItems(rows) : flatItems(rows);
}

export function allDictionaries(types: DictionaryTypeRow[], rows: DictionaryItemRow[]): Dictionary[] {
  const byType = new Map<string, DictionaryItemRow[]>();
  for (const row of rows) {
    const list = byType.get(row.typeId);
    if (list) list.push(row);
    else byType.set(row.typeId, [row]);
  }
  return types.map((type) => ({ ...type, dictionaryList: itemsFor(type, byType.get(type.id) ?? []) }));
}

/**
 * Our dictionaries under the platform's own enCodes too, for its clients' personal-data page (it looks up
 * `Education`, `sex` and `Nation`, and stops at the first one missing). The same items: a person's record
 * names them by id, and gender by the item's enCode ("1" 男, "2" 女).
 */
const PLATFORM_NAMES: Readonly<Record<string, string>> = {
  education: 'Education',
  gender: 'sex',
  nation: 'Nation',
};

export function withPlatformNames(list: Dictionary[]): Dictionary[] {
  const aliases = list.flatMap((d) => {
    const enCode = PLATFORM_NAMES[d.enCode];
    return enCode ? [{ ...d, id: `${d.id}:${enCode}`, enCode }] : [];
  });
  return [...list, ...aliases];
}
