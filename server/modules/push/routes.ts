/**
 * Web Push routes (our addition): the VAPID public key the browser subscribes with, and saving or removing
 * the signed-in user's subscription. An endpoint off the known push services is refused (400), so the
 * server never posts to an address a client chose.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  PUSH_KEY_PATH,
  PUSH_SUBSCRIPTION_PATH,
  pushKeyData,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '../../../contract';
import type { AppContext } from '../../context';
import { fieldError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { isPushEndpoint } from '../../config/push-hosts';
import { PushRepository } from './repository';
import { OURS } from '../../http/strict';

const tags = ['message'];

export const pushRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new PushRepository(ctx.db);

  app.get(PUSH_KEY_PATH, {
    config: OURS,
    schema: { tags, response: replies(pushKeyData) },
    handler: async () => ok({ publicKey: ctx.config.vapid.publicKey }),
  });

  app.post(PUSH_SUBSCRIPTION_PATH, {
    config: OURS,
    schema: { tags, body: pushSubscriptionBody, response: replies(z.null()) },
    handler: async (request) => {
      const { endpoint, keys } = request.body;
      if (!isPushEndpoint(endpoint, ctx.config.pushHosts)) throw fieldError('endpoint', '不支持的推送服务');
      await repo.save({ endpoint, userId: sessionOf(request).userId, ...keys }, ctx.clock());
      return ok(null);
    },
  });

  app.delete(PUSH_SUBSCRIPTION_PATH, {
    config: OURS,
    schema: { tags, body: pushUnsubscribeBody, response: replies(z.null()) },
    handler: async (request) => {
      await repo.remove(sessionOf(request).userId, request.body.endpoint);
      return ok(null);
    },
  });
};
