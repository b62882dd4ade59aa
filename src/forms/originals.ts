/**
 * The applicant's earlier forms an HR form may follow on (a leave return names its leave), from
 * `GET /api/workflow/Form/{FormKey}/Originals`, kept in Dexie `hrOriginals` per follower FormKey so the
 * relation field lists them offline, with when they were fetched.
 */
import { z } from 'zod/mini';
import { hrOriginal, hrOriginalsPath } from '../../contract/hrForm/api';
import type { HrOriginalsRow, UserDb } from '../data';
import { request } from '../api/http';

const originalsData = z.array(hrOriginal);

/** A quick, silent ask: the cached list stays when it fails. */
const ORIGINALS_TIMEOUT_MS = 15_000;

export function cachedOriginals(db: UserDb, formKey: string): Promise<HrOriginalsRow | undefined> {
  return db.hrOriginals.get(formKey);
}

/** Fetches the list and keeps it; resolves with the row as stored. */
export async function refreshOriginals(
  db: UserDb,
  formKey: string,
  now: () => number = Date.now,
): Promise<HrOriginalsRow> {
  const list = await request(hrOriginalsPath(formKey), {
    schema: originalsData,
    report: false,
    timeoutMs: ORIGINALS_TIMEOUT_MS,
  });
  const row: HrOriginalsRow = { formKey, list, fetchedAt: now() };
  await db.hrOriginals.put(row);
  return row;
}
