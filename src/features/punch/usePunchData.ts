/** Live reads for the punch screen: my punches with their delivery state, and the synced punch sites. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserDb } from '../../data';
import { readMyPunches, readPunchSites, type PunchEntry, type SitesData } from './punchReads';

/** undefined while the first read runs. */
export function usePunchHistory(db: UserDb, userId: string): PunchEntry[] | undefined {
  return useLiveQuery(() => readMyPunches(db, userId), [db, userId]);
}

export function usePunchSites(db: UserDb): SitesData | undefined {
  return useLiveQuery(() => readPunchSites(db), [db]);
}
