/**
 * The API the worker exposes over Comlink: start the chat socket and the reference-data sync for a
 * session, stop them, ask their status, refresh reference data on demand. Callbacks go back to the UI
 * thread; a failed callback (page gone) must not break the worker.
 */
import { ChatSocket, type ChatSocketOptions } from './socket';
import { startReferenceSession, type ReferenceSession, type ReferenceSessionOptions } from './sync/session';
import type { ReferenceStatus, SyncCallbacks, SyncSession, SyncStatus } from './types';

export interface WorkerApi {
  start(session: SyncSession, callbacks: SyncCallbacks): void;
  stop(): void;
  status(): SyncStatus;
  /** Refreshes every reference dataset (force: ignore stored versions); resolves when all are done. */
  refreshReference(force?: boolean): Promise<ReferenceStatus>;
}

/** Reference sync options, or null to run the socket alone (the socket's own tests). */
export type WorkerReferenceOptions = ReferenceSessionOptions | null;

/** Calls a callback and swallows both a throw and a rejected promise (a Comlink proxy returns one). */
function notify(call: () => void | Promise<void>): void {
  try {
    void Promise.resolve(call()).catch(() => undefined);
  } catch {
    // the receiving side is gone; nothing to tell
  }
}

export function createWorkerApi(
  socketOptions: ChatSocketOptions = {},
  release: (callbacks: SyncCallbacks) => void = () => undefined,
  referenceOptions: WorkerReferenceOptions = {},
): WorkerApi {
  let socket: ChatSocket | null = null;
  let reference: ReferenceSession | null = null;
  let current: { session: SyncSession; callbacks: SyncCallbacks } | null = null;

  /** The server ended the session (socket logout or HTTP 600–602): stop both, keep the callbacks. */
  function sessionEnded(callbacks: SyncCallbacks, msg: string): void {
    socket?.stop();
    reference?.stop();
    notify(() => callbacks.onSessionEnded(msg));
  }

  function stop(): void {
    socket?.stop();
    socket = null;
    reference?.stop();
    reference = null;
    if (current) release(current.callbacks);
    current = null;
  }

  function start(session: SyncSession, callbacks: SyncCallbacks): void {
    stop();
    current = { session, callbacks };
    socket = new ChatSocket(
      {
        onState: (state) => notify(() => callbacks.onState(state)),
        onInit: (info) => {
          notify(() => callbacks.onInit(info));
          // The socket is (back) up: the network works, so catch up on what changed meanwhile.
          reference?.sync.nudge();
        },
        onSessionEnded: (msg) => sessionEnded(callbacks, msg),
      },
      socketOptions,
    );
    if (referenceOptions) {
      const listener = {
        onStatus: (status: ReferenceStatus) => notify(() => callbacks.onReference?.(status)),
        onSessionEnded: (msg: string) => sessionEnded(callbacks, msg),
      };
      reference = startReferenceSession(session, listener, referenceOptions);
    }
    socket.connect(session.serverUrl, session.token);
  }

  function status(): SyncStatus {
    return {
      state: socket?.connectionState ?? 'offline',
      userId: current?.session.userId ?? null,
      serverOffsetMs: socket?.serverOffsetMs ?? null,
    };
  }

  async function refreshReference(force = false): Promise<ReferenceStatus> {
    if (!reference) throw new Error('reference sync is not running: no session');
    return reference.sync.refresh(force);
  }

  return { start, stop, status, refreshReference };
}
