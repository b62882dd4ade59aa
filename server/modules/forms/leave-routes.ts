/**
 * The leave form of /api/workflow/Form/LeaveApply: GET one (the applicant only), POST a new one and PUT a
 * saved draft, both idempotent (Idempotency-Key) with body status 0 submit (starts the flow) or 1 save.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaveApplyBody, leaveApplyData, leaveApplyParam, leaveSavedData } from '../../../contract';
import type { AppContext } from '../../context';
import { ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { idempotencyHeaders } from '../../idempotency/idempotent';
import { idempotentPushing, type PushCollector } from '../message/push';
import { createLeave, readLeave, updateLeave } from './leave-service';

const BASE = '/api/workflow/Form/LeaveApply';
const tags = ['workflow'];

export const leaveRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const caller = (userId: string, pushes: PushCollector) => ({
    userId,
    now: ctx.clock(),
    pushes,
    forms: ctx.forms,
  });

  app.get(`${BASE}/:id`, {
    onRequest: ctx.guard,
    schema: { tags, params: leaveApplyParam, response: replies(leaveApplyData) },
    handler: async (request) => ok(await readLeave(ctx.db, sessionOf(request).userId, request.params.id)),
  });

  app.post(BASE, {
    onRequest: ctx.guard,
    schema: { tags, headers: idempotencyHeaders, body: leaveApplyBody, response: replies(leaveSavedData) },
    handler: (request, reply) =>
      idempotentPushing(ctx, request, reply, async (tx, pushes) =>
        ok(await createLeave(tx, caller(sessionOf(request).userId, pushes), request.body)),
      ),
  });

  app.put(`${BASE}/:id`, {
    onRequest: ctx.guard,
    schema: {
      tags,
      headers: idempotencyHeaders,
      params: leaveApplyParam,
      body: leaveApplyBody,
      response: replies(leaveSavedData),
    },
    handler: (request, reply) =>
      idempotentPushing(ctx, request, reply, async (tx, pushes) =>
        ok(await updateLeave(tx, caller(sessionOf(request).userId, pushes), request.params.id, request.body)),
      ),
  });
};
