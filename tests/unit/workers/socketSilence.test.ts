/**
 * The chat socket client on a signal that connects but answers nothing (issue #30 item 12), against a
 * real local `ws` server (and a bare TCP server that never answers): heartbeat pings where the server
 * keeps them, a silent connection found dead and replaced, unanswered frames where it keeps none, and a
 * handshake that never opens abandoned for a fresh one. Short windows stand in for the real ones.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatSocket } from '../../../workers/socket';
import { FakeChatServer, Recorder, initFrame, makeClient, waitFor } from './socketHarness';

const TOKEN = 'Bearer test-token';
const FAST_SILENT = { baseMs: 10, capMs: 40 };

/** Also records when the silence was over, in order with the greetings. */
class SilenceRecorder extends Recorder {
  events: string[] = [];
  override onInit(info: Parameters<Recorder['onInit']>[0]): void {
    super.onInit(info);
    this.events.push('init');
  }
  onSilenceEnded(): void {
    this.events.push('silence ended');
  }
}

let server: FakeChatServer;
let client: ChatSocket | undefined;
let rec: SilenceRecorder;

beforeEach(async () => {
  server = await FakeChatServer.start();
  rec = new SilenceRecorder();
});
afterEach(async () => {
  client?.stop();
  client = undefined;
  await server.close();
});

const pings = (i: number) =>
  (server.connections[i]?.messages ?? []).filter((m) => (m as { method: string }).method === 'ping');

/** Connected and greeted; `heartbeatMs` as the server advertises it (none: the platform's back end). */
async function online(answerWithinMs: number, heartbeatMs?: number): Promise<void> {
  client = makeClient(rec, { answerWithinMs, silentBackoff: FAST_SILENT });
  client.connect(server.url, TOKEN);
  (await server.connection(0)).socket.send(initFrame(heartbeatMs ? { heartbeatMs } : {}));
  await waitFor(() => rec.last === 'online');
}

describe('chat socket on a silent network', () => {
  it('a server that keeps a heartbeat is pinged after quiet, and its pongs keep the connection', async () => {
    await online(5_000, 1_000);
    const conn = server.connections[0];
    conn?.socket.on('message', () => conn.socket.send(JSON.stringify({ method: 'pong' })));
    await waitFor(() => pings(0).length >= 2, 10_000);
    expect(server.connections).toHaveLength(1);
    expect(rec.events).toEqual(['init']);
  });

  it('a connection that stops answering is found dead and replaced, and the silence ends when the new one answers', async () => {
    await online(100, 1_000);
    const second = await server.connection(1, 10_000);
    expect(pings(0)).toHaveLength(1);
    expect(rec.last).toBe('connecting');
    second.socket.send(initFrame({ heartbeatMs: 1_000 }));
    await waitFor(() => rec.inits.length === 2);
    expect(rec.events).toEqual(['init', 'silence ended', 'init']);
  });

  it('without a heartbeat nothing is pinged, but an unanswered SendMessage finds the connection dead', async () => {
    await online(100);
    client?.send({ method: 'UpdateReadMessage', token: TOKEN, formUserId: 'u-2' });
    const message = { toUserId: 'u-2', messageType: 'text', messageContent: '在吗' } as const;
    client?.send({ method: 'SendMessage', token: TOKEN, ...message });
    await server.connection(1, 10_000);
    expect(pings(0)).toEqual([]);
  });

  it('a connection that never opens within its deadline is abandoned for a fresh one', async () => {
    // Accepts the connection and never answers the upgrade: a lift's signal.
    const accepted: Socket[] = [];
    const silent: Server = createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      client = makeClient(rec, { openTimeoutMs: 100, silentBackoff: FAST_SILENT });
      client.connect(`http://127.0.0.1:${port}`, TOKEN);
      await waitFor(() => accepted.length >= 3, 10_000);
      expect(rec.states).toEqual(['connecting']);
    } finally {
      client?.stop();
      for (const socket of accepted) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
