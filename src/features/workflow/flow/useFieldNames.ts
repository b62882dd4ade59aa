/**
 * The names of the ids a flow's key fields hold (a leave type, a unit, a post, a person), read live from
 * the local reference tables — never the network, so they read offline as well. An id not found is absent.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserDb } from '../../../data';
import type { NamedKind } from './keyFacts';

type Named = { id: string; fullName: string } | undefined;
const NONE: ReadonlyMap<string, string> = new Map();

async function lookup(db: UserDb, kind: NamedKind, ids: string[]): Promise<Named[]> {
  switch (kind) {
    case 'dicSelect':
      return db.dictionaries.bulkGet(ids);
    case 'posSelect':
      return db.positions.bulkGet(ids);
    case 'userSelect':
      return (await db.users.bulkGet(ids)).map((u) => u && { id: u.id, fullName: u.realName });
    case 'depSelect': {
      const [depts, orgs] = await Promise.all([db.departments.bulkGet(ids), db.organizations.bulkGet(ids)]);
      return depts.map((d, i) => d ?? orgs[i]);
    }
  }
}

export function useFieldNames(
  db: UserDb,
  ids: Readonly<Record<NamedKind, string[]>>,
): ReadonlyMap<string, string> {
  // Keyed by what is asked, so a new object holding the same ids does not query again.
  const key = JSON.stringify(ids);
  const names = useLiveQuery(async () => {
    const wanted = JSON.parse(key) as Record<NamedKind, string[]>;
    const found = await Promise.all(
      (Object.keys(wanted) as NamedKind[]).map((kind) => lookup(db, kind, wanted[kind])),
    );
    return new Map(found.flat().flatMap((r) => (r ? [[r.id, r.fullName] as const] : [])));
  }, [db, key]);
  return names ?? NONE;
}
