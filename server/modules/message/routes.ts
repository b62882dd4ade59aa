/**
 * In-site messages (API-CONTRACT.md "Messages"): my messages paged (keyword in the title, type 1 notice or
 * 2 system), one message (which marks it read), mark all read, delete some. Each only ever touches the
 * caller's own messages. Marking read and deleting are naturally idempotent (a repeat changes nothing), so
 * they take no Idempotency-Key. The platform's clients (http/platform-call.ts) get `type` as text and a
 * notice's `files` as JSON text, as their pages read them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE,
  MESSAGE_DELETE_PATH,
  MESSAGE_PATH,
  MESSAGE_READ_ALL_PATH,
  deleteMessagesBody,
  messageInfo,
  messageList,
  messageQuery,
  platformMessageList,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { isPlatformRead } from '../../http/platform-call';
import { MessageRepository } from './repository';

const tags = ['message'];
const idParam = z.object({ id: z.string().min(1).max(64) });

export const messageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(MESSAGE_PATH, {
    schema: {
      tags,
      querystring: messageQuery,
      response: replies(z.union([messageList, platformMessageList])),
    },
    handler: async (request) => {
      const { keyword, type, currentPage, pageSize } = request.query;
      const { rows, total } = await new MessageRepository(ctx.db).page({
        userId: sessionOf(request).userId,
        keyword,
        type,
        offset: (currentPage - 1) * pageSize,
        limit: pageSize,
      });
      const list = rows.map((r) => ({
        id: r.id,
        title: r.title,
        type: r.type,
        creatorUser: r.creatorUser ?? '',
        lastModifyTime: r.createdAt.getTime(),
        isRead: r.isRead ? 1 : 0,
      }));
      const pagination = { pageIndex: currentPage, pageSize, total };
      if (!isPlatformRead(request)) return ok({ list, pagination });
      return ok({ list: list.map((m) => ({ ...m, type: String(m.type) })), pagination });
    },
  });

  app.get(`${MESSAGE_PATH}/ReadInfo/:id`, {
    schema: { tags, params: idParam, response: replies(messageInfo) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const repo = new MessageRepository(ctx.db);
      const row = await repo.mine(userId, request.params.id);
      if (!row) throw new ApiError(CODE.NOT_FOUND, '消息不存在');
      await repo.markRead(userId, new Date(ctx.clock()), row.id);
      const { id, title, bodyText, creatorUser, createdAt } = row;
      const info = {
        id,
        title,
        bodyText,
        creatorUser: creatorUser ?? '',
        lastModifyTime: createdAt.getTime(),
      };
      return ok(isPlatformRead(request) ? { ...info, files: '[]' } : info);
    },
  });

  app.post(MESSAGE_READ_ALL_PATH, {
    schema: { tags, response: replies(z.null()) },
    handler: async (request) => {
      await new MessageRepository(ctx.db).markRead(sessionOf(request).userId, new Date(ctx.clock()));
      return ok(null);
    },
  });

  app.delete(MESSAGE_DELETE_PATH, {
    schema: { tags, body: deleteMessagesBody, response: replies(z.null()) },
    handler: async (request) => {
      await new MessageRepository(ctx.db).delete(sessionOf(request).userId, request.body.ids);
      return ok(null);
    },
  });
};
