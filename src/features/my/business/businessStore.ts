/**
 * 企业组织's data (issue #17): the units and posts one holds (`Users/Current/getUserOrganizes`,
 * `getUserPositions`), kept in `kv` so the page reads offline, and the switch of the main one
 * (`PUT Users/Current/major`), which needs the server: new forms are applied from the main unit, so the
 * session's CurrentUser is read again at once.
 */
import { z } from 'zod/mini';
import { userBelongingData, type UserBelonging } from '../../../../contract/directory';
import { request } from '../../../api/http';
import type { UserDb } from '../../../data';
import { kvValue } from '../../../data/chatKeys';
import { refreshCurrentUser } from '../../auth/signIn';

const BASE = '/api/permission/Users/Current';
export const BELONGINGS_KEY = 'personal.belongings';

export type MajorType = 'Organize' | 'Position';

export interface Belongings {
  organizes: UserBelonging[];
  positions: UserBelonging[];
  fetchedAt: number;
}

const stored = z.object({
  organizes: userBelongingData,
  positions: userBelongingData,
  fetchedAt: z.number(),
});

export async function readBelongings(db: UserDb): Promise<Belongings | null> {
  const parsed = z.safeParse(stored, await kvValue(db, BELONGINGS_KEY));
  return parsed.success ? parsed.data : null;
}

export async function refreshBelongings(db: UserDb, now = Date.now): Promise<void> {
  const [organizes, positions] = await Promise.all([
    request(`${BASE}/getUserOrganizes`, { schema: userBelongingData, report: false }),
    request(`${BASE}/getUserPositions`, { schema: userBelongingData, report: false }),
  ]);
  await db.kv.put({ key: BELONGINGS_KEY, value: { organizes, positions, fetchedAt: now() } });
}

/** Makes `id` the main unit or post, then reads the lists and the session's CurrentUser again. */
export async function switchMajor(db: UserDb, majorId: string, majorType: MajorType): Promise<void> {
  await request(`${BASE}/major`, {
    method: 'PUT',
    json: { majorId, majorType },
    schema: z.null(),
    report: false,
  });
  await Promise.all([refreshBelongings(db), refreshCurrentUser()]);
}
