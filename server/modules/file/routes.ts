/**
 * The file area (API-CONTRACT: JNPF `file`): `POST /api/file/Uploader/{type}` stores one multipart part
 * `file` once per Idempotency-Key, within the uploader's limits (upload-limits.ts); `GET /api/file/Download/{type}/{fileName}` gives it back to its owner
 * and to whoever may see a flow that shows it (flow-files.ts) or was sent it in a chat (chat/repository.ts);
 * someone's head (their avatar) to every signed-in colleague.
 * Asked by the platform's clients (http/platform-call.ts), it answers a link instead,
 * `GET /api/file/Download?encryption=<ticket>`, which opens the file without a token for a few minutes
 * (ticket.ts). Multipart is parsed only inside this plugin.
 */
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE,
  downloadLink,
  downloadParam,
  downloadPath,
  downloadTicketQuery,
  DOWNLOAD_TICKET_PATH,
  errorEnvelope,
  type UploadType,
  IDEMPOTENCY_HEADER,
  uploadedFile,
  uploadParam,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { isPlatformRead } from '../../http/platform-call';
import { idempotencyHeaders, REPLAYED_HEADER } from '../../idempotency/idempotent';
import { ChatRepository } from '../chat/repository';
import { sendFile } from './download';
import { isSomeonesHead, shownToViewer } from './flow-files';
import { storeUpload, toUploadedFile } from './file-store';
import { FileRepository } from './repository';
import { signTicket, verifyTicket } from './ticket';
import { MULTIPART_OPTIONS, readUpload } from './upload';
import { admitUploadBytes, admitUploadRate, storedAlready } from './upload-limits';

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
      const userId = sessionOf(request).userId;
      // Without a key (the platform's clients) each request is its own upload.
      const key = request.headers[IDEMPOTENCY_HEADER] ?? randomUUID();
      const repeat = await storedAlready(ctx, userId, key);
      if (!repeat) await admitUploadRate(ctx, userId);
      const upload = await readUpload(request);
      if (!repeat) await admitUploadBytes(ctx, userId, upload.content.length);
      const { replayed, file } = await storeUpload(
        ctx.db,
        ctx.fileContents,
        { userId, key, type: request.params.type, now: ctx.clock() },
        upload,
      );
      if (replayed) void reply.header(REPLAYED_HEADER, 'true');
      return ok(toUploadedFile(file));
    },
  });

  /** The file, when `viewer` owns it, may see a flow that shows it, was sent it in a chat, or it is a head. */
  const visibleFile = async (viewer: string, type: UploadType, fileName: string) => {
    const own = await repo.ownFile(viewer, type, fileName);
    if (own) return own;
    const shown =
      (await shownToViewer(ctx.db, viewer, type, fileName)) ||
      (await new ChatRepository(ctx.db).showsMedia(viewer, downloadPath(type, fileName))) ||
      (type === 'userAvatar' && (await isSomeonesHead(ctx.db, downloadPath(type, fileName))));
    const file = shown ? await repo.anyFile(type, fileName) : null;
    if (!file) throw new ApiError(CODE.NOT_FOUND, '文件不存在', 404);
    return file;
  };

  app.get('/api/file/Download/:type/:fileName', {
    onRequest: ctx.guard,
    schema: {
      tags,
      params: downloadParam,
      // The bytes, or the platform's link (not serialised); the guard's envelope also goes out as a 200.
      response: { 200: z.unknown(), 404: errorEnvelope },
    },
    handler: async (request, reply) => {
      const { type, fileName } = request.params;
      const userId = sessionOf(request).userId;
      const file = await visibleFile(userId, type, fileName);
      if (!isPlatformRead(request)) return sendFile(request, reply, file, ctx.fileContents);
      const ticket = await signTicket(ctx.config.jwtSecret, { userId, type, fileName }, ctx.clock());
      const link = downloadLink.parse({
        name: fileName,
        url: `${DOWNLOAD_TICKET_PATH}?encryption=${encodeURIComponent(ticket)}`,
      });
      return ok(link);
    },
  });

  // No token: the ticket is the permission, and still only while its holder may see the file.
  app.get(DOWNLOAD_TICKET_PATH, {
    schema: { tags, querystring: downloadTicketQuery, response: { 200: z.unknown(), 404: errorEnvelope } },
    handler: async (request, reply) => {
      const ticket = await verifyTicket(ctx.config.jwtSecret, request.query.encryption, ctx.clock());
      if (!ticket) throw new ApiError(CODE.NOT_FOUND, '下载链接无效或已过期', 404);
      const file = await visibleFile(ticket.userId, ticket.type, ticket.fileName);
      return sendFile(request, reply, file, ctx.fileContents);
    },
  });
};
