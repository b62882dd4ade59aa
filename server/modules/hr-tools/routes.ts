/**
 * HR's tools (contract/hrTools.ts, ours: hidden in strict mode): the flagged punches to review and the
 * decision on one (idempotent; the person told once it has committed), and today's absences by unit. Each
 * call checks the caller holds the tool's permission first.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ABSENCES_TODAY_PATH,
  absencesToday,
  flaggedPunch,
  PUNCH_REVIEW_DAYS,
  PUNCH_REVIEW_DECIDED_LIMIT,
  PUNCH_REVIEW_PATH,
  punchDecisionBody,
  punchReviewList,
  punchReviewParam,
} from '../../../contract';
import type { AppContext } from '../../context';
import { dayStartMs, hospitalDay } from '../../hospital-time';
import { ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { OURS } from '../../http/strict';
import { idempotencyHeaders } from '../../idempotency/idempotent';
import { idempotentPushing } from '../message/push';
import { AbsenceRepository } from './absence-repository';
import { absencesOn, type DayBounds } from './absences';
import { requireHrTool } from './permission';
import { ReviewRepository } from './review-repository';
import { decidePunch, toFlaggedPunch } from './review-service';

const tags = ['hrTools'];
const DAY_MS = 86_400_000;

/** The hospital's day around `now`. */
export function todayOf(now: number): DayBounds {
  const { YYYY, MM, DD } = hospitalDay(now);
  const day = `${YYYY}-${MM}-${DD}`;
  const start = dayStartMs(day)!;
  return { day, start, end: start + DAY_MS };
}

export const hrToolsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(PUNCH_REVIEW_PATH, {
    config: OURS,
    schema: { tags, response: replies(punchReviewList) },
    handler: async (request) => {
      await requireHrTool(ctx.db, sessionOf(request).userId, 'punchReview');
      const repo = new ReviewRepository(ctx.db);
      const from = ctx.clock() - PUNCH_REVIEW_DAYS * DAY_MS;
      const [pending, decided] = await Promise.all([
        repo.waiting(from),
        repo.decided(from, PUNCH_REVIEW_DECIDED_LIMIT),
      ]);
      return ok({ pending: pending.map(toFlaggedPunch), decided: decided.map(toFlaggedPunch) });
    },
  });

  app.post(`${PUNCH_REVIEW_PATH}/:punchId`, {
    config: OURS,
    schema: {
      tags,
      headers: idempotencyHeaders,
      params: punchReviewParam,
      body: punchDecisionBody,
      response: replies(flaggedPunch),
    },
    handler: async (request, reply) => {
      const userId = sessionOf(request).userId;
      await requireHrTool(ctx.db, userId, 'punchReview');
      const reviewer = { userId, now: new Date(ctx.clock()) };
      return idempotentPushing(ctx, request, reply, async (tx, pushes) =>
        ok(await decidePunch(tx, reviewer, request.params.punchId, request.body, pushes)),
      );
    },
  });

  app.get(ABSENCES_TODAY_PATH, {
    config: OURS,
    schema: { tags, response: replies(absencesToday) },
    handler: async (request) => {
      await requireHrTool(ctx.db, sessionOf(request).userId, 'absences');
      const repo = new AbsenceRepository(ctx.db);
      const day = todayOf(ctx.clock());
      const leaves = await repo.leavesMeeting(day.start, day.end);
      const backTimes = await repo.backTimes(leaves.map((l) => l.formId));
      return ok(absencesOn(leaves, backTimes, day));
    },
  });
};
