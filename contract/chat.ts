/**
 * One-to-one chat (spec §4, §7; API-CONTRACT.md "WebSocket"): the frames a client sends over the socket
 * (SendMessage, UpdateReadMessage, MessageList), what the server answers, and the conversation list
 * (`GET /api/message/imreply`). Our addition: SendMessage may carry `clientMessageId`; the same id sent
 * twice is stored once and answered with the stored message (an offline send retried is no double).
 */
import { z } from 'zod/mini';

export const IM_REPLY_PATH = '/api/message/imreply';

export const CHAT_CONTENT_TYPES = ['text', 'image', 'voice'] as const;
export type ChatContentType = (typeof CHAT_CONTENT_TYPES)[number];

/** History pages of the chat screen (spec §7: 30 at a time, newest first). */
export const CHAT_PAGE_SIZE = 30;
/** The longest text message, in characters. */
export const CHAT_TEXT_MAX = 5000;
/** The longest voice message, in seconds (what the recorder allows). */
export const CHAT_VOICE_MAX_S = 60;

const token = z.string().check(z.maxLength(4096));
const userId = z.string().check(z.minLength(1), z.maxLength(64));

/** What a message to send carries, over the socket (SendMessage) or through the outbox (IM_SEND_PATH). */
const sendFields = {
  toUserId: userId,
  messageType: z.enum(CHAT_CONTENT_TYPES),
  /** Text; an image's download path; a voice message's JSON `{ path, length }` (seconds). */
  messageContent: z.string().check(z.minLength(1), z.maxLength(CHAT_TEXT_MAX)),
  clientMessageId: z.optional(z.string().check(z.minLength(8), z.maxLength(64), z.regex(/^[\w-]+$/))),
};

export const sendMessageFrame = z.object({ method: z.literal('SendMessage'), token, ...sendFields });

/**
 * Our addition: `POST IM_SEND_PATH` sends one message over HTTP, answered with the stored row — how the
 * outbox (and the service worker's background flush, which has no socket) delivers a message written
 * offline. The same client message id is stored once, as over the socket.
 */
export const IM_SEND_PATH = '/api/message/im/send';
export const imSendBody = z.object(sendFields);
export type ImSendBody = z.infer<typeof imSendBody>;

/** The voice message's content, once parsed. */
export const voiceContent = z.object({
  path: z.string().check(z.maxLength(300)),
  length: z.number().check(z.gte(1), z.lte(CHAT_VOICE_MAX_S)),
});

export const updateReadFrame = z.object({
  method: z.literal('UpdateReadMessage'),
  token,
  /** The partner whose messages to me are now read. */
  formUserId: userId,
});

export const messageListFrame = z.object({
  method: z.literal('MessageList'),
  token,
  /** The partner. */
  toUserId: userId,
  /** Me (the platform sends it; the server goes by the session). */
  formUserId: z.optional(z.string().check(z.maxLength(64))),
  currentPage: z._default(z.int().check(z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.int().check(z.gte(1), z.lte(100)), CHAT_PAGE_SIZE),
  sord: z._default(z.enum(['asc', 'desc']), 'desc'),
});

/** One stored chat message; `state` 1 once its receiver has read it. */
export const chatRow = z.object({
  id: z.string(),
  sendUserId: z.string(),
  sendTime: z.int(),
  receiveUserId: z.string(),
  receiveTime: z.nullable(z.int()),
  content: z.string(),
  contentType: z.enum(CHAT_CONTENT_TYPES),
  state: z.int(),
  clientMessageId: z.nullable(z.string()),
});
export type ChatRow = z.infer<typeof chatRow>;

/** To the sender's sockets: what I sent, as stored. */
export const sentFrame = z.object({
  method: z.literal('sendMessage'),
  id: z.string(),
  clientMessageId: z.nullable(z.string()),
  toUserId: z.string(),
  messageType: z.enum(CHAT_CONTENT_TYPES),
  toMessage: z.string(),
  dateTime: z.int(),
  latestDate: z.int(),
  /** The platform's (our app reads none): the sender (capital U, as its clients read it), the receiver's card. */
  UserId: z.optional(z.string()),
  toAccount: z.optional(z.string()),
  toRealName: z.optional(z.string()),
  toHeadIcon: z.optional(z.string()),
});

/** To the receiver's sockets: a message for me. */
export const receivedFrame = z.object({
  method: z.literal('receiveMessage'),
  id: z.string(),
  /** The sender's own id of the message (our addition), so the receiver's copy and the history's are one. */
  clientMessageId: z.optional(z.nullable(z.string())),
  formUserId: z.string(),
  messageType: z.enum(CHAT_CONTENT_TYPES),
  formMessage: z.string(),
  dateTime: z.int(),
  latestDate: z.int(),
  headIcon: z.string(),
  realName: z.string(),
  /** The platform's: the sender's account (its conversation list shows name/account). */
  account: z.optional(z.string()),
});

export const messageListReply = z.object({
  method: z.literal('messageList'),
  /**
   * The partner the page is of (our addition: a client with two chats open can tell pages apart). A JNPF
   * back end sends none: the page's rows, or the chat on screen, say whose it is (workers/chat/store.ts).
   */
  toUserId: z.optional(z.string()),
  list: z.array(chatRow),
  pagination: z.object({ currentPage: z.int(), pageSize: z.int(), total: z.int() }),
});

/** Our addition: to the sender's sockets, the partner `userId` has read what I sent up to `dateTime`. */
export const messageReadFrame = z.object({
  method: z.literal('messageRead'),
  userId: z.string(),
  dateTime: z.int(),
});
export type MessageReadFrame = z.infer<typeof messageReadFrame>;

/** `GET /api/message/imreply`: my conversations, the latest first. `id` is the partner's user id. */
export const imReplyItem = z.object({
  id: z.string(),
  realName: z.string(),
  account: z.string(),
  headIcon: z.string(),
  latestMessage: z.string(),
  latestDate: z.int(),
  unreadMessage: z.int(),
  messageType: z.enum(CHAT_CONTENT_TYPES),
});
export const imReplyData = z.object({ list: z.array(imReplyItem) });

export type SentFrame = z.infer<typeof sentFrame>;
export type ReceivedFrame = z.infer<typeof receivedFrame>;
export type MessageListReply = z.infer<typeof messageListReply>;
export type ImReplyItem = z.infer<typeof imReplyItem>;
