/**
 * The chat's second door for the outbox (issue #16): a server without our `POST /api/message/im/send` (a
 * JNPF back end, or ours in JNPF_STRICT mode) takes a message only on the socket, so a `chat` row whose
 * HTTP send is answered 404 goes out as `SendMessage` and is settled by what the socket says back: the
 * `sendMessage` echo of it (delivered), an `error` naming its client message id (refused; sent again later
 * when it names a wait: over the sender's rate), or nothing within
 * the time-out (tried again later, under the same id). Media go in the platform's shapes (platformContent.ts).
 * Frames are matched by the client message id, or, from a server that echoes none, by receiver and content
 * (a picture by its upload's name; a recording as the next voice echo to that receiver: a conversation sends
 * one message at a time).
 */
import type { ChatRow, ClientMessage, ImSendBody, ServerMessage } from '../../contract';
import { uploadNameOf } from '../../contract/personalPaths';
import type { UserDb } from '../../core/store/db';
import type { OutboxRow } from '../../core/store/types';
import type { Answer } from '../outbox/policy';
import { platformContent } from './platformContent';

export const SOCKET_DOOR_TIMEOUT_MS = 15_000;

type Waiter = { matches: (m: ServerMessage) => boolean; settle: (m: ServerMessage | null) => void };

/** Who waits for which frame; `heard` is called with every frame the socket brings. */
export class FrameWaiters {
  private readonly waiting = new Set<Waiter>();

  heard(message: ServerMessage): void {
    for (const waiter of this.waiting)
      if (waiter.matches(message)) {
        this.waiting.delete(waiter);
        waiter.settle(message);
      }
  }

  /** The first frame that matches, or null after `timeoutMs`. */
  wait(matches: Waiter['matches'], timeoutMs: number): Promise<ServerMessage | null> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        matches,
        settle: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      };
      const timer = setTimeout(() => {
        this.waiting.delete(waiter);
        resolve(null);
      }, timeoutMs);
      this.waiting.add(waiter);
    });
  }

  /** Nobody waits any longer (the session stopped). */
  clear(): void {
    for (const waiter of this.waiting) waiter.settle(null);
    this.waiting.clear();
  }
}

/** The content of an echo (in our shapes, workers/protocol.ts) that is the message of `body`. */
function sameContent(body: ImSendBody, echoed: string): boolean {
  if (body.messageType === 'text') return echoed === body.messageContent;
  if (body.messageType === 'image') return uploadNameOf(echoed) === uploadNameOf(body.messageContent);
  return true;
}

/** The echo (or refusal) of `body`. */
function answersTo(body: ImSendBody, m: ServerMessage): boolean {
  if (m.method === 'error')
    return m.clientMessageId !== undefined && m.clientMessageId === body.clientMessageId;
  if (m.method !== 'sendMessage') return false;
  if (m.clientMessageId) return m.clientMessageId === body.clientMessageId;
  return m.toUserId === body.toUserId && m.messageType === body.messageType && sameContent(body, m.toMessage);
}

/** A refusal as the HTTP door would answer it: over the sender's rate (with its wait) a 429, sent again later. */
function refusalOf(frame: Extract<ServerMessage, { method: 'error' }>): Answer {
  if (frame.retryAfterMs === undefined) return { kind: 'http', status: 400, code: 400, msg: frame.msg };
  return { kind: 'http', status: 429, code: 429, msg: frame.msg, retryAfterMs: frame.retryAfterMs };
}

/** SendMessage with the content in the platform's shapes (media as objects). */
export type PlatformSendFrame = Omit<Extract<ClientMessage, { method: 'SendMessage' }>, 'messageContent'> & {
  messageContent: unknown;
};

export interface SocketDoorDeps {
  /** Sends one client frame; false when the socket is not open. */
  send: (message: PlatformSendFrame) => boolean;
  waiters: FrameWaiters;
  token: string;
  me: string;
  timeoutMs?: number;
}

/** The door: one chat row (its files read from `db`) → one SendMessage → its Answer for the policy table. */
export function chatSocketDoor(deps: SocketDoorDeps): (row: OutboxRow, db: UserDb) => Promise<Answer> {
  return async (row, db) => {
    const body = row.body as ImSendBody;
    const messageContent = await platformContent(db, row);
    if (!deps.send({ method: 'SendMessage', token: deps.token, ...body, messageContent }))
      return { kind: 'network', message: '聊天连接未就绪' };
    // Waiting from here is in time: a frame in reply arrives on a later task than this one.
    const frame = await deps.waiters.wait(
      (m) => answersTo(body, m),
      deps.timeoutMs ?? SOCKET_DOOR_TIMEOUT_MS,
    );
    if (!frame) return { kind: 'timeout' };
    if (frame.method === 'error') return refusalOf(frame);
    if (frame.method !== 'sendMessage') return { kind: 'timeout' };
    const stored: ChatRow | undefined = frame.id
      ? {
          id: frame.id,
          sendUserId: deps.me,
          sendTime: frame.dateTime,
          receiveUserId: frame.toUserId,
          receiveTime: null,
          content: frame.toMessage,
          contentType: frame.messageType,
          state: 0,
          clientMessageId: body.clientMessageId ?? null,
        }
      : undefined;
    return { kind: 'http', status: 200, code: 200, msg: null, data: stored };
  };
}
