/**
 * The file area (API-CONTRACT: JNPF `file`): `POST /api/file/Uploader/{type}` stores one multipart part
 * `file` once per Idempotency-Key; `GET /api/file/Download/{type}/{fileName}` gives it back to its owner
 * and to whoever may see a flow that shows it (flow-files.ts) or was sent it in a chat (chat/repository.ts).
 * Multipart is parsed only inside this plugin.
 */
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE,
  downloadParam,
  downloadPath,
  errorEnvelope,
  IDEMPOTENCY_HEADER,
  uploadedFile,
  uploadParam,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { idempotencyHeaders, REPLAYED_HEADER } from '../../idempotency/idempotent';
import { ChatRepository } from '../chat/repository';
import { sendFile } from './download';
import { shownToViewer } from './flow-files';
import { storeUpload, toUploadedFile } from './file-store';
import { FileRepository } from './repository';
import { MULTIPART_OPTIONS, readUpload } from './upload';

const tags = ['file'];

export const fileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, MULTIPART_OPTIONS);
  const repo = new FileRepository(ctx.db);

  app.post('/api/file/Uploader/:type', {
    onRequest: ctx.guard,
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      params: uploadParam,
      headers: idempotencyHeaders,
      response: replies(uploadedFile),
    },
    handler: async (request, reply) => {
      const upload = await readUpload(request);
      const { replayed, file } = await storeUpload(
        ctx.db,
        ctx.fileContents,
        {
          userId: sessionOf(request).userId,
          // Without a key (the platform's clients) each request is its own upload.
          key: request.headers[IDEMPOTENCY_HEADER] ?? randomUUID(),
          type: request.params.type,
          now: ctx.clock(),
        },
        upload,
      );
      if (replayed) void reply.header(REPLAYED_HEADER, 'true');
      return ok(toUploadedFile(file));
    },
  });

  app.get('/api/file/Download/:type/:fileName', {
    onRequest: ctx.guard,
    schema: {
      tags,
      params: downloadParam,
      // The bytes on success (not serialised); the guard's envelope also goes out as a 200.
      response: { 200: z.unknown(), 404: errorEnvelope },
    },
    handler: async (request, reply) => {
      const { type, fileName } = request.params;
      const viewer = sessionOf(request).userId;
      const own = await repo.ownFile(viewer, type, fileName);
      const shown =
        !own &&
        ((await shownToViewer(ctx.db, viewer, type, fileName)) ||
          (await new ChatRepository(ctx.db).showsMedia(viewer, downloadPath(type, fileName))));
      const file = own ?? (shown ? await repo.anyFile(type, fileName) : null);
      if (!file) throw new ApiError(CODE.NOT_FOUND, '文件不存在', 404);
      return sendFile(request, reply, file, ctx.fileContents);
    },
  });
};
