/**
 * Chat over HTTP (API-CONTRACT.md): `GET /api/message/imreply`, the caller's conversations, the latest first
 * — the partner, our latest message, and how many of theirs the caller has not read; and our addition
 * `POST IM_SEND_PATH`, one message sent through the send core (how the outbox delivers what was written
 * offline), answered with the stored row; a refusal is HTTP 400 naming why, one for the sender's rate HTTP 429
 * with Retry-After (the outbox sends it again then).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRow, IM_REPLY_PATH, IM_SEND_PATH, imReplyData, imSendBody } from '../../../contract';
import type { AppContext } from '../../context';
import { fieldError, ok, RateLimited, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { ChatRepository } from './repository';
import { sendChat } from './send';
import { OURS } from '../../http/strict';

const tags = ['message'];

export const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(IM_REPLY_PATH, {
    schema: { tags, response: replies(imReplyData) },
    handler: async (request) =>
      ok({ list: await new ChatRepository(ctx.db).conversations(sessionOf(request).userId) }),
  });

  app.post(IM_SEND_PATH, {
    config: OURS,
    schema: { tags, body: imSendBody, response: replies(chatRow) },
    handler: async (request) => {
      const outcome = await sendChat(ctx, sessionOf(request).userId, request.body);
      if ('retryAfterMs' in outcome && outcome.retryAfterMs !== undefined)
        throw new RateLimited(outcome.refused, outcome.retryAfterMs);
      if ('refused' in outcome) throw fieldError('messageContent', outcome.refused);
      return ok(outcome.row);
    },
  });
};
