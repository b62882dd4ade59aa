/**
 * The chat socket client (spec §4, API-CONTRACT WebSocket): connects and says OnConnection, learns the
 * server clock from initMessage, ends the session on logout, stops on closeSocket, and otherwise keeps
 * reconnecting with jittered backoff; the network's return reconnects at once. The WebSocket constructor
 * and network events are injectable; the page's word on the network (`networkChanged`) overrides both.
 */
import type { ClientMessage, ServerMessage } from '../contract';
import { OUR_SOCKET_CLIENT } from '../contract/wire';
import type { PlatformSendFrame } from './chat/socketDoor';
import { TIMEOUTS } from '../core/lib/constants';
import { SOCKET_BACKOFF, backoffDelay, type BackoffPolicy } from './backoff';
import { parseServerFrame, type ControlMessage } from './protocol';
import {
  defaultIsOnline,
  defaultNetwork,
  socketUrl,
  type NetworkEvents,
  type SocketCtor,
  type SocketLike,
} from './socketEnv';
import type { ConnectionState, InitInfo } from './types';

export { socketUrl, type NetworkEvents, type SocketCtor, type SocketLike } from './socketEnv';

export interface SocketListener {
  onState(state: ConnectionState): void;
  onInit(info: InitInfo): void;
  onSessionEnded(msg: string): void;
  /** Every other known server message (chat, presence), and initMessage itself after onInit. */
  onMessage?(message: ServerMessage): void;
}

export interface ChatSocketOptions {
  WebSocket?: SocketCtor;
  backoff?: BackoffPolicy;
  random?: () => number;
  /** Where `online`/`offline` events arrive (the worker's global scope by default); null for none. */
  network?: NetworkEvents | null;
  isOnline?: () => boolean;
  /** Give up on a connection that has not produced initMessage after this long (spec §9: 60 s). */
  initTimeoutMs?: number;
}

const CONNECTING = 0;
const OPEN = 1;
export const SESSION_EXPIRED_TEXT = '登录过期';

export class ChatSocket {
  private ws: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private attempt = 0;
  private url = '';
  private token = '';
  private state: ConnectionState = 'offline';
  private offsetMs: number | null = null;
  /** The last word on the network (the page's, or the worker's own event); null until one came. */
  private heardOnline: boolean | null = null;
  private readonly Ctor: SocketCtor;
  private readonly network: NetworkEvents | null;
  private readonly isOnline: () => boolean;

  constructor(
    private readonly listener: SocketListener,
    private readonly options: ChatSocketOptions = {},
  ) {
    this.Ctor = options.WebSocket ?? (globalThis.WebSocket as unknown as SocketCtor);
    this.network = options.network === undefined ? defaultNetwork() : options.network;
    const ownView = options.isOnline ?? defaultIsOnline;
    // Chromium neither fires `online` in a dedicated worker nor keeps its navigator.onLine reliably fresh.
    this.isOnline = () => this.heardOnline ?? ownView();
  }

  get connectionState(): ConnectionState {
    return this.state;
  }

  get serverOffsetMs(): number | null {
    return this.offsetMs;
  }

  connect(serverUrl: string, token: string): void {
    this.stop();
    const url = socketUrl(serverUrl);
    // Not the API's own http(s) origin: the token is never said there, and nothing is opened.
    if (url === null) return;
    this.url = url;
    this.token = token;
    this.running = true;
    this.attempt = 0;
    this.network?.addEventListener('online', this.handleOnline);
    this.network?.addEventListener('offline', this.handleOffline);
    // Said first, so a start without a signal is reported as offline rather than left at 连接中….
    this.setState('connecting');
    this.open();
  }

  /** Sends a message; false when it could not go out, in which case a reconnect is under way. */
  send(message: ClientMessage | PlatformSendFrame): boolean {
    const ws = this.ws;
    if (ws?.readyState === CONNECTING) return false;
    if (ws?.readyState === OPEN) {
      try {
        ws.send(JSON.stringify(message));
        return true;
      } catch {
        // fall through: a failed send triggers a reconnect (spec §4)
      }
    }
    if (this.running && (ws || this.timer === undefined)) this.retryLater();
    return false;
  }

  /**
   * The page's `online`/`offline` (a dedicated worker hears neither in Chromium). Back online: reconnect
   * now from the first backoff step, unless connected or a handshake is under way on an open socket.
   */
  networkChanged(online: boolean): void {
    if (online) this.handleOnline();
    else this.handleOffline();
  }

  stop(): void {
    this.running = false;
    this.discardSocket();
    this.network?.removeEventListener('online', this.handleOnline);
    this.network?.removeEventListener('offline', this.handleOffline);
    this.setState('offline');
  }

  private open(): void {
    this.clearTimer();
    if (!this.isOnline()) return this.setState('offline');
    this.setState('connecting');
    let ws: SocketLike;
    try {
      ws = new this.Ctor(this.url);
    } catch {
      return this.retryLater();
    }
    this.ws = ws;
    // Handlers of a socket we have already replaced do nothing.
    ws.onopen = () =>
      this.ws === ws &&
      this.send({ method: 'OnConnection', token: this.token, mobileDevice: true, client: OUR_SOCKET_CLIENT });
    ws.onmessage = (event) => this.ws === ws && this.handleFrame(event.data);
    ws.onclose = () => this.ws === ws && this.retryLater();
    ws.onerror = () => undefined;
    const timeout = this.options.initTimeoutMs ?? TIMEOUTS.socket;
    this.timer = setTimeout(() => this.ws === ws && this.retryLater(), timeout);
  }

  /** Drops the current socket (spec §4: the reference is cleared) and schedules the next try. */
  private retryLater(): void {
    this.discardSocket();
    if (!this.running) return;
    if (!this.isOnline()) return this.setState('offline');
    this.setState('connecting');
    const delay = backoffDelay(this.attempt++, this.options.backoff ?? SOCKET_BACKOFF, this.options.random);
    this.timer = setTimeout(() => this.open(), delay);
  }

  private handleFrame(data: unknown): void {
    const message = parseServerFrame(data);
    if (message) this.handleMessage(message);
  }

  private handleMessage(message: ControlMessage): void {
    switch (message.method) {
      case 'initMessage':
        this.clearTimer();
        this.attempt = 0;
        this.offsetMs = message.dateTime - Date.now();
        this.setState('online');
        this.listener.onInit({
          serverOffsetMs: this.offsetMs,
          unreadMessageCount: message.unreadMessageCount,
          unreadNoticeCount: message.unreadNoticeCount,
        });
        if (message.full) this.listener.onMessage?.(message.full);
        return;
      case 'logout':
        this.stop();
        this.listener.onSessionEnded(message.msg || SESSION_EXPIRED_TEXT);
        return;
      case 'closeSocket':
        return this.stop();
      case 'other':
        this.listener.onMessage?.(message.message);
    }
  }

  private readonly handleOnline = (): void => {
    this.heardOnline = true;
    // A socket still CONNECTING was begun while the signal was gone: start over rather than wait on it.
    if (!this.running || this.ws?.readyState === OPEN) return;
    this.discardSocket();
    this.attempt = 0;
    this.open();
  };

  private readonly handleOffline = (): void => {
    this.heardOnline = false;
    if (!this.running || this.ws) return;
    this.clearTimer();
    this.setState('offline');
  };

  private discardSocket(): void {
    this.clearTimer();
    const ws = this.ws;
    this.ws = null;
    try {
      ws?.close(1000);
    } catch {
      // already closed
    }
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private setState(state: ConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    this.listener.onState(state);
  }
}
