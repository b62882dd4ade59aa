/**
 * A try that never left the phone is no attempt (#14 item 6: a row queued offline read 已尝试 4 次 within
 * seconds). While the page says the device is offline the flusher claims and sends nothing, and a request
 * that fails once the page has said so is held, not retried: `attempts` counts only requests that reached
 * the network and got an answer, or a network failure after they were sent.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserDb } from '../../../core/store/db';
import type { FetchLike } from '../../../core/net/fetchCore';
import { createWorkerApi, type WorkerApi } from '../../../workers/api';
import { flushOutbox } from '../../../workers/outbox/flush';
import { memoryLocks } from '../../../workers/outbox/lock';
import type { SocketCtor } from '../../../workers/socket';
import type { SyncCallbacks } from '../../../workers/types';
import { Clock, depsFor, dropDb, enqueue, freshUser, type TestUser } from './harness';
import { IdempotentServer } from './idempotentServer';
import { waitFor } from '../waitFor';

let user: TestUser;
let api: WorkerApi | undefined;
afterEach(async () => {
  api?.stop();
  api = undefined;
  await dropDb(user.db);
});

/** A fetch that counts its calls and fails as a dropped connection does. */
function failingFetch(beforeFailing: () => void = () => undefined): {
  fetch: FetchLike;
  calls: () => number;
} {
  let calls = 0;
  const fetch: FetchLike = () => {
    calls++;
    beforeFailing();
    return Promise.reject(new TypeError('Failed to fetch'));
  };
  return { fetch, calls: () => calls };
}

describe('an attempt is counted only when a request left the phone', () => {
  it('offline flush: nothing is claimed or sent, attempts stay 0, no timer polls the queue', async () => {
    user = await freshUser();
    await enqueue(user.db, 'A', { id: 'k1' });
    const { fetch, calls } = failingFetch();
    const clock = new Clock();
    for (let i = 0; i < 4; i++) {
      const report = await flushOutbox(
        depsFor(user, new IdempotentServer(), clock, { fetch, isOnline: () => false }),
        {
          trigger: 'user',
        },
      );
      expect(report).toMatchObject({ ran: true, sent: 0, retried: 0, nextDueAt: null });
      clock.advance(60_000);
    }
    expect(calls()).toBe(0);
    expect(await user.db.outbox.get('k1')).toMatchObject({ state: 'queued', attempts: 0, lastError: null });
  });

  it('a request that fails after the page said offline is held, attempts unchanged', async () => {
    user = await freshUser();
    await enqueue(user.db, 'A', { id: 'k1' });
    let online = true;
    const { fetch, calls } = failingFetch(() => (online = false));
    const report = await flushOutbox(
      depsFor(user, new IdempotentServer(), new Clock(), { fetch, isOnline: () => online }),
    );
    expect(calls()).toBe(1);
    expect(report).toMatchObject({ retried: 0, nextDueAt: null });
    expect(await user.db.outbox.get('k1')).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('a network failure after the request was sent with the network up is one attempt', async () => {
    user = await freshUser();
    await enqueue(user.db, 'A', { id: 'k1' });
    const { fetch } = failingFetch();
    await flushOutbox(depsFor(user, new IdempotentServer(), new Clock(), { fetch, isOnline: () => true }));
    expect(await user.db.outbox.get('k1')).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'Failed to fetch',
    });
  });

  it('in the worker, the page’s offline word stops the outbox; its online word delivers once, attempts 1', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    const { fetch: dropped, calls } = failingFetch();
    let networkUp = false;
    // The worker's own navigator says online (Chromium does not keep it fresh): only the page knows.
    const fetch: FetchLike = (input, init) => (networkUp ? server.fetch(input, init) : dropped(input, init));
    const callbacks: SyncCallbacks = {
      onState: () => undefined,
      onInit: () => undefined,
      onSessionEnded: () => undefined,
    };
    api = createWorkerApi(
      { WebSocket: class {} as unknown as SocketCtor, network: null, isOnline: () => true },
      () => undefined,
      null,
      { fetch, lock: memoryLocks(), network: null, openDb: createUserDb },
    );
    api.networkChanged(false);
    api.start(user.session, callbacks);
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    for (let i = 0; i < 4; i++) {
      api.nudgeOutbox();
      expect(await api.flushOutbox()).toMatchObject({ ran: true, sent: 0 });
    }
    expect(calls()).toBe(0);
    expect(await user.db.outbox.get('k1')).toMatchObject({ state: 'queued', attempts: 0 });

    networkUp = true;
    api.networkChanged(true);
    await waitFor(async () => (await user.db.outbox.get('k1'))?.state === 'done');
    expect(await user.db.outbox.get('k1')).toMatchObject({ attempts: 1 });
    expect(server.effects.get('k1')).toBe(1);
  });
});
