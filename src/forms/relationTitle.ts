/**
 * The title of the application a relation field names (#30 item 3): the field stores the original's id, a
 * UUID she must never read. The title comes from what the phone holds: the originals any form asked for
 * (hrOriginals), then 我发起的's stored page; null when neither knows it (the field then says so in words).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserDb } from '../../core/store/db';
import { useActiveDb } from '../data/active';
import type { HrOriginal } from '../../contract/hrForm/api';

type Titled = Pick<HrOriginal, 'id' | 'flowTitle' | 'billNo'>;

/** `流程标题 · 单据编号` as the relation field lists an original. */
export const originalTitle = (o: Titled): string => [o.flowTitle, o.billNo].filter(Boolean).join(' · ');

export async function readRelationTitle(
  db: Pick<UserDb, 'hrOriginals' | 'flowLists'>,
  id: string,
): Promise<string | null> {
  for (const row of await db.hrOriginals.toArray()) {
    const found = row.list.find((o) => o.id === id);
    if (found) return originalTitle(found);
  }
  const launch = (await db.flowLists.get('launch'))?.rows ?? [];
  for (const item of launch as {
    id?: unknown;
    processId?: unknown;
    fullName?: unknown;
    billNo?: unknown;
  }[]) {
    if ((item.id === id || item.processId === id) && typeof item.fullName === 'string')
      return originalTitle({
        id,
        flowTitle: item.fullName,
        billNo: typeof item.billNo === 'string' ? item.billNo : '',
      });
  }
  return null;
}

/** The title of the application `id` names, live; null when unknown, undefined while first read. */
export function useRelationTitle(id: string): string | null | undefined {
  const db = useActiveDb();
  return useLiveQuery(async () => (db && id ? readRelationTitle(db, id) : null), [db, id]);
}
