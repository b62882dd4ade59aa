/**
 * The chat frames of the socket (spec §4, §7): SendMessage through the one send core (send.ts) — a refusal
 * is an `error` frame naming the client message id, the socket stays, and a repeated client message id is
 * answered with the stored message to this socket only; a refusal for the sender's rate also says when to
 * try again (`retryAfterMs`). MessageList answers one page to the asking socket; UpdateReadMessage marks
 * what the partner sent me as read and tells the partner. A recording the platform's app sent inline is
 * stored by the send core, only for a message it takes (inline-voice.ts).
 */
import type { WebSocket } from 'ws';
import type { ClientMessage } from '../../../contract';
import type { AppContext } from '../../context';
import { sendMessage } from '../../realtime/protocol';
import type { InlineVoice } from '../../realtime/dialect';
import { ChatRepository } from './repository';
import { readChat, sendChat } from './send';

type ChatFrame = Exclude<ClientMessage, { method: 'OnConnection' }>;

export async function onChatFrame(
  ctx: AppContext,
  socket: WebSocket,
  me: string,
  f: ChatFrame,
  inlineVoice: InlineVoice | null = null,
) {
  if (f.method === 'SendMessage') {
    const outcome = await sendChat(ctx, me, f, inlineVoice);
    if ('refused' in outcome)
      return sendMessage(socket, {
        method: 'error',
        msg: outcome.refused,
        clientMessageId: f.clientMessageId,
        ...(outcome.retryAfterMs === undefined ? {} : { retryAfterMs: outcome.retryAfterMs }),
      });
    if (!outcome.created) sendMessage(socket, outcome.sent);
    return;
  }
  if (f.method === 'UpdateReadMessage') return void (await readChat(ctx, me, f.formUserId));
  const { list, total } = await new ChatRepository(ctx.db).page(
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
