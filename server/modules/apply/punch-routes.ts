/**
 * Field punch-card routes: the sites (ETag, 304), one punch (idempotent: sent twice, stored once; its
 * `x-device-time` header measures the device's clock) and my punches in a range, newest first.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEVICE_TIME_HEADER,
  PUNCH_PATH,
  PUNCH_SITES_PATH,
  punchBody,
  punchList,
  punchListQuery,
  punchRecord,
  punchSites,
} from '../../../contract';
import type { AppContext } from '../../context';
import { fieldError, ok, replies } from '../../http/envelope';
import { answeredNotModified, etagOf } from '../../http/etag';
import { sessionOf } from '../../http/guard';
import { idempotencyHeaders, idempotent } from '../../idempotency/idempotent';
import { PunchRepository } from './punch-repository';
import { createPunch, toPunchList } from './punch-service';
import { deviceTimeOf } from './punch-trust';

/** The list's default range: the last 31 days (open-ended, so a claim slightly ahead still shows). */
export const PUNCH_LIST_DAYS = 31;
const DAY_MS = 86_400_000;
const tags = ['apply'];

export const punchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new PunchRepository(ctx.db);

  app.get(PUNCH_SITES_PATH, {
    schema: { tags, response: replies(punchSites) },
    handler: async (request, reply) => {
      if (answeredNotModified(request, reply, etagOf('punchSites', await repo.sitesVersion()))) return reply;
      return ok(await repo.sites());
    },
  });

  app.post(PUNCH_PATH, {
    schema: { tags, headers: idempotencyHeaders, body: punchBody, response: replies(punchRecord) },
    handler: (request, reply) => {
      const caller = {
        userId: sessionOf(request).userId,
        receivedAt: ctx.clock(),
        deviceTime: deviceTimeOf(request.headers[DEVICE_TIME_HEADER]),
      };
      return idempotent(ctx, request, reply, async (tx) => ok(await createPunch(tx, caller, request.body)));
    },
  });

  app.get(PUNCH_PATH, {
    schema: { tags, querystring: punchListQuery, response: replies(punchList) },
    handler: async (request) => {
      const { to } = request.query;
      const from = request.query.from ?? (to ?? ctx.clock()) - PUNCH_LIST_DAYS * DAY_MS;
      if (to !== undefined && to < from) throw fieldError('to', '结束时间不能早于开始时间');
      return ok(toPunchList(await repo.list(sessionOf(request).userId, { from, to })));
    },
  });
};
