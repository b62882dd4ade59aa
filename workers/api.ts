/**
 * The API the worker exposes over Comlink: start the chat socket for a session, stop it, ask its
 * status. Callbacks go back to the UI thread; a failed callback (page gone) must not break the worker.
 */
import { ChatSocket, type ChatSocketOptions } from './socket';
import type { SyncCallbacks, SyncSession, SyncStatus } from './types';

export interface WorkerApi {
  start(session: SyncSession, callbacks: SyncCallbacks): void;
  stop(): void;
  status(): SyncStatus;
}

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
): WorkerApi {
  let socket: ChatSocket | null = null;
  let current: { session: SyncSession; callbacks: SyncCallbacks } | null = null;

  function stop(): void {
    socket?.stop();
    socket = null;
    if (current) release(current.callbacks);
    current = null;
  }

  function start(session: SyncSession, callbacks: SyncCallbacks): void {
    stop();
    current = { session, callbacks };
    socket = new ChatSocket(
      {
        onState: (state) => notify(() => callbacks.onState(state)),
        onInit: (info) => notify(() => callbacks.onInit(info)),
        onSessionEnded: (msg) => notify(() => callbacks.onSessionEnded(msg)),
      },
      socketOptions,
    );
    socket.connect(session.serverUrl, session.token);
  }

  function status(): SyncStatus {
    return {
      state: socket?.connectionState ?? 'offline',
      userId: current?.session.userId ?? null,
      serverOffsetMs: socket?.serverOffsetMs ?? null,
    };
  }

  return { start, stop, status };
}
