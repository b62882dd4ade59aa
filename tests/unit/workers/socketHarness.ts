/** A local `ws` server standing in for the back end's chat socket, and a recording socket listener. */
import { WebSocket, WebSocketServer } from 'ws';
import type { IncomingMessage } from 'node:http';
import {
  ChatSocket,
  type ChatSocketOptions,
  type SocketCtor,
  type SocketListener,
} from '../../../workers/socket';
import type { ConnectionState, InitInfo } from '../../../workers/types';
import { waitFor } from '../waitFor';

export { waitFor };

export interface ServerConnection {
  socket: WebSocket;
  path: string;
  messages: unknown[];
}

export class FakeChatServer {
  readonly connections: ServerConnection[] = [];
  private constructor(private readonly wss: WebSocketServer) {
    wss.on('connection', (socket: WebSocket, req: IncomingMessage) => {
      const conn: ServerConnection = { socket, path: req.url ?? '', messages: [] };
      socket.on('message', (data) => conn.messages.push(JSON.parse(String(data))));
      this.connections.push(conn);
    });
  }

  static async start(): Promise<FakeChatServer> {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    return new FakeChatServer(wss);
  }

  get url(): string {
    const address = this.wss.address();
    if (address === null || typeof address === 'string') throw new Error('server is not listening on TCP');
    return `http://127.0.0.1:${address.port}`;
  }

  /** Resolves with connection number `index` (0-based) once it has said something. */
  async connection(index: number, timeoutMs?: number): Promise<ServerConnection> {
    await waitFor(() => (this.connections[index]?.messages.length ?? 0) > 0, timeoutMs);
    return this.connections[index] as ServerConnection;
  }

  async close(): Promise<void> {
    for (const c of this.connections) c.socket.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

export function initFrame(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    method: 'initMessage',
    onlineUsers: [],
    unreadNums: [],
    unreadNoticeCount: 2,
    noticeDefaultText: '',
    unreadMessageCount: 5,
    messageDefaultText: '',
    dateTime: Date.now(),
    ...overrides,
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Recorder implements SocketListener {
  states: ConnectionState[] = [];
  inits: InitInfo[] = [];
  ended: string[] = [];
  onState(state: ConnectionState): void {
    this.states.push(state);
  }
  onInit(info: InitInfo): void {
    this.inits.push(info);
  }
  onSessionEnded(msg: string): void {
    this.ended.push(msg);
  }
  get last(): ConnectionState | undefined {
    return this.states[this.states.length - 1];
  }
}

export const FAST = { baseMs: 10, capMs: 40 };

export function makeClient(recorder: Recorder, options: ChatSocketOptions = {}): ChatSocket {
  return new ChatSocket(recorder, {
    WebSocket: WebSocket as unknown as SocketCtor,
    backoff: FAST,
    network: null,
    isOnline: () => true,
    ...options,
  });
}
