/**
 * How often one person may urge (催办, issue #28): each task once per URGE_INTERVAL_MIN, and so many an hour
 * over all tasks, through the per-person rates (limits/rate.ts). Every urge is a message to each current
 * approver, so a refusal is final, not a write to send again later: body code 429 with the words, which
 * the app shows as a toast.
 */
import { CODE } from '../../../contract';
import { ApiError } from '../../http/envelope';
import { waitWords, type UserRates } from '../../limits/rate';

export type UrgeRates = Pick<UserRates, 'urgeTask' | 'urgeUser'>;

export async function admitUrge(rates: UrgeRates, userId: string, taskId: string): Promise<void> {
  const all = await rates.urgeUser.take(userId);
  if (!all.ok)
    throw new ApiError(CODE.TOO_MANY_REQUESTS, `催办过于频繁，请 ${waitWords(all.retryAfterMs)}后再试`);
  const task = await rates.urgeTask.take(`${userId}|${taskId}`);
  if (task.ok) return;
  // Not urged after all: it does not count against the hour.
  await rates.urgeUser.giveBack(userId);
  throw new ApiError(CODE.TOO_MANY_REQUESTS, `已催办过，请 ${waitWords(task.retryAfterMs)}后再催办`);
}
