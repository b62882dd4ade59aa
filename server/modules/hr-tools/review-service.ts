/**
 * HR's decision on one flagged punch, inside the transaction `idempotentPushing()` opens: the punch locked,
 * checked (it exists, it is flagged, nobody decided it yet), the decision written on it, and the person told
 * by an in-site message pushed to their sockets once the transaction has committed.
 */
import { randomUUID } from 'node:crypto';
import { CODE, MESSAGE_TYPE, type FlaggedPunch, type PunchDecisionBody } from '../../../contract';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { toPunchRecord } from '../apply/punch-service';
import type { PushCollector } from '../message/push';
import { MessageRepository } from '../message/repository';
import { ReviewRepository, type FlaggedRow } from './review-repository';
import { reviewMessage, STATE_WORDS } from './review-words';

export const PUNCH_NOT_FOUND = '打卡记录不存在';
export const NOT_FLAGGED = '该打卡没有异常，无需核对';

export const toFlaggedPunch = (row: FlaggedRow): FlaggedPunch => ({
  ...toPunchRecord(row, row.siteName, row.reviewerName),
  userName: row.userName,
  account: row.account,
  unitName: row.unitName,
});

export type Reviewer = { userId: string; now: Date };

async function checkedPunch(repo: ReviewRepository, punchId: string): Promise<FlaggedRow> {
  await repo.lock(punchId);
  const row = await repo.one(punchId);
  if (!row) throw new ApiError(CODE.NOT_FOUND, PUNCH_NOT_FOUND);
  if (row.flags.length === 0) throw new ApiError(CODE.BAD_REQUEST, NOT_FLAGGED);
  if (row.reviewState)
    throw new ApiError(
      CODE.BAD_REQUEST,
      `该打卡已由${row.reviewerName ?? ''}核对（${STATE_WORDS[row.reviewState]}），无需重复处理`,
    );
  return row;
}

export async function decidePunch(
  tx: Db,
  reviewer: Reviewer,
  punchId: string,
  body: PunchDecisionBody,
  pushes: PushCollector,
): Promise<FlaggedPunch> {
  const repo = new ReviewRepository(tx);
  const row = await checkedPunch(repo, punchId);
  const state = body.decision === 'accept' ? 'accepted' : 'rejected';
  await repo.decide(punchId, { state, reason: body.reason, reviewerId: reviewer.userId, at: reviewer.now });
  const words = reviewMessage({ ...row, state, reason: body.reason });
  const message = {
    id: randomUUID(),
    userId: row.userId,
    type: MESSAGE_TYPE.system,
    ...words,
    creatorUserId: reviewer.userId,
    createdAt: reviewer.now,
  };
  await new MessageRepository(tx).insert([message]);
  pushes.add({ id: message.id, toUserId: row.userId, fromUserId: reviewer.userId, title: message.title });
  return toFlaggedPunch((await repo.one(punchId))!);
}
