/**
 * Reading client frames and writing server frames of the chat socket protocol (contract/ws.ts).
 * An `error` frame answers a frame the server could not understand.
 */
import type { WebSocket } from 'ws';
import { clientMessage, type ClientMessage, type InitMessage, type ServerMessage } from '../../contract';
import type { UnreadFrom } from '../modules/chat/repository';

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

const newest = (unread: readonly UnreadFrom[]): UnreadFrom | undefined =>
  unread.reduce<UnreadFrom | undefined>((a, u) => (a && a.sentAt >= u.sentAt ? a : u), undefined);

/** The greeting after OnConnection: who is online and my unread chat messages by sender. */
export function initMessage(
  onlineUsers: string[],
  me: string,
  unread: readonly UnreadFrom[],
  now: number,
): InitMessage {
  return {
    method: 'initMessage',
    onlineUsers,
    unreadNums: unread.map((u) => ({
      sendUserId: u.senderId,
      receiveUserId: me,
      unreadNum: u.count,
      defaultMessage: u.content,
      defaultMessageType: u.contentType,
      defaultMessageTime: u.sentAt,
    })),
    unreadNoticeCount: 0,
    noticeDefaultText: '',
    unreadMessageCount: unread.reduce((n, u) => n + u.count, 0),
    messageDefaultText: newest(unread)?.content ?? '',
    dateTime: now,
  };
}
