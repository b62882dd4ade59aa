/**
 * Comments on a flow: `GET/POST FlowComment`, `DELETE FlowComment/{id}` — by anyone who may see the flow,
 * deleted by their writer only. Posting is an outbox write (`Idempotency-Key`); its images and files must
 * be the writer's own uploads. They travel as the platform's JSON text.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE,
  FLOW_COMMENT_PATH,
  flowCommentBody,
  flowCommentQuery,
  flowCommentWire,
  flowCommentWireData,
} from '../../../contract';
import { fileNameOf } from '../../../contract/platform';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { idempotencyHeaders, idempotent } from '../../idempotency/idempotent';
import { checkOwnFiles } from '../file/own-files';
import { CommentRepository } from './comment-repository';
import { assertMayView } from './flow-access';
import { FlowRepository } from './flow-repository';
import { commentParam } from './schemas';

const tags = ['workflow'];

type CommentRow = Awaited<ReturnType<CommentRepository['page']>>['rows'][number];

/** A comment as it travels: images and files as the platform's JSON text of `{ name, fileId, url }`. */
const toComment = ({ comment: c, userName, headIcon }: CommentRow, viewerId: string) => ({
  id: c.id,
  taskId: c.taskId,
  text: c.text,
  image: JSON.stringify(c.image.map((url) => ({ name: fileNameOf(url), fileId: fileNameOf(url), url }))),
  file: JSON.stringify(c.file),
  creatorUserId: c.userId,
  creatorUserName: userName,
  creatorUserHeadIcon: headIcon,
  creatorTime: c.createdAt.getTime(),
  isDel: c.userId === viewerId,
});

export const commentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(FLOW_COMMENT_PATH, {
    schema: { tags, querystring: flowCommentQuery, response: replies(flowCommentWireData) },
    handler: async (request) => {
      const viewerId = sessionOf(request).userId;
      const { taskId, currentPage, pageSize } = request.query;
      await assertMayView(ctx.db, viewerId, taskId);
      const { rows, total } = await new CommentRepository(ctx.db).page(
        taskId,
        (currentPage - 1) * pageSize,
        pageSize,
      );
      const list = rows.map((r) => toComment(r, viewerId));
      return ok({ list, pagination: { pageIndex: currentPage, pageSize, total } });
    },
  });

  app.post(FLOW_COMMENT_PATH, {
    schema: { tags, headers: idempotencyHeaders, body: flowCommentBody, response: replies(flowCommentWire) },
    handler: (request, reply) =>
      idempotent(ctx, request, reply, async (tx) => {
        const userId = sessionOf(request).userId;
        const { taskId, text, image, file } = request.body;
        if (!text && !image.length && !file.length) throw new ApiError(CODE.BAD_REQUEST, '请输入评论内容');
        await assertMayView(tx, userId, taskId);
        // Every viewer's app fetches these with its token: only the writer's own uploads may be named.
        const images = image.map((url) => ({ url }));
        await checkOwnFiles(tx, userId, 'image', '图片', images, { image: true });
        await checkOwnFiles(tx, userId, 'file', '附件', file);
        const row = { id: randomUUID(), taskId, userId, text, image, file, createdAt: new Date(ctx.clock()) };
        await new CommentRepository(tx).insert(row);
        const names = await new FlowRepository(tx).names([userId]);
        return ok(toComment({ comment: row, userName: names[userId] ?? '', headIcon: '' }, userId));
      }),
  });

  // Sent online by the app (not through its outbox), so no Idempotency-Key: a repeat finds nothing (404).
  app.delete(`${FLOW_COMMENT_PATH}/:id`, {
    schema: { tags, params: commentParam, response: replies(z.null()) },
    handler: async (request) => {
      const repo = new CommentRepository(ctx.db);
      const comment = await repo.byId(request.params.id);
      if (!comment) throw new ApiError(CODE.NOT_FOUND, '评论不存在');
      if (comment.userId !== sessionOf(request).userId)
        throw new ApiError(CODE.FORBIDDEN, '只能删除自己的评论');
      await repo.delete(comment.id);
      return ok(null);
    },
  });
};
