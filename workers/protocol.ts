/**
 * Reading the chat socket's server messages with the contract's `serverMessage` schema. The three
 * messages that steer the connection are also read leniently, so a back end that omits a field cannot
 * keep the client stuck connecting or deaf to a logout; anything else unknown is ignored. Frames in the
 * platform's shapes (a JNPF back end, or ours in JNPF_STRICT mode) are read into ours first: media as
 * objects or their JSON text, a push's type as text.
 */
import { serverMessage, type InitMessage, type ServerMessage } from '../contract';
import { ourChatContent } from '../contract/chatMedia';

/** What the connection logic needs from a server frame. */
export type ControlMessage =
  | {
      method: 'initMessage';
      dateTime: number;
      unreadMessageCount: number;
      unreadNoticeCount: number;
      /** The server's heartbeat interval (ms), when it keeps one (never the platform's back end). */
      heartbeatMs?: number;
      /** The whole greeting when it met the schema (the chat state starts from it). */
      full?: InitMessage;
    }
  | { method: 'logout'; msg: string }
  | { method: 'closeSocket' }
  | { method: 'other'; message: ServerMessage };

type Loose = Record<string, unknown>;

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function lenient(raw: Loose): ControlMessage | undefined {
  if (raw.method === 'logout') return { method: 'logout', msg: typeof raw.msg === 'string' ? raw.msg : '' };
  if (raw.method === 'closeSocket') return { method: 'closeSocket' };
  if (raw.method === 'initMessage' && typeof raw.dateTime === 'number') {
    const { dateTime, unreadMessageCount, unreadNoticeCount, heartbeatMs } = raw;
    return {
      method: 'initMessage',
      dateTime,
      unreadMessageCount: num(unreadMessageCount),
      unreadNoticeCount: num(unreadNoticeCount),
      ...(typeof heartbeatMs === 'number' ? { heartbeatMs } : {}),
    };
  }
  return undefined;
}

function fromSchema(message: ServerMessage): ControlMessage {
  switch (message.method) {
    case 'initMessage': {
      const { dateTime, unreadMessageCount, unreadNoticeCount, heartbeatMs } = message;
      const heartbeat = heartbeatMs === undefined ? {} : { heartbeatMs };
      return {
        method: 'initMessage',
        dateTime,
        unreadMessageCount,
        unreadNoticeCount,
        ...heartbeat,
        full: message,
      };
    }
    case 'logout':
      return { method: 'logout', msg: message.msg ?? '' };
    case 'closeSocket':
      return message;
    default:
      return { method: 'other', message };
  }
}

/** The platform's media and push type in our shapes (a frame already in ours comes out the same). */
export function fromPlatformShapes(raw: Loose): Loose {
  const type = String(raw.messageType);
  switch (raw.method) {
    case 'receiveMessage':
      return { ...raw, formMessage: ourChatContent(type, raw.formMessage) };
    case 'sendMessage':
      return { ...raw, toMessage: ourChatContent(type, raw.toMessage) };
    case 'messageList':
      if (!Array.isArray(raw.list)) return raw;
      return {
        ...raw,
        // The platform's rows carry no client message id.
        list: (raw.list as Loose[]).map((m) => ({
          ...m,
          content: ourChatContent(String(m.contentType), m.content),
          clientMessageId: m.clientMessageId ?? null,
        })),
      };
    case 'messagePush':
      return typeof raw.messageType === 'string' ? { ...raw, messageType: Number(raw.messageType) } : raw;
    default:
      return raw;
  }
}

/** Parses one text frame; undefined for non-JSON, non-objects and messages we do not know. */
export function parseServerFrame(data: unknown): ControlMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const parsed = serverMessage.safeParse(fromPlatformShapes(raw as Loose));
  return parsed.success ? fromSchema(parsed.data) : lenient(raw as Loose);
}
