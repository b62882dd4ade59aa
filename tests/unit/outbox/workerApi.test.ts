/**
 * The outbox behind the worker's Comlink API: a session start delivers what is queued, 立即同步
 * (`flushOutbox`) resolves with the report, the socket coming back flushes, the page's word that the signal
 * is back sends waiting rows at once and reconnects the socket, a write that hung in a silence goes again
 * once a new socket answers, and a 600 from the outbox reaches the UI through the same session-ended
 * callback as the socket's logout.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserDb } from '../../../core/store/db';
import { createWorkerApi, type WorkerApi } from '../../../workers/api';
import { memoryLocks } from '../../../workers/outbox/lock';
import type { SocketCtor, SocketLike } from '../../../workers/socket';
import type { SyncCallbacks } from '../../../workers/types';
import { initFrame } from '../workers/socketHarness';
import { dropDb, enqueue, freshUser, states, type TestUser } from './harness';
import { IdempotentServer } from './idempotentServer';
import { waitFor } from '../waitFor';

/** A socket the test drives by hand. */
class HandSocket implements SocketLike {
  static last: HandSocket | null = null;
  static made = 0;
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor() {
    HandSocket.last = this;
    HandSocket.made++;
  }
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
  connectAndInit(): void {
    this.readyState = 1;
    this.onopen?.({});
    this.onmessage?.({ data: initFrame() });
  }
}

class Callbacks implements SyncCallbacks {
  ended: string[] = [];
  onState(): void {}
  onInit(): void {}
  onSessionEnded(msg: string): void {
    this.ended.push(msg);
  }
}

let user: TestUser;
let api: WorkerApi;
let server: IdempotentServer;

/** `workerSeesOnline`: the worker's own navigator.onLine, which Chromium does not keep fresh. */
function startApi(callbacks = new Callbacks(), workerSeesOnline = true): Callbacks {
  server ??= new IdempotentServer();
  HandSocket.last = null;
  HandSocket.made = 0;
  api = createWorkerApi(
    { WebSocket: HandSocket as unknown as SocketCtor, network: null, isOnline: () => workerSeesOnline },
    () => undefined,
    null,
    { fetch: server.fetch, lock: memoryLocks(), network: null, openDb: createUserDb },
  );
  api.start(user.session, callbacks);
  return callbacks;
}

afterEach(async () => {
  api.stop();
  await dropDb(user.db);
  server = undefined as unknown as IdempotentServer;
});

describe('the outbox in the worker API', () => {
  it('a session start delivers what was queued while signed out', async () => {
    user = await freshUser();
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    startApi();
    await waitFor(async () => (await states(user.db)).k1 === 'done');
  });

  it('立即同步 resolves with what the flush did', async () => {
    user = await freshUser();
    startApi();
    await api.flushOutbox();
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    expect(await api.flushOutbox()).toMatchObject({ ran: true, sent: 1, done: 1 });
    expect(server.effects.get('k1')).toBe(1);
  });

  it('the socket coming back flushes rows waiting for their backoff', async () => {
    user = await freshUser();
    server = new IdempotentServer();
    server.script('k1', { status: 503 });
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    startApi();
    await waitFor(() => server.received.length === 1);
    await waitFor(async () => (await user.db.outbox.get('k1'))?.state === 'queued');
    await user.db.outbox.update('k1', { nextAttemptAt: Date.now() + 3_600_000 });
    HandSocket.last?.connectAndInit();
    await waitFor(async () => (await states(user.db)).k1 === 'done');
  });

  it('when the signal comes back (the page says so), a write waiting 60 s for its retry goes out at once', async () => {
    user = await freshUser();
    // The worker itself never hears `online` (Chromium): only the page's word can wake it.
    startApi(new Callbacks(), false);
    await api.flushOutbox();
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    await user.db.outbox.update('k1', { attempts: 5, nextAttemptAt: Date.now() + 60_000 });
    api.nudgeOutbox();
    api.networkChanged(true);
    await waitFor(async () => (await states(user.db)).k1 === 'done');
    expect(server.effects.get('k1')).toBe(1);
  });

  it('when the signal comes back, the socket reconnects at once though the worker thought it offline', async () => {
    user = await freshUser();
    startApi(new Callbacks(), false);
    expect(api.status().state).toBe('offline');
    expect(HandSocket.made).toBe(0);
    api.networkChanged(true);
    expect(HandSocket.made).toBe(1);
    HandSocket.last?.connectAndInit();
    expect(api.status().state).toBe('online');
  });

  it('a socket still connecting when the signal returns is started over; a connected one is kept', async () => {
    user = await freshUser();
    startApi();
    expect(api.status().state).toBe('connecting');
    api.networkChanged(true);
    expect(HandSocket.made).toBe(2);
    expect(api.status().state).toBe('connecting');
    api.networkChanged(true);
    expect(HandSocket.made).toBe(3);
    HandSocket.last?.connectAndInit();
    api.networkChanged(true);
    expect(HandSocket.made).toBe(3);
    expect(api.status().state).toBe('online');
  });

  it('a 600 met by the outbox ends the session through the UI callback', async () => {
    user = await freshUser();
    server = new IdempotentServer();
    server.revoke(user.session.token);
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    const callbacks = startApi();
    await waitFor(() => callbacks.ended.length === 1);
    expect(callbacks.ended).toEqual(['登录过期，请重新登录']);
    expect(await states(user.db)).toEqual({ k1: 'queued' });
  });

  it('without a session, 立即同步 reports that nothing ran', async () => {
    user = await freshUser();
    startApi();
    await api.flushOutbox();
    api.stop();
    expect(await api.flushOutbox()).toMatchObject({ ran: false });
  });

  it('a write that hung in a silence goes again, once, as soon as a new socket answers after it', async () => {
    user = await freshUser();
    server = new IdempotentServer();
    let first = true;
    // The first request went out into the silence: never answered, it ends only when abandoned.
    const fetch: typeof server.fetch = (url, init) => {
      if (!first) return server.fetch(url, init);
      first = false;
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    };
    HandSocket.last = null;
    HandSocket.made = 0;
    api = createWorkerApi(
      {
        WebSocket: HandSocket as unknown as SocketCtor,
        network: null,
        isOnline: () => true,
        backoff: { baseMs: 1, capMs: 1 },
        silentBackoff: { baseMs: 1, capMs: 1 },
        openTimeoutMs: 20,
      },
      () => undefined,
      null,
      { fetch, lock: memoryLocks(), network: null, openDb: createUserDb },
    );
    api.start(user.session, new Callbacks());
    // Read afresh each time (the client makes a new socket on each try).
    const current = (): HandSocket | null => HandSocket.last;
    current()?.connectAndInit();
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    api.nudgeOutbox();
    await waitFor(() => !first);
    // The connection drops; the next one never opens (the silence); the one after it answers.
    current()?.onclose?.({});
    await waitFor(() => HandSocket.made >= 3);
    // On a busy machine a later one may also miss its short deadline: whichever is current answers.
    await waitFor(async () => {
      const socket = current();
      if (socket?.readyState === 0) socket.connectAndInit();
      return (await states(user.db)).k1 === 'done';
    });
    expect(server.attemptsOf('k1')).toBe(1);
  });
});
