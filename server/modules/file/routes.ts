/**
 * The file area (API-CONTRACT: JNPF `file`): `POST /api/file/Uploader/{type}` stores one multipart part
 * `file` once per Idempotency-Key, within the uploader's limits (upload-limits.ts); `GET /api/file/Download/{type}/{fileName}` gives it back to its owner
 * and to whoever may see a flow that shows it or was sent it in a chat (the `FileViewer`s buildApp lends);
 * someone's head (their avatar) to every signed-in colleague.
 * Asked by the platform's clients (http/platform-call.ts), it answers a link instead,
 * `GET /api/file/Download?encryption=<ticket>`, which opens the file without a token for a few minutes
 * (ticket.ts): `fileTicketRoutes`, public, registered outside buildApp's authenticated scope. Multipart is parsed
 * only inside `fileRoutes`.
 */
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE,
  downloadLink,
  downloadParam,
  downloadTicketQuery,
  DOWNLOAD_TICKET_PATH,
  errorEnvelope,
  IDEMPOTENCY_HEADER,
  uploadedFile,
  uploadParam,
  UPLOAD_PATH,
  DOWNLOAD_PATH,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { isPlatformRead } from '../../http/platform-call';
import { idempotencyHeaders, REPLAYED_HEADER } from '../../idempotency/idempotent';
import { sendFile } from './download';
import { storeUpload, toUploadedFile } from './file-store';
import { signTicket, verifyTicket } from './ticket';
import { visibleFile, type FileViewer } from './visible-file';
import { MULTIPART_OPTIONS, readUpload } from './upload';
import { admitUploadBytes, admitUploadRate, storedAlready } from './upload-limits';

const tags = ['file'];

/** `viewers`: who besides the uploader may have a file (visible-file.ts), lent by the modules above. */
export const fileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; viewers: readonly FileViewer[] }> = async (
  app,
  { ctx, viewers },
) => {
  await app.register(fastifyMultipart, MULTIPART_OPTIONS);

  app.post(`${UPLOAD_PATH}/:type`, {
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

  app.get(`${DOWNLOAD_PATH}/:type/:fileName`, {
    schema: {
      tags,
      params: downloadParam,
      // The bytes, or the platform's link (not serialised); the guard's envelope also goes out as a 200.
      response: { 200: z.unknown(), 404: errorEnvelope },
    },
    handler: async (request, reply) => {
      const { fileName } = request.params;
      const userId = sessionOf(request).userId;
      // The folder named is the client's page's, not necessarily the upload's: the file is its name's.
      const file = await visibleFile(ctx.db, viewers, userId, fileName);
      if (!isPlatformRead(request)) return sendFile(request, reply, file, ctx.fileContents);
      const ticket = await signTicket(
        ctx.config.jwtSecret,
        { userId, type: file.type, fileName },
        ctx.clock(),
      );
      const link = downloadLink.parse({
        name: fileName,
        url: `${DOWNLOAD_TICKET_PATH}?encryption=${encodeURIComponent(ticket)}`,
      });
      return ok(link);
    },
  });
};

/** The platform clients' download link (public: the ticket is the permission), outside the guarded scope. */
export const fileTicketRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  viewers: readonly FileViewer[];
}> = async (app, { ctx, viewers }) => {
  // No token: the ticket is the permission, and still only while its holder may see the file.
  app.get(DOWNLOAD_TICKET_PATH, {
    schema: { tags, querystring: downloadTicketQuery, response: { 200: z.unknown(), 404: errorEnvelope } },
    handler: async (request, reply) => {
      const ticket = await verifyTicket(ctx.config.jwtSecret, request.query.encryption, ctx.clock());
      if (!ticket) throw new ApiError(CODE.NOT_FOUND, '下载链接无效或已过期', 404);
      const file = await visibleFile(ctx.db, viewers, ticket.userId, ticket.fileName);
      return sendFile(request, reply, file, ctx.fileContents);
    },
  });
};
