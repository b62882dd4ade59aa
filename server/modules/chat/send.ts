/**
 * Sending one chat message, whichever door it came through (the socket's SendMessage, the outbox's
 * `POST IM_SEND_PATH`): refused at the door (the sender over their rate — with when to try again —, to
 * oneself, to someone gone, empty text, media that is not the sender's own upload; a recording sent inline
 * is stored only once the rest is checked), else stored before anything is pushed — then `sendMessage` to every socket of
 * the sender and `receiveMessage` to every socket of the receiver, across instances through the fan-out.
 * A receiver with no open socket gets a Web Push notification. A repeated client message id is the
 * stored message, pushed to no one again.
 */
import {
  voiceContent,
  type ChatContentType,
  type ChatRow,
  type ReceivedFrame,
  type SentFrame,
} from '../../../contract';
import type { AppContext } from '../../context';
import { waitWords } from '../../limits/rate';
import type { InlineVoice } from '../../realtime/dialect';
import { isOwnUpload } from '../file/own-files';
import { withInlineVoice } from './inline-voice';
import { notifyChat } from '../push/notify';
import { ChatRepository, type ChatPerson } from './repository';

export type ChatToSend = {
  toUserId: string;
  messageType: ChatContentType;
  messageContent: string;
  clientMessageId?: string | undefined;
};

/**
 * Refused (with the wait when the sender is over their rate), or sent: the stored row (new, or the one a
 * repeated client message id names) and the sender's frame of it.
 */
export type Refused = { refused: string; retryAfterMs?: number };
export type SendOutcome = Refused | { row: ChatRow; created: boolean; sent: SentFrame };

/** A voice message's recording path, or null when the content is not `{ path, length }`. */
function voicePath(content: string): string | null {
  try {
    const parsed = voiceContent.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data.path : null;
  } catch {
    return null;
  }
}

/** The download path a message shows (an image's, a recording's), null for text; undefined when malformed. */
export function mediaPathOf(type: ChatContentType, content: string): string | null | undefined {
  if (type === 'text') return null;
  if (type === 'image') return content;
  return voicePath(content) ?? undefined;
}

/** Why the content cannot be sent: text must say something, media must be the sender's own upload. */
async function contentRefusal(ctx: AppContext, me: string, m: ChatToSend): Promise<string | null> {
  if (m.messageType === 'text') return m.messageContent.trim() ? null : '消息不能为空';
  const path = mediaPathOf(m.messageType, m.messageContent);
  if (m.messageType === 'image')
    return (await isOwnUpload(ctx.db, me, path ?? '', { image: true })) ? null : '只能发送本人上传的图片';
  if (!path) return '语音消息格式错误';
  return (await isOwnUpload(ctx.db, me, path)) ? null : '只能发送本人录制的语音';
}

type Card = Pick<ChatPerson, 'realName' | 'account' | 'headIcon'>;
const NOBODY: Card = { realName: '', account: '', headIcon: '' };

/** Why no message from `me` to that receiver can be sent now; else the receiver, whose card the frame carries. */
async function receiverOf(ctx: AppContext, me: string, m: ChatToSend): Promise<Refused | Card> {
  const rate = await ctx.rates.chat.take(me);
  if (!rate.ok)
    return {
      refused: `消息发送过于频繁，请 ${waitWords(rate.retryAfterMs)}后再发`,
      retryAfterMs: rate.retryAfterMs,
    };
  if (m.toUserId === me) return { refused: '不能给自己发消息' };
  const receiver = await new ChatRepository(ctx.db).person(m.toUserId);
  return receiver?.enabled ? receiver : { refused: '对方不存在或已停用' };
}

/** The message as it will be stored (an inline recording kept as an upload) with its receiver, or why not. */
async function checked(
  ctx: AppContext,
  me: string,
  given: ChatToSend,
  voice: InlineVoice | null,
): Promise<Refused | { m: ChatToSend; receiver: Card }> {
  const receiver = await receiverOf(ctx, me, given);
  if ('refused' in receiver) return receiver;
  const m = voice ? await withInlineVoice(ctx, me, given, voice) : given;
  if ('refused' in m) return m;
  const why = await contentRefusal(ctx, me, m);
  return why ? { refused: why } : { m, receiver };
}

/** To the sender's sockets: the message as stored, with the receiver's card (the platform's list reads it). */
function sentFrameOf(row: ChatRow, to: Card): SentFrame {
  return {
    method: 'sendMessage',
    id: row.id,
    clientMessageId: row.clientMessageId,
    toUserId: row.receiveUserId,
    messageType: row.contentType,
    toMessage: row.content,
    dateTime: row.sendTime,
    latestDate: row.sendTime,
    UserId: row.sendUserId,
    toAccount: to.account,
    toRealName: to.realName,
    toHeadIcon: to.headIcon,
  };
}

const receivedFrameOf = (row: ChatRow, sender: Card): ReceivedFrame => ({
  method: 'receiveMessage',
  id: row.id,
  clientMessageId: row.clientMessageId,
  formUserId: row.sendUserId,
  messageType: row.contentType,
  formMessage: row.content,
  dateTime: row.sendTime,
  latestDate: row.sendTime,
  realName: sender.realName,
  headIcon: sender.headIcon,
  account: sender.account,
});

export async function sendChat(
  ctx: AppContext,
  me: string,
  given: ChatToSend,
  inlineVoice: InlineVoice | null = null,
): Promise<SendOutcome> {
  const ok = await checked(ctx, me, given, inlineVoice);
  if ('refused' in ok) return ok;
  const { m, receiver } = ok;
  const repo = new ChatRepository(ctx.db);
  const stored = await repo.store({
    senderId: me,
    receiverId: m.toUserId,
    clientMessageId: m.clientMessageId ?? null,
    contentType: m.messageType,
    content: m.messageContent,
    mediaPath: mediaPathOf(m.messageType, m.messageContent) ?? null,
    sentAt: ctx.clock(),
  });
  const sent = sentFrameOf(stored.row, receiver);
  if (!stored.created) return { ...stored, sent };
  const sender = (await repo.person(me)) ?? NOBODY;
  await ctx.fanout.publish({
    type: 'frames',
    deliveries: [
      { toUserId: me, frame: sent },
      { toUserId: stored.row.receiveUserId, frame: receivedFrameOf(stored.row, sender) },
    ],
  });
  // A receiver with no open socket hears of it as a notification; never holding up the answer.
  void notifyChat(ctx, stored.row, sender.realName).catch(() => undefined);
  return { ...stored, sent };
}

/** Marks what `partner` sent me as read and tells the partner's sockets (the read receipt). */
export async function readChat(ctx: AppContext, me: string, partner: string): Promise<number> {
  const at = ctx.clock();
  const marked = await new ChatRepository(ctx.db).markRead(me, partner, at);
  if (marked > 0)
    await ctx.fanout.publish({
      type: 'frames',
      deliveries: [{ toUserId: partner, frame: { method: 'messageRead', userId: me, dateTime: at } }],
    });
  return marked;
}
