/**
 * Selector trees from flat rows (pure): organisations nested by parentId, optionally with people as leaves
 * under their unit, a subtree left out (an organisation cannot move under itself) or the hospital shown
 * but not choosable (department pickers). Rows arrive in display order.
 */
import type { SelectorNode } from '../../../contract';
import { nameInitials } from './name-index';

export type OrgRow = {
  id: string;
  parentId: string | null;
  fullName: string;
  enCode: string;
  category: 'company' | 'department' | 'ward';
  managerId: string | null;
  sortCode: number;
};
export type PersonLeaf = {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  organizeId: string;
  sortCode: number;
};

export function personNode(p: PersonLeaf): SelectorNode {
  return {
    id: p.id,
    parentId: p.organizeId,
    fullName: p.realName,
    enCode: p.account,
    type: 'user',
    headIcon: p.headIcon,
    hasChildren: false,
    sortCode: p.sortCode,
  };
}

export function orgNode(o: OrgRow, hasChildren: boolean, disabled = false): SelectorNode {
  const node: SelectorNode = {
    id: o.id,
    parentId: o.parentId,
    fullName: o.fullName,
    enCode: o.enCode,
    type: o.category,
    initials: nameInitials(o.fullName),
    managerId: o.managerId,
    hasChildren,
    sortCode: o.sortCode,
  };
  if (disabled) node.disabled = true;
  return node;
}

/** Ids of `rootId` and every organisation below it. */
export function subtreeIds(orgs: OrgRow[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  // Rows are not ordered parent-first, so sweep until nothing new joins.
  for (let grew = true; grew;) {
    grew = false;
    for (const o of orgs) {
      if (o.parentId && ids.has(o.parentId) && !ids.has(o.id)) {
        ids.add(o.id);
        grew = true;
      }
    }
  }
  return ids;
}

export type TreeOptions = {
  /** Leave out this organisation and everything below it. */
  exclude?: string;
  /** Show companies but mark them not choosable. */
  disableCompanies?: boolean;
  /** People to hang under their unit, after its sub-units. */
  people?: PersonLeaf[];
};

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Nodes under their parent's id; one whose parent is not among them goes to the top (null). */
function byParent(nodes: SelectorNode[], known: Set<string>): Map<string | null, SelectorNode[]> {
  const map = new Map<string | null, SelectorNode[]>();
  for (const node of nodes) push(map, node.parentId && known.has(node.parentId) ? node.parentId : null, node);
  return map;
}

export function orgTree(orgs: OrgRow[], opts: TreeOptions = {}): SelectorNode[] {
  const left = opts.exclude ? subtreeIds(orgs, opts.exclude) : new Set<string>();
  const kept = orgs.filter((o) => !left.has(o.id));
  const known = new Set(kept.map((o) => o.id));
  const disable = (o: OrgRow) => opts.disableCompanies === true && o.category === 'company';
  const nodes = kept.map((o) => orgNode(o, false, disable(o)));
  const units = byParent(nodes, known);
  const people = byParent((opts.people ?? []).map(personNode), known);
  for (const node of nodes) {
    const below = [...(units.get(node.id) ?? []), ...(people.get(node.id) ?? [])];
    if (below.length) Object.assign(node, { children: below, hasChildren: true });
  }
  return units.get(null) ?? [];
}

/**
 * One level of a lazily opened picker: the units directly under `parentId` (null = the top), each saying
 * whether it has anything below, then the people in it.
 */
export function pickerLevel(
  orgs: OrgRow[],
  memberCounts: Map<string, number>,
  parentId: string | null,
  people: PersonLeaf[],
): SelectorNode[] {
  const parents = new Set(orgs.map((o) => o.parentId));
  const units = orgs
    .filter((o) => o.parentId === parentId)
    .map((o) => orgNode(o, parents.has(o.id) || (memberCounts.get(o.id) ?? 0) > 0));
  return [...units, ...people.map(personNode)];
}

/** "滨江市人民医院/心内科/心内科病区": the names from the top down to `id`. */
export function orgPath(orgs: OrgRow[], id: string): string {
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const names: string[] = [];
  for (
    let o = byId.get(id);
    o && names.length <= orgs.length;
    o = o.parentId ? byId.get(o.parentId) : undefined
  )
    names.unshift(o.fullName);
  return names.join('/');
}
