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

/** My unread in-site messages: notices (type 1) and system messages (type 2), each with the latest title. */
export type InSiteUnread = { notices: UnreadInSite; system: UnreadInSite };
type UnreadInSite = { count: number; latest: string };

/**
 * The greeting after OnConnection: who is online, my unread chat messages by sender (`unreadNums`), and my
 * unread in-site notices and system messages (the Messages tab's two rows).
 */
export function initMessage(
  onlineUsers: string[],
  me: string,
  unread: readonly UnreadFrom[],
  inSite: InSiteUnread,
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
    unreadNoticeCount: inSite.notices.count,
    noticeDefaultText: inSite.notices.latest,
    unreadMessageCount: inSite.system.count,
    messageDefaultText: inSite.system.latest,
    dateTime: now,
  };
}
