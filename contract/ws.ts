/**
 * The chat socket protocol of API-CONTRACT.md (`/api/message/websocket`): what the client sends
 * (`method` + `token`) and what the server answers; the chat frames themselves are in chat.ts.
 */
import { z } from 'zod/mini';
import {
  messageListFrame,
  messageListReply,
  messageReadFrame,
  receivedFrame,
  sendMessageFrame,
  sentFrame,
  updateReadFrame,
} from './chat';

export const WS_PATH = '/api/message/websocket';
/** The same socket where the platform's production clients look for it. */
export const PLATFORM_WS_PATH = '/websocket';

export const onConnection = z.object({
  method: z.literal('OnConnection'),
  token: z.string(),
  mobileDevice: z._default(z.boolean(), true),
  /** Our app says OUR_SOCKET_CLIENT (contract/wire.ts); the platform's clients say nothing. */
  client: z.optional(z.string().check(z.maxLength(32))),
});

export const clientMessage = z.discriminatedUnion('method', [
  onConnection,
  sendMessageFrame,
  updateReadFrame,
  messageListFrame,
]);

export const unreadNum = z.object({
  sendUserId: z.string(),
  receiveUserId: z.string(),
  unreadNum: z.int(),
  defaultMessage: z.string(),
  defaultMessageType: z.string(),
  defaultMessageTime: z.int(),
});

export const initMessage = z.object({
  method: z.literal('initMessage'),
  onlineUsers: z.array(z.string()),
  unreadNums: z.array(unreadNum),
  unreadNoticeCount: z.int(),
  noticeDefaultText: z.string(),
  /** The platform's: when the latest unread notice came (ms; 0 with none). */
  noticeDefaultTime: z.optional(z.int()),
  unreadMessageCount: z.int(),
  messageDefaultText: z.string(),
  messageDefaultTime: z.optional(z.int()),
  /** Server time in ms, used as the clock reference for "time you can trust". */
  dateTime: z.int(),
  /**
   * Our addition (issue #30 item 12), never in strict mode: the server answers `ping` with `pong`, and the
   * client pings after this many ms without hearing a frame, so a connection that went silent is found.
   */
  heartbeatMs: z.optional(z.int()),
});

/** Our addition: a client's heartbeat (no token: it proves only that the connection still carries frames). */
export const pingMessage = z.object({ method: z.literal('ping') });
/** The server's answer to `ping`. */
export const pongMessage = z.object({ method: z.literal('pong') });

export const logoutMessage = z.object({ method: z.literal('logout'), msg: z.optional(z.string()) });
export const closeSocketMessage = z.object({ method: z.literal('closeSocket') });
export const presenceMessage = z.object({ method: z.enum(['Online', 'Offline']), userId: z.string() });
/**
 * A new in-site message for the receiver (API-CONTRACT.md): `userId` sent it to `toUserId`; `id` is the
 * message's id (open it with ReadInfo); `unreadNoticeCount` is how much this push adds to the badge (1).
 */
export const messagePushMessage = z.object({
  method: z.literal('messagePush'),
  userId: z.string(),
  toUserId: z.array(z.string()),
  title: z.string(),
  unreadNoticeCount: z.int(),
  messageType: z.int(),
  id: z.string(),
});

/** Our addition: the answer to a frame the server could not understand (the socket stays open). */
export const errorMessage = z.object({
  method: z.literal('error'),
  msg: z.string(),
  /** A refused SendMessage names its client message id, so the app marks that message failed. */
  clientMessageId: z.optional(z.string()),
  /** Refused for the sender's rate (issue #28): try the same message again after this many ms. */
  retryAfterMs: z.optional(z.int()),
});

export const serverMessage = z.discriminatedUnion('method', [
  initMessage,
  logoutMessage,
  closeSocketMessage,
  presenceMessage,
  errorMessage,
  pongMessage,
  messagePushMessage,
  sentFrame,
  receivedFrame,
  messageListReply,
  messageReadFrame,
]);

export type ClientMessage = z.infer<typeof clientMessage>;
export type ServerMessage = z.infer<typeof serverMessage>;
export type InitMessage = z.infer<typeof initMessage>;
export type PingMessage = z.infer<typeof pingMessage>;
