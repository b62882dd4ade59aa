/**
 * The API the worker exposes over Comlink: start the chat socket (and the chat store it feeds), the
 * reference-data sync (with the to-do list) and the outbox for a session, stop them, ask their status, refresh reference data, the to-do list and
 * flush the outbox on demand, open and page chats, and hear the page's word on the network (a dedicated worker gets no `online` event in Chromium).
 * Callbacks go back to the UI thread; a failed callback (page gone) must not break the worker.
 */
import { startChatSession, type ChatSession, type ChatSessionOptions } from './chat/session';
import { chatSocketDoor, FrameWaiters } from './chat/socketDoor';
import { emptyReport } from './outbox/flush';
import { startOutboxSession, type OutboxSessionHandle, type OutboxSessionOptions } from './outbox/session';
import { SilenceFetch } from './silenceFetch';
import type { FetchLike } from '../core/net/fetchCore';
import { ChatSocket, type ChatSocketOptions } from './socket';
import { startReferenceSession, type ReferenceSession, type ReferenceSessionOptions } from './sync/session';
import type { OutboxFlushReport, ReferenceStatus, SyncCallbacks, SyncSession, SyncStatus } from './types';

export interface WorkerApi {
  start(session: SyncSession, callbacks: SyncCallbacks): void;
  stop(): void;
  status(): SyncStatus;
  /** Refreshes every reference dataset (force: ignore stored versions); resolves when all are done. */
  refreshReference(force?: boolean): Promise<ReferenceStatus>;
  /** Stores page 1 of the to-do list anew (`fresh`: not joining one asked before); false when it could not. */
  refreshTodo(fresh?: boolean): Promise<boolean>;
  /** 立即同步: sends every queued row now, backoff or not; resolves with what the flush did. */
  flushOutbox(): Promise<OutboxFlushReport>;
  /** The app came to the foreground (or a row was enqueued): flush what is due. */
  nudgeOutbox(): void;
  /**
   * The page's `online` / `offline`. Back online: every waiting row is due now (a `network` flush) and
   * the socket reconnects at once, its backoff reset. Offline: the socket stops trying and the outbox
   * sends nothing until then (no attempt is counted for a try that cannot leave the phone).
   */
  networkChanged(online: boolean): void;
  /** The chat with `partner` is on screen (read; its newest page asked for), or no longer. */
  openChat(partner: string): Promise<void>;
  closeChat(partner: string): void;
  /** Asks the chat's next older page; false when all of it is here or the socket is down. */
  loadOlderChat(partner: string): Promise<boolean>;
  /** Pulls the conversation list again; rejects when the server cannot be reached. */
  refreshConversations(): Promise<void>;
}

/** Reference sync options, or null to run the socket alone (the socket's own tests). */
export type WorkerReferenceOptions = ReferenceSessionOptions | null;
/** Outbox options, or null to run without the outbox. */
export type WorkerOutboxOptions = OutboxSessionOptions | null;
/** Chat options, or null to run without the chat store. */
export type WorkerChatOptions = ChatSessionOptions | null;

/** Calls a callback and swallows both a throw and a rejected promise (a Comlink proxy returns one). */
function notify(call: () => void | Promise<void>): void {
  try {
    void Promise.resolve(call()).catch(() => undefined);
  } catch {
    // the receiving side is gone; nothing to tell
  }
}

type ChatApi = Pick<WorkerApi, 'openChat' | 'closeChat' | 'loadOlderChat' | 'refreshConversations'>;

/** The chat calls, on the session's chat while one runs. */
function chatApi(current: () => ChatSession | null): ChatApi {
  const running = (): ChatSession => {
    const chat = current();
    if (!chat) throw new Error('chat is not running: no session');
    return chat;
  };
  return {
    openChat: (partner) => running().open(partner),
    closeChat: (partner) => current()?.close(partner),
    loadOlderChat: (partner) => running().older(partner),
    refreshConversations: () => running().refresh(),
  };
}

/** A session's outbox, with the chat socket as the second door of chat messages (chat/socketDoor.ts). */
function outboxOf(
  session: SyncSession,
  socket: ChatSocket,
  waiters: FrameWaiters,
  onSessionEnded: (msg: string) => void,
  options: OutboxSessionOptions,
): OutboxSessionHandle {
  const send = (frame: Parameters<ChatSocket['send']>[0]) => socket.send(frame);
  const socketDoor = chatSocketDoor({ send, waiters, token: session.token, me: session.userId });
  // A send that timed out may have gone into a silent network: the socket checks itself at once.
  const onTimeout = () => socket.doubt();
  return startOutboxSession(session, { onSessionEnded }, { socketDoor, onTimeout, ...options });
}

type Parts = {
  reference: () => ReferenceSession | null;
  outbox: () => OutboxSessionHandle | null;
  chat: () => ChatSession | null;
  waiters: FrameWaiters;
  silence: SilenceFetch;
  ended: (msg: string) => void;
};

/**
 * What the socket's events do: tell the page, catch up once it is back, feed the chat and the to-dos. A
 * dropped socket answers no echo any more (the outbox's chat door stops waiting: the row goes again); a
 * silence ended abandons every request sent into it (the outbox's first: released, uncounted), so they go
 * again at once on fresh connections.
 */
function socketListener(callbacks: SyncCallbacks, parts: Parts): ConstructorParameters<typeof ChatSocket>[0] {
  return {
    onState: (state) => {
      if (state !== 'online') parts.waiters.clear();
      notify(() => callbacks.onState(state));
    },
    onSilenceEnded: () => {
      parts
        .outbox()
        ?.runner.silenceEnded()
        .catch(() => undefined);
      parts.silence.silenceEnded();
    },
    onInit: (info) => {
      notify(() => callbacks.onInit(info));
      // The socket is (back) up: the network works, so catch up on what changed meanwhile.
      parts.reference()?.sync.nudge();
      void parts.reference()?.todo.refresh();
      parts
        .outbox()
        ?.runner.flush('network')
        .catch(() => undefined);
    },
    onSessionEnded: parts.ended,
    onMessage: (message) => {
      parts.waiters.heard(message);
      void parts.chat()?.onFrame(message);
      // News from the workflow (an approval to make, an outcome): the to-do list has changed.
      if (message.method === 'messagePush') void parts.reference()?.todo.refresh();
    },
  };
}

/** A session's reference sync, its standing told to the page. */
function referenceOf(
  session: SyncSession,
  callbacks: SyncCallbacks,
  onSessionEnded: (msg: string) => void,
  options: ReferenceSessionOptions,
): ReferenceSession {
  const onStatus = (status: ReferenceStatus) => notify(() => callbacks.onReference?.(status));
  return startReferenceSession(session, { onStatus, onSessionEnded }, options);
}

/**
 * A part's options with its fetch through the session's open requests, so a silence's end can abandon
 * those sent into it (silenceFetch.ts).
 */
function through<T extends { fetch?: FetchLike }>(silence: SilenceFetch, options: T): T {
  return { ...options, fetch: silence.wrap(options.fetch) };
}

export function createWorkerApi(
  socketOptions: ChatSocketOptions = {},
  release: (callbacks: SyncCallbacks) => void = () => undefined,
  referenceOptions: WorkerReferenceOptions = {},
  outboxOptions: WorkerOutboxOptions = {},
  chatOptions: WorkerChatOptions = {},
): WorkerApi {
  let socket: ChatSocket | null = null;
  let chat: ChatSession | null = null;
  let reference: ReferenceSession | null = null;
  let outbox: OutboxSessionHandle | null = null;
  let current: { session: SyncSession; callbacks: SyncCallbacks } | null = null;
  /** The page's last word on the network, kept across sessions: the outbox sends nothing while offline. */
  let pageOnline = true;
  /** Who waits for a socket frame (the outbox's chat door waits for its echo). */
  const waiters = new FrameWaiters();

  /** The server ended the session (socket logout or 600–602 on any request): stop all, keep the callbacks. */
  function sessionEnded(callbacks: SyncCallbacks, msg: string): void {
    for (const part of [socket, chat, reference, outbox]) part?.stop();
    notify(() => callbacks.onSessionEnded(msg));
  }

  function stop(): void {
    waiters.clear();
    for (const part of [socket, chat, reference, outbox]) part?.stop();
    [socket, chat, reference, outbox] = [null, null, null, null];
    if (current) release(current.callbacks);
    current = null;
  }

  function start(session: SyncSession, callbacks: SyncCallbacks): void {
    stop();
    current = { session, callbacks };
    const silence = new SilenceFetch();
    socket = new ChatSocket(
      socketListener(callbacks, {
        reference: () => reference,
        outbox: () => outbox,
        chat: () => chat,
        waiters,
        silence,
        ended: (msg) => sessionEnded(callbacks, msg),
      }),
      socketOptions,
    );
    const own = socket;
    if (chatOptions)
      chat = startChatSession(session, (message) => own.send(message), through(silence, chatOptions));
    const onSessionEnded = (msg: string) => sessionEnded(callbacks, msg);
    if (referenceOptions)
      reference = referenceOf(session, callbacks, onSessionEnded, through(silence, referenceOptions));
    if (outboxOptions) {
      const options = through(silence, { isOnline: () => pageOnline, ...outboxOptions });
      outbox = outboxOf(session, socket, waiters, onSessionEnded, options);
    }
    socket.connect(session.serverUrl, session.token);
  }

  function networkChanged(online: boolean): void {
    pageOnline = online;
    socket?.networkChanged(online);
    if (online) {
      outbox?.runner.flush('network').catch(() => undefined);
      void reference?.todo.refresh();
    }
  }

  return {
    start,
    stop,
    status: () => ({
      state: socket?.connectionState ?? 'offline',
      userId: current?.session.userId ?? null,
      serverOffsetMs: socket?.serverOffsetMs ?? null,
    }),
    async refreshReference(force = false) {
      if (!reference) throw new Error('reference sync is not running: no session');
      return reference.sync.refresh(force);
    },
    refreshTodo: async (fresh = false) => (reference ? reference.todo.refresh(fresh) : false),
    flushOutbox: async () => (outbox ? outbox.runner.flush('user') : emptyReport(false)),
    nudgeOutbox: () => void outbox?.runner.flush().catch(() => undefined),
    networkChanged,
    ...chatApi(() => chat),
  };
}
