/**
 * Dictionary item names (病假, 劳动合同) by id for the rows of a list, read live from the local dictionaries
 * (never the network), so rowSummary can name a form's kind offline. An id not found locally is left out.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useActiveDb } from '../data';

const SEP = '\u0000';
const NONE: ReadonlyMap<string, string> = new Map();

export function useDictionaryNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const db = useActiveDb();
  // Keyed by the sorted distinct ids, so a new list holding the same ids does not query again.
  const key = [...new Set(ids)].sort().join(SEP);
  const names = useLiveQuery(async () => {
    if (!db || !key) return NONE;
    const wanted = key.split(SEP);
    const rows = await db.dictionaries.bulkGet(wanted);
    return new Map(rows.flatMap((r) => (r ? [[r.id, r.fullName] as const] : [])));
  }, [db, key]);
  return names ?? NONE;
}
