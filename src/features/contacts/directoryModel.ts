/**
 * The Address Book's pure model: the organisation tree (hospital → departments → wards) with each unit's
 * people and head count, the rows a virtual list shows for the units a person has expanded, and the
 * colleague search index.
 */
import type { OrganizeRow } from '../../../contract';
import type { UserRow } from '../../data';
import { buildSearchIndex, type SearchIndex } from '../../../core/lib/peopleSearch';
import { subtreeIds, subtreeTotals, visibleRows } from '../../../core/lib/treeRows';
import type { DirectoryData } from './useDirectory';

export interface OrgIndex {
  roots: readonly string[];
  orgs: ReadonlyMap<string, OrganizeRow>;
  childOrgs: ReadonlyMap<string, readonly string[]>;
  /** People directly in each unit, in sort order. */
  members: ReadonlyMap<string, readonly UserRow[]>;
  /** People whose unit is not in the local tree: shown after the roots so nobody goes missing. */
  orphans: readonly UserRow[];
  users: ReadonlyMap<string, UserRow>;
  /** People in each unit and all units under it. */
  totals: ReadonlyMap<string, number>;
}

export type ContactRow =
  | { kind: 'org'; id: string; org: OrganizeRow; level: number; expanded: boolean; total: number }
  | { kind: 'person'; id: string; user: UserRow; level: number };

const NONE: readonly string[] = [];

const bySort = (a: { sortCode: number }, b: { sortCode: number }) => a.sortCode - b.sortCode;
const orgOrder = (a: OrganizeRow, b: OrganizeRow) => bySort(a, b) || a.fullName.localeCompare(b.fullName);
const userOrder = (a: UserRow, b: UserRow) =>
  bySort(a, b) || (a.pinyin < b.pinyin ? -1 : a.pinyin > b.pinyin ? 1 : 0);

function groupBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string | null, T[]> {
  const groups = new Map<string | null, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export function buildOrgIndex(orgRows: readonly OrganizeRow[], userRows: readonly UserRow[]): OrgIndex {
  const orgs = new Map(orgRows.map((o) => [o.id, o]));
  const sorted = [...orgRows].sort(orgOrder);
  const byParent = groupBy(sorted, (o) => (o.parentId !== null && orgs.has(o.parentId) ? o.parentId : null));
  const childOrgs = new Map<string, string[]>();
  for (const [parentId, kids] of byParent)
    if (parentId !== null)
      childOrgs.set(
        parentId,
        kids.map((o) => o.id),
      );
  const roots = (byParent.get(null) ?? []).map((o) => o.id);
  const byOrg = groupBy([...userRows].sort(userOrder), (u) => (orgs.has(u.organizeId) ? u.organizeId : null));
  const members = new Map<string, UserRow[]>();
  for (const [orgId, people] of byOrg) if (orgId !== null) members.set(orgId, people);
  const totals = subtreeTotals(
    roots,
    (id) => childOrgs.get(id) ?? NONE,
    (id) => members.get(id)?.length ?? 0,
  );
  const users = new Map(userRows.map((u) => [u.id, u]));
  return { roots, orgs, childOrgs, members, orphans: byOrg.get(null) ?? [], users, totals };
}

/** A unit's children in the browse tree: its sub-units first, then its own people. */
function childrenOf(index: OrgIndex): (id: string) => readonly string[] {
  const cache = new Map<string, readonly string[]>();
  return (id) => {
    let kids = cache.get(id);
    if (!kids) {
      const people = index.members.get(id) ?? [];
      kids = [...(index.childOrgs.get(id) ?? NONE), ...people.map((u) => u.id)];
      cache.set(id, kids);
    }
    return kids;
  };
}

/**
 * Rows for the units the person has expanded, starting at `rootId` (a department filter) or at the
 * top-level units followed by anyone whose unit is unknown.
 */
export function browseRows(
  index: OrgIndex,
  expanded: ReadonlySet<string>,
  rootId: string | null = null,
): ContactRow[] {
  const top =
    rootId !== null && index.orgs.has(rootId)
      ? [rootId]
      : [...index.roots, ...index.orphans.map((u) => u.id)];
  const rows: ContactRow[] = [];
  for (const row of visibleRows(top, childrenOf(index), (id) => expanded.has(id))) {
    const org = index.orgs.get(row.id);
    if (org) {
      rows.push({
        kind: 'org',
        id: row.id,
        org,
        level: row.level,
        expanded: row.expanded,
        total: index.totals.get(row.id) ?? 0,
      });
      continue;
    }
    const user = index.users.get(row.id);
    if (user) rows.push({ kind: 'person', id: row.id, user, level: row.level });
  }
  return rows;
}

/** Rows for a list of people (search results), all at level 1. */
export function personRows(people: readonly UserRow[]): ContactRow[] {
  return people.map((user) => ({ kind: 'person', id: user.id, user, level: 1 }));
}

/** A test for "this person is in unit `orgId` or a unit under it". */
export function inUnit(index: OrgIndex, orgId: string): (user: UserRow) => boolean {
  const ids = subtreeIds(orgId, (id) => index.childOrgs.get(id) ?? NONE);
  return (user) => ids.has(user.organizeId);
}

/** What opens first: the top-level units (the hospital), or the chosen unit. */
export function initiallyExpanded(index: OrgIndex, rootId: string | null): Set<string> {
  return new Set(rootId !== null ? [rootId] : index.roots);
}

/**
 * The colleague search index: besides a person's own fields, the initials of their unit and post (心内科
 * → xnk, 护士 → hs), which the placeholder promises (部门或岗位) and letters alone should find.
 */
export function buildColleagueSearch(data: DirectoryData): SearchIndex<UserRow> {
  const unitLetters = new Map(data.orgs.map((o) => [o.id, o.initials ?? '']));
  const postLetters = new Map(data.positions.map((p) => [p.id, p.initials ?? '']));
  return buildSearchIndex(data.users, (u) => [
    unitLetters.get(u.organizeId) ?? '',
    (u.positionId && postLetters.get(u.positionId)) || '',
  ]);
}
