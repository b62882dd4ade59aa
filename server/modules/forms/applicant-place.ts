/**
 * The unit and post a form is applied from are facts the server holds, not claims: whatever `applyDept`
 * and `applyPost` a body names, the stored form (and the flow's branch conditions) get the applicant's
 * own unit and post as they are when the server stores it.
 */
import { eq } from 'drizzle-orm';
import { CODE, type FormSystem } from '../../../contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../http/envelope';

/** `body` with the applicant's own unit and post in place of the ones it names. */
export async function withApplicantPlace<B extends FormSystem>(tx: Db, userId: string, body: B): Promise<B> {
  const [place] = await tx
    .select({ applyDept: users.organizeId, applyPost: users.positionId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  // A signed-in caller has a row; this guards a user deleted since signing in.
  if (!place) throw new ApiError(CODE.FORBIDDEN, '申请人不存在');
  return { ...body, ...place };
}
