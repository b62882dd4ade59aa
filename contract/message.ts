/**
 * In-site messages (API-CONTRACT.md "Messages"): `GET /api/message` paged (type 1 notice, 2 system),
 * `GET /api/message/ReadInfo/{id}` (marks it read), `POST /api/message/Actions/ReadAll`,
 * `DELETE /api/message/Record { ids }`. A workflow message's bodyText is JSON `{ type, id }`:
 * 1 launch (my flow moved on), 2 to-do, 3 copied to me — tapping it opens that flow.
 */
import { z } from 'zod/mini';
import { pageQuery, paged } from './envelope';

export const MESSAGE_TYPE = { notice: 1, system: 2 } as const;
/** bodyText `type` of a workflow message: which list the flow belongs to for the reader. */
export const FLOW_MESSAGE_TYPE = { launch: 1, todo: 2, copy: 3 } as const;

export const messageQuery = z.extend(pageQuery, {
  type: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(2))),
});

export const messageItem = z.object({
  id: z.string(),
  title: z.string(),
  type: z.int(),
  creatorUser: z.string(),
  lastModifyTime: z.int(),
  /** 0 unread, 1 read. */
  isRead: z.int(),
});
export type MessageItem = z.infer<typeof messageItem>;
export const messageList = paged(messageItem);
/** The list as the platform's clients read it: their badge takes a notice by `type === '1'`, a string. */
export const platformMessageList = paged(z.extend(messageItem, { type: z.string() }));

export const messageInfo = z.object({
  id: z.string(),
  title: z.string(),
  bodyText: z.string(),
  creatorUser: z.string(),
  lastModifyTime: z.int(),
  /** The platform's: a notice's attachments as JSON text (its detail page parses it); ours carry none. */
  files: z.optional(z.string()),
});
export type MessageInfo = z.infer<typeof messageInfo>;

/** The bodyText of a workflow message. */
export const flowMessageBody = z.object({
  type: z.int(),
  /** The task id. */
  id: z.string(),
});

export const deleteMessagesBody = z.object({
  ids: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(1), z.maxLength(500)),
});

export const MESSAGE_PATH = '/api/message';
export const messageReadPath = (id: string): string => `${MESSAGE_PATH}/ReadInfo/${encodeURIComponent(id)}`;
export const MESSAGE_READ_ALL_PATH = '/api/message/Actions/ReadAll';
export const MESSAGE_DELETE_PATH = '/api/message/Record';
