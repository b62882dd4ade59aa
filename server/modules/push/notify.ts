/**
 * Who gets a notification: the receivers of a new chat message, notice or to-do who have no open socket
 * anywhere (presence, across instances), so a phone in a pocket still hears of it. What it says: a chat
 * message by its sender's name and text (or [图片] / [语音]), opening the chat; an in-site message by its
 * kind and title, opening the message (a workflow message's detail leads on to its flow). Sent after the
 * answer, never holding it up; a failure is logged.
 */
import { chatPath, messageDetailPath } from '../../../contract/appPaths';
import { MESSAGE_TYPE, type ChatRow, type PushPayload } from '../../../contract';
import type { AppContext } from '../../context';
import type { PushedMessage } from '../../realtime/fanout';
import type { PushOptions } from '../../ports';

const DAY_S = 86_400;
const CHAT: PushOptions = { ttlSeconds: DAY_S, urgency: 'high' };
const NOTICE: PushOptions = { ttlSeconds: 7 * DAY_S, urgency: 'normal' };
const SYSTEM: PushOptions = { ttlSeconds: 3 * DAY_S, urgency: 'high' };

const PREVIEW = { image: '[图片]', voice: '[语音]' } as const;

export function chatPayload(row: ChatRow, senderName: string): PushPayload {
  return {
    title: senderName || '新消息',
    body: row.contentType === 'text' ? row.content.slice(0, 200) : PREVIEW[row.contentType],
    url: chatPath(row.sendUserId),
    tag: `chat:${row.sendUserId}`,
  };
}

export function inSitePayload(m: PushedMessage): PushPayload {
  return {
    title: m.messageType === MESSAGE_TYPE.notice ? '通知公告' : '系统消息',
    body: m.title.slice(0, 200),
    url: messageDetailPath(m.id),
    tag: `msg:${m.id}`,
  };
}

type Ctx = Pick<AppContext, 'hub' | 'push'>;

/** Sends `payload` to those of `userIds` with no open socket; resolves when the push services have answered. */
export async function notifyAway(
  ctx: Ctx,
  userIds: readonly string[],
  payload: PushPayload,
  options: PushOptions,
) {
  const online = new Set(await ctx.hub.onlineUserIds());
  const away = userIds.filter((u) => !online.has(u));
  if (away.length) await ctx.push.toUsers(away, payload, options);
}

/** After a chat message is stored: its receiver, when away. */
export const notifyChat = (ctx: Ctx, row: ChatRow, senderName: string) =>
  notifyAway(ctx, [row.receiveUserId], chatPayload(row, senderName), CHAT);

/** After in-site messages are written: each receiver who is away. */
export async function notifyInSite(ctx: Ctx, pushes: readonly PushedMessage[]): Promise<void> {
  for (const m of pushes)
    await notifyAway(
      ctx,
      [m.toUserId],
      inSitePayload(m),
      m.messageType === MESSAGE_TYPE.notice ? NOTICE : SYSTEM,
    );
}
