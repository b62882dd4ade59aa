/**
 * Reading client frames and writing server frames of the chat socket protocol (contract/ws.ts).
 * An `error` frame answers a frame the server could not understand.
 */
import type { WebSocket } from 'ws';
import { clientMessage, type ClientMessage, type InitMessage, type ServerMessage } from '../../contract';

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

/** The greeting after OnConnection; chat and notice counts arrive with the messaging issue. */
export function initMessage(onlineUsers: string[], now: number): InitMessage {
  return {
    method: 'initMessage',
    onlineUsers,
    unreadNums: [],
    unreadNoticeCount: 0,
    noticeDefaultText: '',
    unreadMessageCount: 0,
    messageDefaultText: '',
    dateTime: now,
  };
}
