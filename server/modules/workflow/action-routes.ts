/**
 * Every action of FLOW_ACTION_PATHS: approve, reject, transfer and recall by operator; terminate, withdraw
 * and urge by task; an approver's 暂存 (SaveAudit) and deleting a withdrawn flow of one's own
 * (launch-delete.ts). Each is an outbox write (`Idempotency-Key`), answers flowActionData (those two:
 * null), and refuses a state that has moved on with a business error (HTTP 200, code 400/403/404 and a
 * Chinese message); an urge over the urger's limits is body code 429 (urge-limits.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditBody,
  flowActionData,
  opinionBody,
  pressBody,
  rejectBody,
  saveAuditBody,
  transferBody,
  type FlowActionData,
  FLOW_ACTION_PATHS,
  FLOW_BEFORE_PATH,
  FLOW_LAUNCH_PATH,
} from '../../../contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { idempotencyHeaders } from '../../idempotency/idempotent';
import { idempotentPushing } from '../message/push';
import {
  auditTask,
  cancelTask,
  pressTask,
  recallTask,
  rejectTask,
  saveAuditTask,
  transferTask,
  withdrawTask,
  type Actor,
} from './flow-actions';
import { deleteLaunch } from './launch-delete';
import { operatorParam, taskParam } from './schemas';

const tags = ['workflow'];
const response = replies(flowActionData);

type Act = (tx: Tx, actor: Actor) => Promise<FlowActionData>;

export const actionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const run = (request: FastifyRequest, reply: FastifyReply, act: Act) =>
    idempotentPushing(ctx, request, reply, async (tx, pushes) =>
      ok(await act(tx, { userId: sessionOf(request).userId, now: ctx.clock(), pushes, forms: ctx.forms })),
    );
  const headers = idempotencyHeaders;

  app.post(FLOW_ACTION_PATHS.audit(':operatorId'), {
    schema: { tags, headers, params: operatorParam, body: auditBody, response },
    handler: (req, reply) => run(req, reply, (tx, a) => auditTask(tx, a, req.params.operatorId, req.body)),
  });
  app.post(FLOW_ACTION_PATHS.reject(':operatorId'), {
    schema: { tags, headers, params: operatorParam, body: rejectBody, response },
    handler: (req, reply) => run(req, reply, (tx, a) => rejectTask(tx, a, req.params.operatorId, req.body)),
  });
  app.post(FLOW_ACTION_PATHS.transfer(':operatorId'), {
    schema: { tags, headers, params: operatorParam, body: transferBody, response },
    handler: (req, reply) => run(req, reply, (tx, a) => transferTask(tx, a, req.params.operatorId, req.body)),
  });
  app.post(FLOW_ACTION_PATHS.recall(':operatorId'), {
    schema: { tags, headers, params: operatorParam, body: opinionBody, response },
    handler: (req, reply) => run(req, reply, (tx, a) => recallTask(tx, a, req.params.operatorId, req.body)),
  });
  app.post(FLOW_ACTION_PATHS.cancel(':taskId'), {
    schema: { tags, headers, params: taskParam, body: opinionBody, response },
    handler: (req, reply) => run(req, reply, (tx, a) => cancelTask(tx, a, req.params.taskId, req.body)),
  });
  app.put(FLOW_ACTION_PATHS.withdraw(':taskId'), {
    schema: { tags, headers, params: taskParam, body: opinionBody, response },
    handler: (req, reply) => run(req, reply, (tx, a) => withdrawTask(tx, a, req.params.taskId, req.body)),
  });
  app.post(FLOW_ACTION_PATHS.press(':taskId'), {
    // The app may send no body at all: there is nothing to say when urging.
    schema: { tags, headers, params: taskParam, body: z.nullish(pressBody), response },
    handler: (req, reply) => run(req, reply, (tx, a) => pressTask(tx, a, req.params.taskId, ctx.rates)),
  });
  app.post(`${FLOW_BEFORE_PATH}/SaveAudit/:operatorId`, {
    schema: { tags, headers, params: operatorParam, body: saveAuditBody, response: replies(z.null()) },
    handler: (req, reply) =>
      idempotentPushing(ctx, req, reply, async (tx) => {
        const actor = { userId: sessionOf(req).userId, now: ctx.clock(), forms: ctx.forms };
        await saveAuditTask(tx, actor, req.params.operatorId, req.body);
        return ok(null);
      }),
  });
  app.delete(`${FLOW_LAUNCH_PATH}/:taskId`, {
    schema: { tags, headers, params: taskParam, body: z.nullish(z.object({})), response: replies(z.null()) },
    handler: (req, reply) =>
      idempotentPushing(ctx, req, reply, async (tx) => {
        await deleteLaunch(tx, sessionOf(req).userId, req.params.taskId);
        return ok(null);
      }),
  });
};
