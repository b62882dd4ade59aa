/**
 * The chat socket at /api/message/websocket (and /api/message/websocket/:token of newer back ends). The
 * client proves its session with `OnConnection`; a dead token gets `logout` and the socket is closed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { WS_PATH } from '../../contract';
import type { AppContext } from '../context';
import { initMessage, parseClientMessage, sendMessage } from './protocol';

type Connection = { detach?: () => void };

async function onFrame(
  ctx: AppContext,
  socket: WebSocket,
  conn: Connection,
  raw: RawData,
  pathToken?: string,
) {
  const message = parseClientMessage(raw);
  if (!message) return sendMessage(socket, { method: 'error', msg: '消息格式错误' });
  const result = await ctx.sessions.authenticate(message.token || pathToken);
  if (!result.ok) {
    sendMessage(socket, { method: 'logout', msg: result.msg });
    return socket.close(1000, 'session ended');
  }
  conn.detach?.();
  conn.detach = ctx.hub.attach(result.session, socket);
  sendMessage(socket, initMessage(ctx.hub.onlineUserIds(), ctx.clock()));
}

function handleSocket(ctx: AppContext, log: FastifyBaseLogger, socket: WebSocket, pathToken?: string): void {
  const conn: Connection = {};
  socket.on('close', () => conn.detach?.());
  socket.on('message', (raw) => {
    onFrame(ctx, socket, conn, raw, pathToken).catch((err: unknown) => {
      log.error({ err }, 'websocket frame failed');
      sendMessage(socket, { method: 'error', msg: '服务器开小差了，请稍后重试' });
    });
  });
}

export const socketRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(WS_PATH, { websocket: true, schema: { hide: true } }, (socket, request) =>
    handleSocket(ctx, request.log, socket),
  );
  app.get(
    `${WS_PATH}/:token`,
    { websocket: true, schema: { hide: true, params: z.object({ token: z.string().max(4096) }) } },
    (socket, request) => handleSocket(ctx, request.log, socket, request.params.token),
  );
};
