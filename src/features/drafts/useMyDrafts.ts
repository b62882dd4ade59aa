/** My open drafts (not the submitted ones), newest first, live from Dexie; undefined while reading. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useActiveDb, type DraftRow } from '../../data';
import { isOpenDraft } from '../../forms';

export function useMyDrafts(): DraftRow[] | undefined {
  const db = useActiveDb();
  return useLiveQuery(
    async () => (db ? (await db.drafts.orderBy('updatedAt').reverse().toArray()).filter(isOpenDraft) : []),
    [db],
  );
}
