/**
 * What the chat socket needs from its surroundings: a WebSocket constructor, online/offline events and
 * the socket URL on the server's host. Browser, worker and the `ws` package in node tests all fit.
 */
import { WS_PATH } from '../contract';
import { apiUrl } from '../core/net/apiUrl';

/** The part of the WebSocket API this client uses (browser WebSocket and the `ws` package both fit). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
export type SocketCtor = new (url: string) => SocketLike;

export interface NetworkEvents {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * `https://host/x` → `wss://host/api/message/websocket`; `http` → `ws`. Null when the server URL is not an
 * http(s) origin: the token is said on this socket, so it must be the API's own host (core/net/apiUrl.ts).
 */
export function socketUrl(serverUrl: string): string | null {
  const href = apiUrl(serverUrl, WS_PATH);
  if (href === null) return null;
  const url = new URL(href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export function defaultNetwork(): NetworkEvents | null {
  const scope = globalThis as Partial<NetworkEvents>;
  return typeof scope.addEventListener === 'function' ? (globalThis as unknown as NetworkEvents) : null;
}

export function defaultIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
