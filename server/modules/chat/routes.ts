/**
 * `GET /api/message/imreply` (API-CONTRACT.md): the caller's conversations, the latest first — the partner,
 * our latest message, and how many of theirs the caller has not read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IM_REPLY_PATH, imReplyData } from '../../../contract';
import type { AppContext } from '../../context';
import { ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { ChatRepository } from './repository';

export const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(IM_REPLY_PATH, {
    onRequest: ctx.guard,
    schema: { tags: ['message'], response: replies(imReplyData) },
    handler: async (request) =>
      ok({ list: await new ChatRepository(ctx.db).conversations(sessionOf(request).userId) }),
  });
};
