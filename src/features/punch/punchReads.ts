/**
 * The punch screen's reads of the user's database, for live queries: my punches newest first, each with
 * the state of the outbox row that delivers it, and the configured sites with when they were last synced.
 */
import type { PunchSite } from '../../../contract';
import type { PunchRow, UserDb } from '../../data';
import type { DatasetName } from '../../sync';
import type { OutboxLink } from './punchState';

/** The syncState row (dataset name) of the sites. */
export const SITES_DATASET = 'punchSites' satisfies DatasetName;
/** Rows 打卡记录 lists; months of punches stay stored, the newest are what people look for. */
export const HISTORY_LIMIT = 100;

export interface PunchEntry {
  punch: PunchRow;
  /** Undefined once the delivered row was pruned (or the row was discarded). */
  outbox: OutboxLink | undefined;
}

export async function readMyPunches(
  db: UserDb,
  userId: string,
  limit = HISTORY_LIMIT,
): Promise<PunchEntry[]> {
  const punches = await db.punches
    .orderBy('punchedAt')
    .reverse()
    .filter((p) => p.userId === userId)
    .limit(limit)
    .toArray();
  const rows = await db.outbox.bulkGet(punches.map((p) => p.outboxId));
  return punches.map((punch, i) => {
    const row = rows[i];
    const outbox = row && { state: row.state, lastError: row.lastError, notBefore: row.notBefore ?? 0 };
    return { punch, outbox };
  });
}

export interface SitesData {
  sites: PunchSite[];
  /** When the server last confirmed the sites; null when this device never fetched them. */
  fetchedAt: number | null;
}

export async function readPunchSites(db: UserDb): Promise<SitesData> {
  const [sites, state] = await Promise.all([db.punchSites.toArray(), db.syncState.get(SITES_DATASET)]);
  return { sites, fetchedAt: state?.fetchedAt ?? null };
}
