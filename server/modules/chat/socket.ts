/**
 * The chat frames of the socket (spec §4, §7): SendMessage stores the message before anything is pushed —
 * then `sendMessage` to every socket of the sender and `receiveMessage` to every socket of the receiver,
 * across instances through the fan-out; a repeated client message id is answered with the stored message
 * to the sender only. MessageList answers one page to the asking socket; UpdateReadMessage marks what the
 * partner sent me as read. A refusal is an `error` frame naming the client message id; the socket stays.
 */
import type { WebSocket } from 'ws';
import {
  voiceContent,
  type ChatRow,
  type ClientMessage,
  type ReceivedFrame,
  type SentFrame,
} from '../../../contract';
import type { AppContext } from '../../context';
import { isOwnUpload } from '../file/own-files';
import { sendMessage } from '../../realtime/protocol';
import { ChatRepository } from './repository';

type SendFrame = Extract<ClientMessage, { method: 'SendMessage' }>;
type ChatFrame = Exclude<ClientMessage, { method: 'OnConnection' }>;

/** A voice message's recording path, or null when the content is not `{ path, length }`. */
function voicePath(content: string): string | null {
  try {
    const parsed = voiceContent.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data.path : null;
  } catch {
    return null;
  }
}

/** Why the content cannot be sent: text must say something, media must be the sender's own upload. */
async function contentRefusal(ctx: AppContext, me: string, f: SendFrame): Promise<string | null> {
  if (f.messageType === 'text') return f.messageContent.trim() ? null : '消息不能为空';
  if (f.messageType === 'image') {
    const own = await isOwnUpload(ctx.db, me, f.messageContent, { image: true });
    return own ? null : '只能发送本人上传的图片';
  }
  const path = voicePath(f.messageContent);
  if (path === null) return '语音消息格式错误';
  return (await isOwnUpload(ctx.db, me, path)) ? null : '只能发送本人录制的语音';
}

/** Why a message cannot be sent, or null when it can. */
async function refusal(ctx: AppContext, me: string, f: SendFrame): Promise<string | null> {
  if (f.toUserId === me) return '不能给自己发消息';
  const receiver = await new ChatRepository(ctx.db).person(f.toUserId);
  if (!receiver?.enabled) return '对方不存在或已停用';
  return contentRefusal(ctx, me, f);
}

const sentFrame = (row: ChatRow): SentFrame => ({
  method: 'sendMessage',
  id: row.id,
  clientMessageId: row.clientMessageId,
  toUserId: row.receiveUserId,
  messageType: row.contentType,
  toMessage: row.content,
  dateTime: row.sendTime,
  latestDate: row.sendTime,
});

const receivedFrame = (row: ChatRow, sender: { realName: string; headIcon: string }): ReceivedFrame => ({
  method: 'receiveMessage',
  id: row.id,
  formUserId: row.sendUserId,
  messageType: row.contentType,
  formMessage: row.content,
  dateTime: row.sendTime,
  latestDate: row.sendTime,
  realName: sender.realName,
  headIcon: sender.headIcon,
});

async function send(ctx: AppContext, socket: WebSocket, me: string, f: SendFrame): Promise<void> {
  const why = await refusal(ctx, me, f);
  if (why) return sendMessage(socket, { method: 'error', msg: why, clientMessageId: f.clientMessageId });
  const repo = new ChatRepository(ctx.db);
  const { row, created } = await repo.store({
    senderId: me,
    receiverId: f.toUserId,
    clientMessageId: f.clientMessageId ?? null,
    contentType: f.messageType,
    content: f.messageContent,
    sentAt: ctx.clock(),
  });
  if (!created) return sendMessage(socket, sentFrame(row));
  const sender = (await repo.person(me)) ?? { realName: '', headIcon: '' };
  await ctx.fanout.publish({
    type: 'frames',
    deliveries: [
      { toUserId: me, frame: sentFrame(row) },
      { toUserId: row.receiveUserId, frame: receivedFrame(row, sender) },
    ],
  });
}

export async function onChatFrame(ctx: AppContext, socket: WebSocket, me: string, f: ChatFrame) {
  const repo = new ChatRepository(ctx.db);
  if (f.method === 'SendMessage') return send(ctx, socket, me, f);
  if (f.method === 'UpdateReadMessage') return void (await repo.markRead(me, f.formUserId, ctx.clock()));
  const { list, total } = await repo.page(
    me,
    f.toUserId,
    (f.currentPage - 1) * f.pageSize,
    f.pageSize,
    f.sord === 'desc',
  );
  sendMessage(socket, {
    method: 'messageList',
    toUserId: f.toUserId,
    list,
    pagination: { currentPage: f.currentPage, pageSize: f.pageSize, total },
  });
}
