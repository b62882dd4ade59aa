/**
 * The Address Book's data, read live from the signed-in user's Dexie tables (never the network):
 * everyone in the directory, the units of both organisation tables, the posts, and when the directory was last
 * fetched. undefined while the database opens or the first read runs.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { OrganizeRow } from '../../../contract';
import { useActiveDb, type PositionRow, type UserRow } from '../../data';
import type { DatasetName } from '../../sync';
import { mergeUnits } from '../../ui/picker';

/** The syncState row that says how fresh the directory is. */
export const DIRECTORY_DATASET = 'users' satisfies DatasetName;

export interface DirectoryData {
  users: UserRow[];
  orgs: OrganizeRow[];
  /** Posts, for their initials in search. */
  positions: PositionRow[];
  /** When the server last confirmed the directory; null when this device never fetched it. */
  fetchedAt: number | null;
}

export function useDirectory(): DirectoryData | undefined {
  const db = useActiveDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const [users, orgs, depts, positions, state] = await Promise.all([
      db.users.toArray(),
      db.organizations.toArray(),
      db.departments.toArray(),
      db.positions.toArray(),
      db.syncState.get(DIRECTORY_DATASET),
    ]);
    return { users, orgs: mergeUnits(orgs, depts), positions, fetchedAt: state?.fetchedAt ?? null };
  }, [db]);
}

/** One colleague: undefined while loading, null when not in the local directory. */
export function useColleague(id: string): UserRow | null | undefined {
  const db = useActiveDb();
  return useLiveQuery(async () => (db ? ((await db.users.get(id)) ?? null) : undefined), [db, id]);
}
