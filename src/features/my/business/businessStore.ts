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
import { readKvCopy, writeKvCopy, type Copy } from '../../../../core/store/kvCopy';
import { refreshCurrentUser } from '../../auth/signIn';
import { CURRENT_USER_CALLS } from '../../../../contract/personalPaths';

const BASE = CURRENT_USER_CALLS;
export const BELONGINGS_KEY = 'personal.belongings';

export type MajorType = 'Organize' | 'Position';

const belongings = z.object({ organizes: userBelongingData, positions: userBelongingData });
export type Belongings = Copy<{ organizes: UserBelonging[]; positions: UserBelonging[] }>;

export const readBelongings = (db: UserDb): Promise<Belongings | null> =>
  readKvCopy(db, BELONGINGS_KEY, belongings);

export async function refreshBelongings(db: UserDb, now = Date.now): Promise<void> {
  const [organizes, positions] = await Promise.all([
    request(`${BASE}/getUserOrganizes`, { schema: userBelongingData, report: false }),
    request(`${BASE}/getUserPositions`, { schema: userBelongingData, report: false }),
  ]);
  await writeKvCopy(db, BELONGINGS_KEY, { organizes, positions }, now());
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
