/**
 * Picker nodes from the local reference tables: departments (the hospital shown but not chosen),
 * positions under their units, and people under their units (units only group, people are chosen).
 * Pure; the hooks in useReferenceNodes.ts feed them from Dexie.
 */
import type { OrganizeRow } from '../../../contract';
import type { PositionRow, UserRow } from '../../data';
import type { PickerNode } from './pickerModel';

const bySort = <T extends { sortCode: number }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.sortCode - b.sortCode);

function unitNode(org: OrganizeRow, extra: Partial<PickerNode> = {}): PickerNode {
  return { id: org.id, parentId: org.parentId, label: org.fullName, keywords: org.initials, ...extra };
}

/** Organisations and departments from both tables, each id once (the organisation tree's copy first). */
export function mergeUnits(...lists: readonly (readonly OrganizeRow[])[]): OrganizeRow[] {
  const byId = new Map<string, OrganizeRow>();
  for (const list of lists) for (const org of list) if (!byId.has(org.id)) byId.set(org.id, org);
  return [...byId.values()];
}

/** Departments and wards to choose; the hospital itself (category company) is shown but disabled. */
export function departmentNodes(orgs: readonly OrganizeRow[]): PickerNode[] {
  return bySort(orgs).map((o) => unitNode(o, { disabled: o.category === 'company' }));
}

/** Units that hold a wanted node somewhere below them, so a picker shows no empty branches. */
function unitsAbove(orgs: readonly OrganizeRow[], holders: Iterable<string>): Set<string> {
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const keep = new Set<string>();
  for (let id of holders) {
    for (let org = byId.get(id); org && !keep.has(id); org = byId.get(id)) {
      keep.add(id);
      if (org.parentId === null) break;
      id = org.parentId;
    }
  }
  return keep;
}

/** Positions under the units they belong to; a position with no unit is top-level. */
export function positionNodes(orgs: readonly OrganizeRow[], positions: readonly PositionRow[]): PickerNode[] {
  const keep = unitsAbove(
    orgs,
    positions.flatMap((p) => (p.organizeId ? [p.organizeId] : [])),
  );
  const units = bySort(orgs.filter((o) => keep.has(o.id))).map((o) => unitNode(o, { selectable: false }));
  const items = bySort(positions).map((p): PickerNode => ({
    id: p.id,
    parentId: p.organizeId,
    label: p.fullName,
    keywords: p.initials,
  }));
  return [...units, ...items];
}

/** People under their units, with position beside the name and pinyin and initials for search. */
export function userNodes(orgs: readonly OrganizeRow[], users: readonly UserRow[]): PickerNode[] {
  const units = bySort(orgs).map((o) => unitNode(o, { selectable: false }));
  const people = bySort(users).map((u): PickerNode => ({
    id: u.id,
    parentId: u.organizeId,
    label: u.realName,
    detail: u.positionName,
    keywords: `${u.pinyin} ${u.initials} ${u.organizeName}`,
    avatar: u.headIcon,
  }));
  return [...units, ...people];
}
