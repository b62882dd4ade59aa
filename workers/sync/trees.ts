/**
 * Turning the server's trees into the flat rows the local tables store: selector trees (organisations,
 * departments, positions) and dictionaries with nested items. Pure functions; parents come before children.
 */
import { ORG_CATEGORIES, type Dictionary, type DictionaryItem, type SelectorNode } from '../../contract';
import type {
  DictionaryItemRow,
  DictionaryTypeRow,
  OrganizeRowLocal,
  PositionRow,
} from '../../core/store/types';

type OrgCategory = OrganizeRowLocal['category'];
const isOrgCategory = (type: string): type is OrgCategory =>
  (ORG_CATEGORIES as readonly string[]).includes(type);

/** Every node of a tree, depth first, each with the nearest organisation above it (null at the top). */
function* walk(
  nodes: readonly SelectorNode[],
  orgAbove: string | null = null,
): Generator<{ node: SelectorNode; orgAbove: string | null }> {
  for (const node of nodes) {
    yield { node, orgAbove };
    if (node.children) yield* walk(node.children, isOrgCategory(node.type) ? node.id : orgAbove);
  }
}

/** Organisation rows of a selector tree; the node `type` (company, department, ward) is the category. */
export function flattenOrganizations(list: readonly SelectorNode[]): OrganizeRowLocal[] {
  const rows: OrganizeRowLocal[] = [];
  for (const { node } of walk(list)) {
    if (!isOrgCategory(node.type)) continue;
    rows.push({
      id: node.id,
      parentId: node.parentId,
      fullName: node.fullName,
      enCode: node.enCode ?? '',
      category: node.type,
      managerId: node.managerId ?? null,
      sortCode: node.sortCode,
      ...(node.initials ? { initials: node.initials } : {}),
    });
  }
  return rows;
}

/** Position rows of the position selector: its `position` nodes, each under the organisation above it. */
export function flattenPositions(list: readonly SelectorNode[]): PositionRow[] {
  const rows: PositionRow[] = [];
  for (const { node, orgAbove } of walk(list)) {
    if (node.type !== 'position') continue;
    rows.push({
      id: node.id,
      organizeId: orgAbove,
      fullName: node.fullName,
      enCode: node.enCode ?? '',
      sortCode: node.sortCode,
      ...(node.initials ? { initials: node.initials } : {}),
    });
  }
  return rows;
}

function* walkItems(items: readonly DictionaryItem[]): Generator<DictionaryItem> {
  for (const item of items) {
    yield item;
    if (item.children) yield* walkItems(item.children);
  }
}

/** Dictionary headers and their items, flattened, each item carrying its dictionary's id and enCode. */
export function flattenDictionaries(list: readonly Dictionary[]): {
  dictionaryTypes: DictionaryTypeRow[];
  dictionaries: DictionaryItemRow[];
} {
  const dictionaryTypes: DictionaryTypeRow[] = [];
  const dictionaries: DictionaryItemRow[] = [];
  for (const dict of list) {
    dictionaryTypes.push({ id: dict.id, enCode: dict.enCode, fullName: dict.fullName, isTree: dict.isTree });
    for (const item of walkItems(dict.dictionaryList)) {
      const { id, parentId, enCode, fullName, sortCode } = item;
      dictionaries.push({ id, typeId: dict.id, typeCode: dict.enCode, parentId, enCode, fullName, sortCode });
    }
  }
  return { dictionaryTypes, dictionaries };
}
