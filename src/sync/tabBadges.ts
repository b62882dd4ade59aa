/**
 * The counts on the tab bar, live from the signed-in user's database (dexie-react-hooks' useLiveQuery), so
 * they show on every tab, offline on a cold start too, and move the moment the worker writes: 消息 (unread
 * notices + system messages + chat messages, spec §4) and 业务办理 (the to-dos' total). The rules are
 * core/lib/tabCounts.ts; the read is core/store/tabCounts.ts. 0 before sign-in.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { NO_TAB_COUNTS, readTabCounts, type TabCounts } from '../../core/store/tabCounts';
import { useActiveDb } from '../data/active';

export type { TabCounts };

export function useTabCounts(): TabCounts {
  const db = useActiveDb();
  return useLiveQuery(async () => (db ? readTabCounts(db) : NO_TAB_COUNTS), [db]) ?? NO_TAB_COUNTS;
}
