/**
 * Reading client frames and writing server frames of the chat socket protocol (contract/ws.ts).
 * An `error` frame answers a frame the server could not understand.
 */
import type { WebSocket } from 'ws';
import {
  clientMessage,
  type ClientMessage,
  type ImReplyItem,
  type InitMessage,
  type ServerMessage,
} from '../../contract';

export function parseClientMessage(raw: unknown): ClientMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    return null;
  }
  const parsed = clientMessage.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function sendMessage(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** The greeting after OnConnection: who is online and my unread chat messages by sender. */
export function initMessage(
  onlineUsers: string[],
  me: string,
  conversations: readonly ImReplyItem[],
  now: number,
): InitMessage {
  const unread = conversations.filter((c) => c.unreadMessage > 0);
  return {
    method: 'initMessage',
    onlineUsers,
    unreadNums: unread.map((c) => ({
      sendUserId: c.id,
      receiveUserId: me,
      unreadNum: c.unreadMessage,
      defaultMessage: c.latestMessage,
      defaultMessageType: c.messageType,
      defaultMessageTime: c.latestDate,
    })),
    unreadNoticeCount: 0,
    noticeDefaultText: '',
    unreadMessageCount: unread.reduce((n, c) => n + c.unreadMessage, 0),
    messageDefaultText: unread[0]?.latestMessage ?? '',
    dateTime: now,
  };
}
