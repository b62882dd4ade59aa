/**
 * HR tools' local side (issue #30 item 18): the last copies of the review list and of today's absences in
 * `kv` (so both read offline, with their time), and HR's decisions queued in the outbox, one stream per
 * punch (`punchReview:<id>`): sent once, online or not, and laid over the copy until it holds them.
 */
import {
  ABSENCES_TODAY_PATH,
  absencesToday,
  PUNCH_REVIEW_PATH,
  punchReviewList,
  punchReviewPath,
  type AbsencesToday,
  type PunchDecisionBody,
  type PunchReviewList,
} from '../../../contract';
import { readKvCopy, writeKvCopy, type Copy } from '../../../core/store/kvCopy';
import { PUNCH_REVIEW_KIND, punchReviewStream } from '../../../core/store/outboxKinds';
import { request } from '../../api/http';
import { enqueueWrite, type OutboxRow, type UserDb } from '../../data';

export const REVIEW_KEY = 'hrTools.punchReview';
export const ABSENCES_KEY = 'hrTools.absences';

export type CachedReview = Copy<PunchReviewList>;
export type CachedAbsences = Copy<AbsencesToday>;

export const readReview = (db: UserDb): Promise<CachedReview | null> =>
  readKvCopy(db, REVIEW_KEY, punchReviewList);

/** The copy's time is when it was asked for, so a decision delivered meanwhile stays laid over. */
export async function refreshReview(db: UserDb, now = Date.now): Promise<void> {
  const askedAt = now();
  const data = await request(PUNCH_REVIEW_PATH, { schema: punchReviewList, report: false });
  await writeKvCopy(db, REVIEW_KEY, data, askedAt);
}

export const readAbsences = (db: UserDb): Promise<CachedAbsences | null> =>
  readKvCopy(db, ABSENCES_KEY, absencesToday);

export async function refreshAbsences(db: UserDb, now = Date.now): Promise<void> {
  const data = await request(ABSENCES_TODAY_PATH, { schema: absencesToday, report: false });
  await writeKvCopy(db, ABSENCES_KEY, data, now());
}

/** Every decision row of this user's outbox, oldest first. */
export const reviewRows = (db: UserDb): Promise<OutboxRow[]> =>
  db.outbox
    .where('stream')
    .startsWith(`${PUNCH_REVIEW_KIND}:`)
    .filter((r) => r.kind === PUNCH_REVIEW_KIND)
    .sortBy('createdAt');

/** Thrown inside the transaction to abort it when the punch already has a decision on its way. */
class AlreadyQueued extends Error {}

/**
 * Queues the decision (a refused one on the same punch is replaced); resolves false, writing nothing, when a
 * decision on it is already on its way (a second tap, another tab).
 */
export async function queueDecision(
  db: UserDb,
  userId: string,
  punchId: string,
  body: PunchDecisionBody,
): Promise<boolean> {
  const stream = punchReviewStream(punchId);
  try {
    await enqueueWrite(
      db,
      {
        userId,
        kind: PUNCH_REVIEW_KIND,
        stream,
        method: 'POST',
        url: punchReviewPath(punchId),
        body,
        replacesFailed: true,
      },
      async () => {
        const open = await db.outbox
          .where('stream')
          .equals(stream)
          .filter((r) => r.state === 'queued' || r.state === 'sending')
          .first();
        if (open) throw new AlreadyQueued();
      },
    );
    return true;
  } catch (e) {
    if (e instanceof AlreadyQueued) return false;
    throw e;
  }
}
