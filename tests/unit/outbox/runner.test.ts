/**
 * The worker's triggers (ARCHITECTURE §4): session start (resuming a pause only for a new token), the
 * `online` event, the backoff timer, and coalescing — a flush asked for while one runs runs once more after.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLocks, type OutboxLock } from '../../../workers/outbox/lock';
import { OutboxRunner, type OutboxRunnerOptions } from '../../../workers/outbox/runner';
import type { NetworkEvents } from '../../../workers/socketEnv';
import { dropDb, enqueue, freshUser, states, type TestUser } from './harness';
import { IdempotentServer } from './idempotentServer';
import { waitFor } from '../waitFor';

class FakeNetwork implements NetworkEvents {
  private readonly listeners = new Set<() => void>();
  addEventListener(_type: 'online' | 'offline', listener: () => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'online' | 'offline', listener: () => void): void {
    this.listeners.delete(listener);
  }
  goOnline(): void {
    for (const l of this.listeners) l();
  }
}

class Ended {
  messages: string[] = [];
  onSessionEnded(msg: string): void {
    this.messages.push(msg);
  }
}

let user: TestUser;
let runner: OutboxRunner | undefined;
afterEach(async () => {
  runner?.stop();
  runner = undefined;
  await dropDb(user.db);
});

function countingLock(): { lock: OutboxLock; runs: () => number } {
  const inner = memoryLocks();
  let runs = 0;
  const lock: OutboxLock = (name, mode, task, signal) => inner(name, mode, () => (runs++, task()), signal);
  return { lock, runs: () => runs };
}

function start(
  server: IdempotentServer,
  listener = new Ended(),
  options: OutboxRunnerOptions = {},
): OutboxRunner {
  runner = new OutboxRunner(user.db, user.session, listener, {
    fetch: server.fetch,
    network: null,
    ...options,
  });
  return runner;
}

describe('outbox triggers in the worker', () => {
  it('session start delivers what is queued', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    const report = await start(server).start();
    expect(report).toMatchObject({ ran: true, done: 1 });
  });

  it('session start with the token the server refused reports the session ended and sends nothing', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    server.revoke(user.session.token);
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    const ended = new Ended();
    await start(server, ended).start();
    expect(ended.messages).toEqual(['登录过期，请重新登录']);
    runner?.stop();

    const second = new Ended();
    await start(server, second).start();
    expect(second.messages).toEqual(['登录过期，请重新登录']);
    expect(server.received).toHaveLength(1);
    expect(await states(user.db)).toEqual({ k1: 'queued' });
  });

  it('flushes asked for while one runs are coalesced into one more run', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { lock, runs } = countingLock();
    const r = start(server, new Ended(), {
      lock,
      fetch: async (url, init) => (await gate, server.fetch(url, init)),
    });
    const first = r.flush();
    await waitFor(() => server.received.length === 1 || runs() === 1);
    const more = [r.flush(), r.flush(), r.flush('user')];
    release();
    await Promise.all([first, ...more]);
    expect(runs()).toBe(2);
    expect(server.received).toHaveLength(1);
  });

  it('the network coming back sends a row waiting on its backoff at once', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    const net = new FakeNetwork();
    const r = start(server, new Ended(), { network: net });
    await r.start();
    // Retried long ago and told to wait an hour by our own backoff: only `online` can send it now.
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    await user.db.outbox.update('k1', { attempts: 9, nextAttemptAt: Date.now() + 3_600_000 });
    await r.flush();
    expect((await states(user.db)).k1).toBe('queued');
    net.goOnline();
    await waitFor(async () => (await states(user.db)).k1 === 'done');
    expect(server.attemptsOf('k1')).toBe(1);
  });

  it('the network coming back keeps to the server’s Retry-After; 立即同步 does not', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    server.script('k1', { status: 503, retryAfter: '3600' });
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    const r = start(server, new Ended());
    const report = await r.start();
    expect(report.nextDueAt).toBeGreaterThan(Date.now() + 3_500_000);
    expect(await r.flush('network')).toMatchObject({ sent: 0 });
    expect((await r.flush('user')).done).toBe(1);
    expect(server.attemptsOf('k1')).toBe(2);
  });

  it('the backoff timer sends a retried row when it falls due', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    server.script('k1', { status: 503 });
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    const report = await start(server, new Ended(), { random: () => 0 }).start();
    expect(report).toMatchObject({ retried: 1 });
    expect(report.nextDueAt).toBeGreaterThan(Date.now());
    await waitFor(async () => (await states(user.db)).k1 === 'done');
    expect(server.attemptsOf('k1')).toBe(2);
  });

  it('a flush that delivered rows sends one that failed on the network again within 2 s, not after its backoff', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    server.script('k2', 'drop-before');
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    await enqueue(user.db, 'B', { id: 'k2', now: Date.now() });
    // Tried many times already: its own backoff would now wait minutes.
    await user.db.outbox.update('k2', { attempts: 9 });
    const report = await start(server, new Ended(), { random: () => 0.99 }).start();
    expect(report).toMatchObject({ done: 1, retried: 1 });
    const backoffEnds = report.nextDueAt!;
    expect(backoffEnds).toBeGreaterThan(Date.now() + 60_000);
    // k1 got through, so the server answers: k2 goes again long before its backoff ends.
    await waitFor(async () => (await states(user.db)).k2 === 'done');
    expect(Date.now()).toBeLessThan(backoffEnds);
    expect(server.attemptsOf('k2')).toBe(2);
  });

  it('a 600 met during a flush ends the session once and stops the timer', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    await enqueue(user.db, 'B', { id: 'k2', now: Date.now() });
    server.revoke(user.session.token);
    const ended = new Ended();
    const report = await start(server, ended, { concurrency: 1 }).start();
    expect(report).toMatchObject({ pausedNow: true, nextDueAt: null });
    expect(ended.messages).toEqual(['登录过期，请重新登录']);
  });

  it('a silence ended: a request sent into it is abandoned, uncounted, and the row goes again at once', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    let hung = 0;
    // The first request went out into a silent network: it is never answered, only abandoned.
    const fetch: typeof server.fetch = (url, init) => {
      if (hung++ > 0) return server.fetch(url, init);
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    };
    const r = start(server, new Ended(), { fetch });
    void r.flush();
    await waitFor(() => hung === 1);
    await r.silenceEnded();
    expect(await states(user.db)).toEqual({ k1: 'done' });
    expect(server.attemptsOf('k1')).toBe(1);
    // Counted once: the delivering request; the abandoned one was ours to give up, not the server's.
    expect((await user.db.outbox.get('k1'))?.attempts).toBe(1);
  });

  it('a stopped runner sends nothing more', async () => {
    user = await freshUser();
    const server = new IdempotentServer();
    const r = start(server);
    r.stop();
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    expect(await r.flush('user')).toMatchObject({ ran: false });
    expect(server.received).toHaveLength(0);
  });
});
