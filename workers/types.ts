/**
 * Types shared by the worker and its UI-side face (src/sync): connection state, what the server told
 * us at connect time, the session handed to `start`, and the callbacks the UI passes (Comlink proxy).
 */

export type ConnectionState = 'online' | 'connecting' | 'offline';

export interface InitInfo {
  /** serverTime − deviceTime at the last initMessage; add it to Date.now() for server time. */
  serverOffsetMs: number;
  unreadMessageCount: number;
  unreadNoticeCount: number;
}

export interface SyncSession {
  /** Origin of the back end, e.g. `https://hr.example.org` (the socket is on the same host). */
  serverUrl: string;
  /** As returned by login, already prefixed `Bearer `. */
  token: string;
  userId: string;
}

/** Called from the worker; over Comlink each call returns a promise the worker does not wait for. */
export interface SyncCallbacks {
  onState(state: ConnectionState): void | Promise<void>;
  onSessionEnded(msg: string): void | Promise<void>;
  onInit(info: InitInfo): void | Promise<void>;
}

export interface SyncStatus {
  state: ConnectionState;
  userId: string | null;
  serverOffsetMs: number | null;
}
