/**
 * Picker nodes read live from the signed-in user's Dexie tables (never the network): departments,
 * positions, people, and one dictionary's items. undefined while loading. The last answer of each kind
 * is kept, so a picker opened a second time paints at once while the query re-runs.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useActiveDb, type DictionaryItemRow, type UserDb } from '../../data';
import type { PickerNode } from './pickerModel';
import { departmentNodes, mergeUnits, positionNodes, userNodes } from './referenceNodes';

type Kind = 'departments' | 'positions' | 'users';
const lastNodes = new Map<string, PickerNode[]>();

async function units(db: UserDb) {
  const [orgs, depts] = await Promise.all([db.organizations.toArray(), db.departments.toArray()]);
  return mergeUnits(orgs, depts);
}

const QUERIES: Record<Kind, (db: UserDb) => Promise<PickerNode[]>> = {
  departments: async (db) => departmentNodes(await units(db)),
  positions: async (db) => positionNodes(await units(db), await db.positions.toArray()),
  users: async (db) => userNodes(await units(db), await db.users.toArray()),
};

function useNodes(kind: Kind): PickerNode[] | undefined {
  const db = useActiveDb();
  const key = `${db?.name ?? ''}:${kind}`;
  return useLiveQuery(
    async () => {
      if (!db) return undefined;
      const nodes = await QUERIES[kind](db);
      lastNodes.set(key, nodes);
      return nodes;
    },
    [db, kind, key],
    lastNodes.get(key),
  );
}

export const useDepartmentNodes = () => useNodes('departments');
export const usePositionNodes = () => useNodes('positions');
/**
 * People come in two steps: the units (a few hundred rows) paint at once, and the people (20,000 rows
 * take a few hundred ms to read) join the tree when they arrive; a second opening has both at once.
 */
export function useUserNodes(): PickerNode[] | undefined {
  const db = useActiveDb();
  const unitsOnly = useLiveQuery(async () => (db ? userNodes(await units(db), []) : undefined), [db]);
  return useNodes('users') ?? unitsOnly;
}

export interface DictionaryData {
  /** The dictionary's name (请假类型 …), '' when the type is not known locally. */
  name: string;
  isTree: boolean;
  items: DictionaryItemRow[];
}

/** One dictionary by its enCode (`typeCode`, e.g. leaveType). */
export function useDictionary(typeCode: string): DictionaryData | undefined {
  const db = useActiveDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const [type, items] = await Promise.all([
      db.dictionaryTypes.where('enCode').equals(typeCode).first(),
      db.dictionaries.where('typeCode').equals(typeCode).toArray(),
    ]);
    return { name: type?.fullName ?? '', isTree: type?.isTree ?? false, items };
  }, [db, typeCode]);
}
