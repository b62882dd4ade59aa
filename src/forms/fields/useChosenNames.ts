/**
 * Names of the ids a picker field holds, read live from the local reference tables (never the network),
 * so a draft restored offline shows 病假 and 心内科病区 rather than ids. An id not found locally shows as is.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserDb } from '../../data';

export type PickerKind = 'dicSelect' | 'depSelect' | 'posSelect' | 'userSelect';

type Named = { id: string; name: string } | undefined;

async function lookup(db: UserDb, kind: PickerKind, ids: string[]): Promise<Named[]> {
  const named = (rows: ({ id: string; fullName: string } | undefined)[]) =>
    rows.map((r) => r && { id: r.id, name: r.fullName });
  switch (kind) {
    case 'dicSelect':
      return named(await db.dictionaries.bulkGet(ids));
    case 'posSelect':
      return named(await db.positions.bulkGet(ids));
    case 'userSelect':
      return (await db.users.bulkGet(ids)).map((u) => u && { id: u.id, name: u.realName });
    case 'depSelect': {
      const [depts, orgs] = await Promise.all([db.departments.bulkGet(ids), db.organizations.bulkGet(ids)]);
      return named(depts.map((d, i) => d ?? orgs[i]));
    }
  }
}

const SEP = '\u0000';

export function useChosenNames(db: UserDb, kind: PickerKind, ids: readonly string[]): string[] {
  // Keyed by the joined ids, so a new array holding the same ids does not query again.
  const key = ids.join(SEP);
  const names = useLiveQuery(async () => {
    const wanted = key ? key.split(SEP) : [];
    const found = await lookup(db, kind, wanted);
    return wanted.map((id, i) => found[i]?.name ?? id);
  }, [db, kind, key]);
  return names ?? [...ids];
}
