/**
 * The chat socket at /api/message/websocket (and /api/message/websocket/:token of newer back ends, and
 * /websocket where the platform's production clients connect; their dialect is dialect.ts's). The
 * client proves its session with `OnConnection` within a grace, or is closed; a dead token gets `logout`.
 * Frames are rate-limited per socket (limits.ts) and a repeated OnConnection reuses its check, so a flood
 * cannot turn into token checks and database reads that starve every other request; one address holds at
 * most `maxPendingPerAddress` sockets that have not proved a session; a socket's frames are handled in the
 * order they came. Outside strict mode the greeting advertises a heartbeat and a `ping` is answered `pong` at
 * once, from a bucket of its own (issue #30 item 12). The hub, fan-out, presence and limits it uses are
 * realtime/'s.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { MESSAGE_TYPE, PLATFORM_WS_PATH, WS_PATH } from '../../../contract';
import type { AuthResult } from '../../auth/session-service';
import type { AppContext } from '../../context';
import { noteClient } from '../../realtime/dialect';
import { PendingByAddress, SOCKET_CLOSE, TokenBucket } from '../../realtime/limits';
import { sendMessage } from '../../realtime/protocol';
import { MessageRepository } from '../message/repository';
import { initMessage, isPing, parseClientMessage, type ParsedFrame } from './frames';
import { ChatRepository } from './repository';
import { onChatFrame } from './socket';

type Connection = {
  socket: WebSocket;
  bucket: TokenBucket;
  /** Heartbeat pings have their own allowance: a ping never takes a chat frame's token. */
  pings: TokenBucket;
  dropped: number;
  pathToken?: string;
  /** The last token checked, when, and its answer (shared by frames that arrive while it runs). */
  auth?: { token: string; at: number; result: Promise<AuthResult> };
  attachedJti?: string;
  detach?: () => void;
  grace?: NodeJS.Timeout;
  /** Frames are handled one after another, as sent: a read before a page, messages in their order. */
  queue: Promise<void>;
  /** Called once the socket proves a session or closes, whichever comes first: it is no longer pending. */
  settle: () => void;
};

type Why = { reason: string; msg: string };

function closeFor(conn: Connection, why: Why): void {
  sendMessage(conn.socket, { method: 'error', msg: why.msg });
  conn.socket.close(SOCKET_CLOSE.code, why.reason);
}

function checkToken(ctx: AppContext, conn: Connection, token: string): Promise<AuthResult> {
  const now = ctx.clock();
  const cached = conn.auth;
  if (cached && cached.token === token && now - cached.at < ctx.socketLimits.reauthAfterMs)
    return cached.result;
  const result = ctx.sessions.authenticate(token || undefined);
  conn.auth = { token, at: now, result };
  return result;
}

/** Registers the socket under its session once; false when its user already holds too many. */
function attach(ctx: AppContext, conn: Connection, result: AuthResult & { ok: true }): boolean {
  if (conn.attachedJti === result.session.jti) return true;
  conn.detach?.();
  conn.detach = ctx.hub.attach(result.session, conn.socket, ctx.socketLimits.maxSocketsPerUser) ?? undefined;
  if (!conn.detach) return false;
  conn.attachedJti = result.session.jti;
  clearTimeout(conn.grace);
  conn.settle();
  return true;
}

/**
 * The largest frame read; a bigger one (up to the transport's limit) is refused and the socket stays. Room
 * for the longest voice message the platform's app sends inline (60 s of MP3 as base64).
 */
export const MAX_FRAME_BYTES = 512 * 1024;

const sizeOf = (raw: RawData) =>
  Array.isArray(raw)
    ? raw.reduce((n, b) => n + b.length, 0)
    : raw instanceof ArrayBuffer
      ? raw.byteLength
      : raw.length;

/**
 * The frame read, or why it is refused: too large, not a frame, or (strict mode) a picture or recording in
 * our shape — the platform's socket takes media only as its objects, and so does ours in strict mode.
 */
function readFrame(ctx: AppContext, raw: RawData): ParsedFrame | string {
  if (sizeOf(raw) > MAX_FRAME_BYTES) return '消息过大';
  const parsed = parseClientMessage(raw);
  return !parsed || (parsed.ourMedia && ctx.config.jnpfStrict) ? '消息格式错误' : parsed;
}

async function onFrame(ctx: AppContext, conn: Connection, raw: RawData) {
  const { socket } = conn;
  const parsed = readFrame(ctx, raw);
  if (typeof parsed === 'string') return sendMessage(socket, { method: 'error', msg: parsed });
  const { message, inlineVoice } = parsed;
  const result = await checkToken(ctx, conn, message.token || conn.pathToken || '');
  if (socket.readyState !== socket.OPEN) return;
  if (!result.ok) {
    sendMessage(socket, { method: 'logout', msg: result.msg });
    return socket.close(1000, 'session ended');
  }
  if (!attach(ctx, conn, result)) return closeFor(conn, SOCKET_CLOSE.tooMany);
  if (message.method !== 'OnConnection')
    return onChatFrame(ctx, socket, result.session.userId, message, inlineVoice);
  // Strict mode: every client gets the platform's shapes, ours too (server/http/strict.ts).
  noteClient(socket, ctx.config.jnpfStrict ? undefined : message.client);
  const me = result.session.userId;
  const inSite = new MessageRepository(ctx.db);
  const [unread, notices, system] = await Promise.all([
    new ChatRepository(ctx.db).unreadSummary(me),
    inSite.unread(me, MESSAGE_TYPE.notice),
    inSite.unread(me, MESSAGE_TYPE.system),
  ]);
  const heartbeatMs = ctx.config.jnpfStrict ? undefined : ctx.socketLimits.heartbeatMs;
  const online = await ctx.hub.onlineUserIds();
  sendMessage(socket, initMessage(online, me, unread, { notices, system }, ctx.clock(), heartbeatMs));
}

/** False (and the frame is dropped) over the socket's rate; too many drops close it. */
function admit(ctx: AppContext, conn: Connection, bucket = conn.bucket): boolean {
  if (bucket.take(ctx.clock())) return true;
  conn.dropped += 1;
  if (conn.dropped > ctx.socketLimits.maxDroppedFrames) closeFor(conn, SOCKET_CLOSE.flood);
  return false;
}

type Door = { ctx: AppContext; log: FastifyBaseLogger; pending: PendingByAddress };

/** Once only: the first of proving a session and closing releases the address's pending place. */
function onceOnly(fn: () => void): () => void {
  let done = false;
  return () => {
    if (!done) fn();
    done = true;
  };
}

function handleSocket(
  { ctx, log, pending }: Door,
  socket: WebSocket,
  address: string,
  pathToken?: string,
): void {
  const limits = ctx.socketLimits;
  const conn: Connection = {
    socket,
    pathToken,
    bucket: new TokenBucket(limits.frameBurst, limits.framesPerSecond, ctx.clock()),
    pings: new TokenBucket(limits.pingBurst, limits.pingsPerSecond, ctx.clock()),
    dropped: 0,
    queue: Promise.resolve(),
    settle: onceOnly(() => pending.leave(address)),
  };
  if (!pending.enter(address)) return closeFor(conn, SOCKET_CLOSE.tooManyPending);
  conn.grace = setTimeout(() => closeFor(conn, SOCKET_CLOSE.authTimeout), limits.authGraceMs);
  socket.on('close', () => {
    clearTimeout(conn.grace);
    conn.settle();
    conn.detach?.();
  });
  socket.on('message', (raw) => {
    // Answered at once, not behind queued frames: it asks whether the connection carries frames, not the
    // database. Strict mode knows no ping (the platform's socket answers it as any frame it cannot read).
    if (!ctx.config.jnpfStrict && isPing(raw))
      return void (admit(ctx, conn, conn.pings) && sendMessage(socket, { method: 'pong' }));
    if (!admit(ctx, conn)) return;
    conn.queue = conn.queue.then(() =>
      onFrame(ctx, conn, raw).catch((err: unknown) => {
        log.error({ err }, 'websocket frame failed');
        sendMessage(socket, { method: 'error', msg: '服务器开小差了，请稍后重试' });
      }),
    );
  });
}

export const socketRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const pending = new PendingByAddress(ctx.socketLimits.maxPendingPerAddress);
  // `/websocket`: where the platform's production clients connect.
  for (const path of [WS_PATH, PLATFORM_WS_PATH])
    app.get(path, { websocket: true, schema: { hide: true } }, (socket, request) =>
      handleSocket({ ctx, log: request.log, pending }, socket, request.ip),
    );
  app.get(
    `${WS_PATH}/:token`,
    { websocket: true, schema: { hide: true, params: z.object({ token: z.string().max(4096) }) } },
    (socket, request) =>
      handleSocket({ ctx, log: request.log, pending }, socket, request.ip, request.params.token),
  );
};
