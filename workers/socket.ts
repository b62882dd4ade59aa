/**
 * The chat socket client (spec §4, API-CONTRACT WebSocket): connects and says OnConnection, learns the
 * server clock from initMessage, ends the session on logout, stops on closeSocket, and otherwise keeps
 * reconnecting with jittered backoff; the network's return reconnects at once. A connection that goes
 * silent (issue #30 item 12: a lift, a basement) is found by its watch (socketWatch.ts: heartbeat pings
 * where the server keeps them, unanswered frames everywhere) or by the handshake's short deadlines, and is
 * replaced at once and again until one answers (SILENT_BACKOFF); the listener then hears the silence is
 * over. The WebSocket constructor, clock and network events are injectable; the page's word on the network
 * (`networkChanged`) overrides both.
 */
import type { ClientMessage, PingMessage, ServerMessage } from '../contract';
import { OUR_SOCKET_CLIENT } from '../contract/wire';
import type { PlatformSendFrame } from './chat/socketDoor';
import { SILENT_BACKOFF, SOCKET_BACKOFF, backoffDelay, type BackoffPolicy } from './backoff';
import { INIT_WITHIN_MS, OPEN_WITHIN_MS, pingEvery } from './liveness';
import { parseServerFrame, type ControlMessage } from './protocol';
import {
  defaultIsOnline,
  defaultNetwork,
  socketUrl,
  type NetworkEvents,
  type SocketCtor,
  type SocketLike,
} from './socketEnv';
import { SocketWatch } from './socketWatch';
import type { ConnectionState, InitInfo } from './types';

export { socketUrl, type NetworkEvents, type SocketCtor, type SocketLike } from './socketEnv';

export interface SocketListener {
  onState(state: ConnectionState): void;
  onInit(info: InitInfo): void;
  onSessionEnded(msg: string): void;
  /** Every other known server message (chat, presence), and initMessage itself after onInit. */
  onMessage?(message: ServerMessage): void;
  /**
   * A connection answers again after the last one went silent (found dead, or a handshake unanswered):
   * what was sent into the silence may be lost. Called just before that connection's onInit.
   */
  onSilenceEnded?(): void;
}

export interface ChatSocketOptions {
  WebSocket?: SocketCtor;
  backoff?: BackoffPolicy;
  random?: () => number;
  /** Where `online`/`offline` events arrive (the worker's global scope by default); null for none. */
  network?: NetworkEvents | null;
  isOnline?: () => boolean;
  /** Give up on a connection that has not opened (TCP and the upgrade) after this long. */
  openTimeoutMs?: number;
  /** Give up on an open connection that has not produced initMessage after this long. */
  initTimeoutMs?: number;
  /** A frame that must be answered and is not within this long: the connection is dead (liveness.ts). */
  answerWithinMs?: number;
  /** Retries after a silent connection (SILENT_BACKOFF by default). */
  silentBackoff?: BackoffPolicy;
  now?: () => number;
}

type OutFrame = ClientMessage | PlatformSendFrame | PingMessage;
const PING: PingMessage = { method: 'ping' };

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
  /** The last connection went silent and none has answered since. */
  private silent = false;
  private readonly watch: SocketWatch;
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
    this.watch = new SocketWatch({
      ping: () => this.send(PING),
      dead: () => this.wentSilent(),
      now: options.now,
      answerWithinMs: options.answerWithinMs,
    });
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
    this.silent = false;
    this.network?.addEventListener('online', this.handleOnline);
    this.network?.addEventListener('offline', this.handleOffline);
    // Said first, so a start without a signal is reported as offline rather than left at 连接中….
    this.setState('connecting');
    this.open();
  }

  /** Sends a message; false when it could not go out, in which case a reconnect is under way. */
  send(message: OutFrame): boolean {
    const ws = this.ws;
    if (ws?.readyState === CONNECTING) return false;
    if (ws?.readyState === OPEN) {
      try {
        ws.send(JSON.stringify(message));
        this.watch.sent(message.method);
        return true;
      } catch {
        // fall through: a failed send triggers a reconnect (spec §4)
      }
    }
    if (this.running && (ws || this.timer === undefined)) this.retryLater();
    return false;
  }

  /**
   * A request elsewhere on this network went unanswered (an outbox send timed out): the connection is
   * pinged now, or, against a server without a heartbeat, replaced; a silence is then found at once.
   */
  doubt(): void {
    this.watch.doubt();
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
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.handshakeDeadline(ws, this.options.initTimeoutMs ?? INIT_WITHIN_MS);
      this.send({ method: 'OnConnection', token: this.token, mobileDevice: true, client: OUR_SOCKET_CLIENT });
    };
    ws.onmessage = (event) => this.ws === ws && this.handleFrame(event.data);
    ws.onclose = () => this.ws === ws && this.retryLater();
    ws.onerror = () => undefined;
    this.handshakeDeadline(ws, this.options.openTimeoutMs ?? OPEN_WITHIN_MS);
  }

  /** A handshake step unanswered within `ms`: the network is silent; a fresh connection is tried. */
  private handshakeDeadline(ws: SocketLike, ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => this.ws === ws && this.wentSilent(), ms);
  }

  private wentSilent(): void {
    this.silent = true;
    this.retryLater(this.options.silentBackoff ?? SILENT_BACKOFF);
  }

  /** Drops the current socket (spec §4: the reference is cleared) and schedules the next try. */
  private retryLater(policy = this.options.backoff ?? SOCKET_BACKOFF): void {
    this.discardSocket();
    if (!this.running) return;
    if (!this.isOnline()) return this.setState('offline');
    this.setState('connecting');
    const delay = backoffDelay(this.attempt++, policy, this.options.random);
    this.timer = setTimeout(() => this.open(), delay);
  }

  private handleFrame(data: unknown): void {
    // Any frame, even one we cannot read, shows the connection carries frames.
    this.watch.heard();
    const message = parseServerFrame(data);
    if (message) this.handleMessage(message);
  }

  /** The handshake is done: online, watched, and a silence before it is over. */
  private greeted(message: Extract<ControlMessage, { method: 'initMessage' }>): void {
    this.clearTimer();
    this.attempt = 0;
    this.offsetMs = message.dateTime - Date.now();
    this.watch.start(pingEvery(message.heartbeatMs));
    this.setState('online');
    if (this.silent) {
      this.silent = false;
      this.listener.onSilenceEnded?.();
    }
    this.listener.onInit({
      serverOffsetMs: this.offsetMs,
      unreadMessageCount: message.unreadMessageCount,
      unreadNoticeCount: message.unreadNoticeCount,
    });
    if (message.full) this.listener.onMessage?.(message.full);
  }

  private handleMessage(message: ControlMessage): void {
    switch (message.method) {
      case 'initMessage':
        return this.greeted(message);
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
    this.watch.stop();
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
