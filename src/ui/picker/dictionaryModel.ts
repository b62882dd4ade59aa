/**
 * The dictionary picker's pure state: a dictionary's items by level (tree dictionaries drill down one
 * level at a time, flat ones are one level), the trail back up, and single or multiple choice.
 */
import type { DictionaryItemRow } from '../../data';

export interface DictionaryLevels {
  /** Items under each parent id; top-level items under null. */
  children: ReadonlyMap<string | null, readonly DictionaryItemRow[]>;
  byId: ReadonlyMap<string, DictionaryItemRow>;
}

const NONE: readonly DictionaryItemRow[] = [];
const order = (a: DictionaryItemRow, b: DictionaryItemRow) =>
  a.sortCode - b.sortCode || a.fullName.localeCompare(b.fullName);

/** Groups items by parent; in a flat dictionary (isTree false), or when a parent is unknown, items are top-level. */
export function dictionaryLevels(items: readonly DictionaryItemRow[], isTree: boolean): DictionaryLevels {
  const byId = new Map(items.map((i) => [i.id, i]));
  const children = new Map<string | null, DictionaryItemRow[]>();
  for (const item of [...items].sort(order)) {
    const parent = isTree && item.parentId !== null && byId.has(item.parentId) ? item.parentId : null;
    const list = children.get(parent);
    if (list) list.push(item);
    else children.set(parent, [item]);
  }
  return { children, byId };
}

export function itemsUnder(levels: DictionaryLevels, parentId: string | null): readonly DictionaryItemRow[] {
  return levels.children.get(parentId) ?? NONE;
}

export function hasChildren(levels: DictionaryLevels, id: string): boolean {
  return (levels.children.get(id)?.length ?? 0) > 0;
}

/** The items from the top down to `id` (inclusive): the breadcrumb of a drilled-down level. */
export function trailTo(levels: DictionaryLevels, id: string | null): DictionaryItemRow[] {
  const trail: DictionaryItemRow[] = [];
  const seen = new Set<string>();
  for (let at = id; at !== null && !seen.has(at);) {
    seen.add(at);
    const item = levels.byId.get(at);
    if (!item) break;
    trail.unshift(item);
    at = item.parentId !== null && levels.byId.has(item.parentId) ? item.parentId : null;
  }
  return trail;
}

/** Single choice: the tapped id replaces the value. Multiple: the tapped id is added or removed. */
export function toggleValue(value: readonly string[], id: string, multiple: boolean): string[] {
  if (!multiple) return [id];
  return value.includes(id) ? value.filter((v) => v !== id) : [...value, id];
}

/** Where the picker opens: the level of the first chosen item, so it is in view. */
export function openingLevel(levels: DictionaryLevels, value: readonly string[]): string | null {
  const first = value[0] === undefined ? undefined : levels.byId.get(value[0]);
  if (!first) return null;
  return first.parentId !== null && levels.byId.has(first.parentId) ? first.parentId : null;
}
