/** The chat socket client against a real local `ws` server: spec §4 connection rules and reconnects. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ChatSocket, NetworkEvents, SocketCtor } from '../../../workers/socket';
import { socketUrl } from '../../../workers/socket';
import { OUR_SOCKET_CLIENT } from '../../../contract/wire';
import { FakeChatServer, Recorder, initFrame, makeClient, sleep, waitFor } from './socketHarness';

const TOKEN = 'Bearer test-token';
/** OnConnection as our app says it: the server then answers in our shapes, not the platform's. */
const HELLO = { method: 'OnConnection', token: TOKEN, mobileDevice: true, client: OUR_SOCKET_CLIENT };
let server: FakeChatServer;
let client: ChatSocket | undefined;
let rec: Recorder;

beforeEach(async () => {
  server = await FakeChatServer.start();
  rec = new Recorder();
});
afterEach(async () => {
  client?.stop();
  client = undefined;
  await server.close();
});

async function connectOnline(): Promise<void> {
  client = makeClient(rec);
  client.connect(server.url, TOKEN);
  (await server.connection(0)).socket.send(initFrame());
  await waitFor(() => rec.last === 'online');
}

describe('chat socket client', () => {
  it('the socket lives at ws(s)://<same host>/api/message/websocket', () => {
    expect(socketUrl('http://10.0.0.5:6800')).toBe('ws://10.0.0.5:6800/api/message/websocket');
    expect(socketUrl('https://hr.example.org/app/')).toBe('wss://hr.example.org/api/message/websocket');
  });

  it('on open it sends OnConnection with the token, mobileDevice true and our client name', async () => {
    client = makeClient(rec);
    client.connect(server.url, TOKEN);
    const conn = await server.connection(0);
    expect(conn.path).toBe('/api/message/websocket');
    expect(conn.messages[0]).toEqual(HELLO);
    expect(rec.last).toBe('connecting');
  });

  it('initMessage brings the connection online and sets the server clock offset', async () => {
    client = makeClient(rec);
    client.connect(server.url, TOKEN);
    const conn = await server.connection(0);
    conn.socket.send(
      initFrame({ dateTime: Date.now() + 120_000, unreadMessageCount: 7, unreadNoticeCount: 3 }),
    );
    await waitFor(() => rec.inits.length === 1);
    expect(rec.last).toBe('online');
    const info = rec.inits[0];
    expect(info?.unreadMessageCount).toBe(7);
    expect(info?.unreadNoticeCount).toBe(3);
    expect(info?.serverOffsetMs).toBeGreaterThan(119_000);
    expect(info?.serverOffsetMs).toBeLessThanOrEqual(120_000);
    expect(client.serverOffsetMs).toBe(info?.serverOffsetMs);
  });

  it('logout ends the session with the server message and never reconnects', async () => {
    await connectOnline();
    const conn = server.connections[0];
    conn?.socket.send(JSON.stringify({ method: 'logout', msg: '您的账号已在其他设备登录' }));
    conn?.socket.close();
    await waitFor(() => rec.ended.length === 1);
    expect(rec.ended).toEqual(['您的账号已在其他设备登录']);
    await sleep(200);
    expect(server.connections).toHaveLength(1);
    expect(rec.last).toBe('offline');
  });

  it('logout without a message ends the session with 登录过期', async () => {
    await connectOnline();
    server.connections[0]?.socket.send(JSON.stringify({ method: 'logout' }));
    await waitFor(() => rec.ended.length === 1);
    expect(rec.ended).toEqual(['登录过期']);
  });

  it('closeSocket stops the client without reconnecting or ending the session', async () => {
    await connectOnline();
    server.connections[0]?.socket.send(JSON.stringify({ method: 'closeSocket' }));
    await waitFor(() => rec.last === 'offline');
    await sleep(200);
    expect(server.connections).toHaveLength(1);
    expect(rec.ended).toEqual([]);
  });

  it('when the server closes the connection the client reconnects and says OnConnection again', async () => {
    await connectOnline();
    server.connections[0]?.socket.close();
    const second = await server.connection(1);
    expect(second.messages[0]).toEqual(HELLO);
    expect(rec.states).toContain('connecting');
    second.socket.send(initFrame());
    await waitFor(() => rec.inits.length === 2);
    expect(rec.last).toBe('online');
  });

  it('a failed send triggers a reconnect', async () => {
    let failNext = false;
    class FlakyWebSocket extends WebSocket {
      override send(data: string): void {
        if (failNext) {
          failNext = false;
          throw new Error('send failed');
        }
        super.send(data);
      }
    }
    client = makeClient(rec, { WebSocket: FlakyWebSocket as unknown as SocketCtor });
    client.connect(server.url, TOKEN);
    (await server.connection(0)).socket.send(initFrame());
    await waitFor(() => rec.last === 'online');

    failNext = true;
    expect(client.send({ method: 'OnConnection', token: TOKEN, mobileDevice: true })).toBe(false);
    const second = await server.connection(1);
    expect(second.messages[0]).toEqual(HELLO);
  });

  it('unknown or malformed server messages are ignored', async () => {
    client = makeClient(rec);
    client.connect(server.url, TOKEN);
    const conn = await server.connection(0);
    conn.socket.send('not json');
    conn.socket.send(JSON.stringify({ method: 'somethingNew', x: 1 }));
    conn.socket.send(JSON.stringify([1, 2]));
    conn.socket.send(JSON.stringify({ method: 'initMessage' }));
    await sleep(50);
    expect(rec.last).toBe('connecting');
    conn.socket.send(initFrame());
    await waitFor(() => rec.last === 'online');
    expect(server.connections).toHaveLength(1);
  });

  it('no initMessage within the time-out drops the connection and tries again', async () => {
    client = makeClient(rec, { initTimeoutMs: 60 });
    client.connect(server.url, TOKEN);
    await server.connection(0);
    await server.connection(1);
    expect(rec.inits).toEqual([]);
  });

  it('while the device is offline it waits, and coming back online reconnects at once', async () => {
    let online = true;
    const network = new EventTarget() as NetworkEvents & EventTarget;
    // A one-minute backoff: any reconnect inside this test must come from the online event.
    client = makeClient(rec, { network, isOnline: () => online, backoff: { baseMs: 60_000, capMs: 60_000 } });
    client.connect(server.url, TOKEN);
    (await server.connection(0)).socket.send(initFrame());
    await waitFor(() => rec.last === 'online');

    online = false;
    network.dispatchEvent(new Event('offline'));
    server.connections[0]?.socket.close();
    await waitFor(() => rec.last === 'offline');
    await sleep(50);
    expect(server.connections).toHaveLength(1);

    online = true;
    network.dispatchEvent(new Event('online'));
    // Well inside the minute's backoff: only the online event can have brought it.
    const second = await server.connection(1, 20_000);
    expect(second.messages[0]).toMatchObject({ method: 'OnConnection' });
  });

  it('started without a signal it says offline, not 连接中…, and the page’s word brings it back at once', async () => {
    // The worker's own view says offline and no `online` event ever reaches it (Chromium's worker).
    client = makeClient(rec, { isOnline: () => false, backoff: { baseMs: 60_000, capMs: 60_000 } });
    client.connect(server.url, TOKEN);
    expect(rec.states).toEqual(['connecting', 'offline']);
    client.networkChanged(true);
    (await server.connection(0)).socket.send(initFrame());
    await waitFor(() => rec.last === 'online');
  });

  it('the page’s word that the signal is gone holds over the worker’s own stale view', async () => {
    client = makeClient(rec, { isOnline: () => true, backoff: { baseMs: 60_000, capMs: 60_000 } });
    client.networkChanged(false);
    client.connect(server.url, TOKEN);
    expect(rec.states).toEqual(['connecting', 'offline']);
  });

  it('stop closes the socket and nothing reconnects afterwards', async () => {
    await connectOnline();
    client?.stop();
    expect(rec.last).toBe('offline');
    await sleep(150);
    expect(server.connections).toHaveLength(1);
  });
});
