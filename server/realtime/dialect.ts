/**
 * The platform's own clients on the chat socket (docs/jnpf-clients/ §6): a socket whose OnConnection does
 * not name our app (`OUR_SOCKET_CLIENT`) speaks their dialect. Frames keep one shape inside the server and
 * are translated at the socket's door, both ways:
 * - out: an image's content is `{ path, width, height }`, a voice's `{ path, length: "mm:ss" }` — objects in
 *   `sendMessage` / `receiveMessage`, JSON text in `messageList` (their history page parses it); the type of
 *   a `messagePush` is text ("1" a notice);
 * - in: SendMessage's `messageContent` may be such an object naming an upload of theirs (`{ name, … }`):
 *   read into our path (an image) or our `{ path, length }` in seconds (a voice); their app sends a
 *   recording inline instead (`{ base64, length }`), which is taken out of the frame (`inlineVoiceOf`) and
 *   stored as the sender's IM upload once the frame's token is checked (modules/chat/inline-voice.ts).
 * We keep no picture sizes, so width and height go out as 0 (their bubble then takes its default size).
 */
import type { WebSocket } from 'ws';
import { downloadPath, OUR_SOCKET_CLIENT, voiceContent, type ServerMessage } from '../../contract';
import { mmss, secondsOf } from '../../contract/chatMedia';

const platformSockets = new WeakSet<WebSocket>();

/** Called with each OnConnection: the socket speaks our shapes only when it names our app. */
export function noteClient(socket: WebSocket, client: string | undefined): void {
  if (client === OUR_SOCKET_CLIENT) platformSockets.delete(socket);
  else platformSockets.add(socket);
}

export const speaksPlatform = (socket: WebSocket): boolean => platformSockets.has(socket);

/** Our stored content of a message as the platform's object (text stays text). */
function platformContent(type: string, content: string): unknown {
  if (type === 'image') return { path: content, width: 0, height: 0 };
  if (type !== 'voice') return content;
  try {
    const voice = voiceContent.parse(JSON.parse(content));
    return { path: voice.path, length: mmss(voice.length) };
  } catch {
    return content;
  }
}

export function toPlatformFrame(frame: ServerMessage): unknown {
  switch (frame.method) {
    case 'sendMessage':
      return { ...frame, toMessage: platformContent(frame.messageType, frame.toMessage) };
    case 'receiveMessage':
      return { ...frame, formMessage: platformContent(frame.messageType, frame.formMessage) };
    case 'messageList':
      return {
        ...frame,
        list: frame.list.map((m) => {
          const content = platformContent(m.contentType, m.content);
          return { ...m, content: typeof content === 'string' ? content : JSON.stringify(content) };
        }),
      };
    case 'messagePush':
      return { ...frame, messageType: String(frame.messageType) };
    default:
      return frame;
  }
}

/** A recording sent inline by the platform's app: its bytes and length in whole seconds (at least 1). */
export type InlineVoice = { bytes: Buffer; seconds: number };

/** The recording of a voice SendMessage sent as `{ base64, length: "mm:ss" }`, or null for any other content. */
export function inlineVoiceOf(type: unknown, content: unknown): InlineVoice | null {
  if (type !== 'voice' || !content || typeof content !== 'object') return null;
  const { base64, length } = content as { base64?: unknown; length?: unknown };
  if (typeof base64 !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  const bytes = Buffer.from(base64, 'base64');
  return bytes.length > 0 ? { bytes, seconds: Math.max(1, Math.round(secondsOf(length) || 1)) } : null;
}

/** A SendMessage's content as the platform's clients send media (`{ name, width, height }`, `{ name, length }`). */
export function fromPlatformContent(type: unknown, content: unknown): unknown {
  if (!content || typeof content !== 'object') return content;
  const { name, length } = content as { name?: unknown; length?: unknown };
  if (typeof name !== 'string' || !name || name.length > 200) return content;
  const path = downloadPath('IM', name);
  if (type === 'image') return path;
  if (type === 'voice') return JSON.stringify({ path, length: Math.max(1, Math.round(secondsOf(length))) });
  return content;
}
