/**
 * 更多流程's local copy: the flows this person may start, as last fetched, in Dexie `kv` under
 * `flowEngines`, so the page opens offline. A stored value that no longer fits the contract reads as none.
 */
import { z } from 'zod/mini';
import { flowEngineItem, type FlowEngineItem } from '../../../../contract';
import type { UserDb } from '../../../data';

export const ENGINES_KEY = 'flowEngines';

const stored = z.object({ list: z.array(flowEngineItem), fetchedAt: z.number() });
export type StoredEngines = z.infer<typeof stored>;

export async function readEngines(db: UserDb): Promise<StoredEngines | null> {
  const row = await db.kv.get(ENGINES_KEY);
  const parsed = z.safeParse(stored, row?.value);
  return parsed.success ? parsed.data : null;
}

export async function writeEngines(
  db: UserDb,
  list: readonly FlowEngineItem[],
  fetchedAt: number,
): Promise<void> {
  await db.kv.put({ key: ENGINES_KEY, value: { list: [...list], fetchedAt } });
}
