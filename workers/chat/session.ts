/**
 * The chat of one signed-in session inside the worker (issue #15): every chat frame the socket hears goes
 * through the store (store.ts), one at a time in the order heard; on (re)connect the conversation list is
 * pulled (imreply) and an open chat catches up. A screen opening a chat marks it read (UpdateReadMessage)
 * and asks its newest page; scrolling up asks the next older page. Sending is the outbox's (kind `chat`).
 */
import {
  CHAT_PAGE_SIZE,
  IM_REPLY_PATH,
  imReplyData,
  type ClientMessage,
  type InitMessage,
  type ServerMessage,
} from '../../contract';
import { createUserDb, userDbName, type UserDb } from '../../core/store/db';
import { createHttp, type FetchLike, type WorkerHttp } from '../sync/http';
import type { SyncSession } from '../types';
import { ChatStore } from './store';

export interface ChatSessionOptions {
  fetch?: FetchLike;
  openDb?: (name: string) => UserDb;
  now?: () => number;
}

export interface ChatSession {
  /** A server frame (initMessage included), applied after every frame heard before it. */
  onFrame(message: ServerMessage): Promise<void>;
  /** The chat with `partner` is on screen: read, and its newest page asked for. */
  open(partner: string): Promise<void>;
  close(partner: string): void;
  /** Asks the next older page; false when all of it is loaded or the socket is down. */
  older(partner: string): Promise<boolean>;
  /** Pulls the conversation list again (pull-to-refresh); rejects when the server cannot be reached. */
  refresh(): Promise<void>;
  stop(): void;
}

interface FrameContext {
  init(message: InitMessage): Promise<void>;
  read(partner: string): void;
  now(): number;
}

/** One server frame into the store. */
function applyFrame(store: ChatStore, message: ServerMessage, ctx: FrameContext): Promise<void> {
  switch (message.method) {
    case 'initMessage':
      return ctx.init(message);
    case 'receiveMessage':
      return store.received(message).then(() => {
        if (store.openPartner === message.formUserId) ctx.read(message.formUserId);
      });
    case 'sendMessage':
      return store.sent(message);
    case 'messageList':
      return store.page(message);
    case 'messageRead':
      return store.read(message);
    case 'Online':
    case 'Offline':
      return store.presence(message.userId, message.method === 'Online');
    case 'messagePush':
      return store.pushed(message, ctx.now());
    default:
      return Promise.resolve();
  }
}

export function startChatSession(
  session: SyncSession,
  send: (message: ClientMessage) => boolean,
  options: ChatSessionOptions = {},
): ChatSession {
  const { openDb = createUserDb, now = Date.now } = options;
  const db = openDb(userDbName(session.serverUrl, session.userId));
  const aborter = new AbortController();
  const http: WorkerHttp = createHttp({
    serverUrl: session.serverUrl,
    token: session.token,
    fetch: options.fetch,
    signal: aborter.signal,
  });
  const store = new ChatStore(db, session.userId);
  let queue: Promise<void> = Promise.resolve();
  const inOrder = (work: () => Promise<void>): Promise<void> => {
    queue = queue.then(work).catch(() => undefined);
    return queue;
  };

  const token = session.token;
  const ask = (partner: string, page: number) =>
    send({
      method: 'MessageList',
      token,
      toUserId: partner,
      formUserId: session.userId,
      currentPage: page,
      pageSize: CHAT_PAGE_SIZE,
      sord: 'desc',
    });

  async function conversationList() {
    const answer = await http.getJson(IM_REPLY_PATH);
    return answer.notModified ? null : imReplyData.parse(answer.data).list;
  }

  /** Seen on screen as it arrived: the server hears it is read. */
  const read = (partner: string) => send({ method: 'UpdateReadMessage', token, formUserId: partner });

  async function init(message: InitMessage): Promise<void> {
    const list = await conversationList().catch(() => null);
    await store.init(message, list, now());
    const partner = store.openPartner;
    if (partner) {
      read(partner);
      ask(partner, 1);
    }
  }

  return {
    onFrame: (message) => inOrder(() => applyFrame(store, message, { init, read, now })),
    open: (partner) =>
      inOrder(async () => {
        await store.opened(partner);
        read(partner);
        ask(partner, 1);
      }),
    close: (partner) => store.closed(partner),
    async older(partner) {
      const history = await store.history(partner);
      const pages = history?.pages ?? 0;
      if (history && pages * CHAT_PAGE_SIZE >= history.total) return false;
      return ask(partner, pages + 1);
    },
    refresh: async () => {
      const list = await conversationList();
      if (list) await inOrder(() => store.conversations(list));
    },
    stop() {
      aborter.abort();
      db.close();
    },
  };
}
