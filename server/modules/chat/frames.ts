/**
 * Reading client frames of the chat socket protocol (contract/ws.ts), in either dialect
 * (realtime/dialect.ts), and the greeting after OnConnection. An `error` frame answers a frame the server
 * could not understand.
 */
import { clientMessage, pingMessage, type ClientMessage, type InitMessage } from '../../../contract';
import { fromPlatformContent, inlineVoiceOf, type InlineVoice } from '../../realtime/dialect';
import type { UnreadFrom } from './repository';

/**
 * A client frame; the recording it carried inline (the platform's app), to be stored before it is sent; and
 * whether a picture or recording came in our shape (a path in text) rather than the platform's objects.
 */
export type ParsedFrame = { message: ClientMessage; inlineVoice: InlineVoice | null; ourMedia: boolean };

export function parseClientMessage(raw: unknown): ParsedFrame | null {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    return null;
  }
  let inlineVoice: InlineVoice | null = null;
  let ourMedia = false;
  // The platform's clients send a picture or a recording as an object naming their upload, or (their app)
  // a recording inline: its path is known once it is stored.
  if (json && typeof json === 'object' && (json as { method?: unknown }).method === 'SendMessage') {
    const frame = json as { messageType?: unknown; messageContent?: unknown };
    ourMedia = frame.messageType !== 'text' && typeof frame.messageContent === 'string';
    inlineVoice = inlineVoiceOf(frame.messageType, frame.messageContent);
    frame.messageContent = inlineVoice
      ? JSON.stringify({ path: '', length: inlineVoice.seconds })
      : fromPlatformContent(frame.messageType, frame.messageContent);
  }
  const parsed = clientMessage.safeParse(json);
  return parsed.success ? { message: parsed.data, inlineVoice, ourMedia } : null;
}

/** The longest text a ping can be (`{"method":"ping"}` with room for spaces): anything longer is no ping. */
const PING_MAX_CHARS = 64;

/** Whether a frame is our client's heartbeat `{ method: 'ping' }` (contract/ws.ts). */
export function isPing(raw: unknown): boolean {
  const text = String(raw);
  if (text.length > PING_MAX_CHARS) return false;
  try {
    return pingMessage.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** My unread in-site messages: notices (type 1) and system messages (type 2), each with the latest title. */
export type InSiteUnread = { notices: UnreadInSite; system: UnreadInSite };
type UnreadInSite = { count: number; latest: string; latestAt: number };

/**
 * The greeting after OnConnection: who is online, my unread chat messages by sender (`unreadNums`), my
 * unread in-site notices and system messages (the Messages tab's two rows), and the heartbeat when the
 * server keeps one (never in strict mode: the platform's greeting has none).
 */
export function initMessage(
  onlineUsers: string[],
  me: string,
  unread: readonly UnreadFrom[],
  inSite: InSiteUnread,
  now: number,
  heartbeatMs?: number,
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
    noticeDefaultTime: inSite.notices.latestAt,
    unreadMessageCount: inSite.system.count,
    messageDefaultText: inSite.system.latest,
    messageDefaultTime: inSite.system.latestAt,
    dateTime: now,
    ...(heartbeatMs === undefined ? {} : { heartbeatMs }),
  };
}
