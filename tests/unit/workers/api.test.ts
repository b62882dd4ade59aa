/** The worker API behind Comlink: start/stop/status, callbacks to the UI, and a gone UI not breaking it. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createWorkerApi, type WorkerApi } from '../../../workers/api';
import type { SocketCtor } from '../../../workers/socket';
import type { SyncCallbacks } from '../../../workers/types';
import { FAST, FakeChatServer, Recorder, initFrame, sleep, waitFor } from './socketHarness';

let server: FakeChatServer;
let api: WorkerApi;
let released: SyncCallbacks[];

beforeEach(async () => {
  server = await FakeChatServer.start();
  released = [];
  api = createWorkerApi(
    { WebSocket: WebSocket as unknown as SocketCtor, backoff: FAST, network: null, isOnline: () => true },
    (cb) => released.push(cb),
    // These tests are about the socket; the reference sync has its own (tests/unit/sync).
    null,
  );
});
afterEach(async () => {
  api.stop();
  await server.close();
});

describe('worker API', () => {
  it('start reports connecting then online with the init info, and status agrees', async () => {
    const rec = new Recorder();
    api.start({ serverUrl: server.url, token: 'Bearer a', userId: 'u1' }, rec);
    expect(api.status()).toMatchObject({ state: 'connecting', userId: 'u1', serverOffsetMs: null });
    (await server.connection(0)).socket.send(initFrame({ dateTime: Date.now() - 5000 }));
    await waitFor(() => rec.inits.length === 1);
    expect(rec.states).toEqual(['connecting', 'online']);
    const status = api.status();
    expect(status.state).toBe('online');
    expect(status.serverOffsetMs).toBe(rec.inits[0]?.serverOffsetMs);
    expect(status.serverOffsetMs).toBeLessThanOrEqual(-5000);
  });

  it('a socket logout reaches the UI as session ended', async () => {
    const rec = new Recorder();
    api.start({ serverUrl: server.url, token: 'Bearer a', userId: 'u1' }, rec);
    (await server.connection(0)).socket.send(JSON.stringify({ method: 'logout', msg: '账号已被停用' }));
    await waitFor(() => rec.ended.length === 1);
    expect(rec.ended).toEqual(['账号已被停用']);
    expect(api.status().state).toBe('offline');
  });

  it('starting a new session closes the old socket and releases the old callbacks', async () => {
    const first = new Recorder();
    api.start({ serverUrl: server.url, token: 'Bearer a', userId: 'u1' }, first);
    const old = await server.connection(0);
    const closed = new Promise<void>((resolve) => old.socket.once('close', () => resolve()));
    api.start({ serverUrl: server.url, token: 'Bearer b', userId: 'u2' }, new Recorder());
    await closed;
    expect(released).toEqual([first]);
    expect((await server.connection(1)).messages[0]).toMatchObject({ token: 'Bearer b' });
    expect(api.status().userId).toBe('u2');
  });

  it('callbacks that throw or reject (the page is gone) do not stop the socket', async () => {
    const broken: SyncCallbacks = {
      onState: () => {
        throw new Error('port closed');
      },
      onInit: () => Promise.reject(new Error('port closed')),
      onSessionEnded: () => undefined,
    };
    api.start({ serverUrl: server.url, token: 'Bearer a', userId: 'u1' }, broken);
    (await server.connection(0)).socket.send(initFrame());
    await waitFor(() => api.status().state === 'online');
    await sleep(20);
    api.stop();
    expect(api.status()).toEqual({ state: 'offline', userId: null, serverOffsetMs: null });
  });
});
