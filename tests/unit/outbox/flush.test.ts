/**
 * ARCHITECTURE §4 flusher rules: only the signed-in user's rows go out, with that user's token; a session
 * error pauses the whole outbox until the same user signs in again; one flusher at a time; a flusher that
 * died mid-send is taken over after its lease and the Idempotency-Key makes the effect exactly-once; done
 * rows are kept a day; rows with files wait for an uploader.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueWrite } from '../../../core/store/outbox';
import { OUTBOX_PAUSE_KEY, claimRow, settleRow } from '../../../core/store/outboxStore';
import type { OutboxKind } from '../../../core/store/outboxKinds';
import type { OutboxRow } from '../../../core/store/types';
import { LEASE_MS, flushOutbox, type FlushDeps } from '../../../workers/outbox/flush';
import { memoryLocks, type OutboxLock } from '../../../workers/outbox/lock';
import { KEEP_DONE_MS } from '../../../workers/outbox/outcome';
import { resumeOutbox } from '../../../workers/outbox/pause';
import { Clock, depsFor, dropDb, enqueue, freshUser, states, type TestUser } from './harness';
import { IdempotentServer } from './idempotentServer';
import { waitFor } from '../waitFor';

let users: TestUser[] = [];
afterEach(async () => {
  for (const u of users) await dropDb(u.db);
  users = [];
});
async function user(userId = 'u1'): Promise<TestUser> {
  const u = await freshUser(userId);
  users.push(u);
  return u;
}

describe('whose rows go out', () => {
  it('only the signed-in user’s rows are sent, and only with that user’s token', async () => {
    const u1 = await user();
    const server = new IdempotentServer();
    await enqueue(u1.db, 'A', { id: 'mine' });
    // A row of someone else that somehow sits in this database must never travel with u1's token.
    await enqueue(u1.db, 'B', { id: 'theirs', userId: 'u2' });
    await flushOutbox(depsFor(u1, server, new Clock()));
    expect(server.received.map((r) => r.key)).toEqual(['mine']);
    expect(await states(u1.db)).toEqual({ mine: 'done', theirs: 'queued' });
  });

  it('resuming refuses a database that is not the session user’s', async () => {
    const u2 = await user('u2');
    const u1 = await user('u1');
    await expect(resumeOutbox(u2.db, u1.session)).rejects.toThrow(/does not belong/);
  });
});

describe('pause on 600 and resume', () => {
  it('a 600 pauses the whole outbox: nothing more is sent, every row stays queued', async () => {
    const u1 = await user();
    const server = new IdempotentServer();
    server.revoke('Bearer u1');
    for (const id of ['a1', 'a2']) await enqueue(u1.db, 'A', { id });
    await enqueue(u1.db, 'B', { id: 'b1' });
    const report = await flushOutbox(depsFor(u1, server, new Clock(), { concurrency: 1 }));
    expect(report).toMatchObject({
      pausedNow: true,
      paused: { code: 600, msg: '登录过期，请重新登录' },
      nextDueAt: null,
    });
    expect(server.received).toHaveLength(1);
    expect(await states(u1.db)).toEqual({ a1: 'queued', a2: 'queued', b1: 'queued' });
    expect((await u1.db.outbox.get('a1'))?.attempts).toBe(0);

    const again = await flushOutbox(depsFor(u1, server, new Clock()), { trigger: 'user' });
    expect(again).toMatchObject({ pausedNow: false, paused: { code: 600 }, sent: 0 });
    expect(server.received).toHaveLength(1);
  });

  it('the same refused token stays paused; the same user signing in again resumes and delivers', async () => {
    const u1 = await user();
    const server = new IdempotentServer();
    server.revoke('Bearer u1');
    await enqueue(u1.db, 'A', { id: 'a1' });
    await flushOutbox(depsFor(u1, server, new Clock()));
    expect(await resumeOutbox(u1.db, u1.session)).toMatchObject({ state: 'still-paused' });

    server.tokens.set('Bearer u1-new', 'u1');
    const signedInAgain = { ...u1.session, token: 'Bearer u1-new' };
    expect(await resumeOutbox(u1.db, signedInAgain)).toEqual({ state: 'resumed' });
    expect(await u1.db.kv.get(OUTBOX_PAUSE_KEY)).toBeUndefined();
    await flushOutbox({ ...depsFor(u1, server, new Clock()), session: signedInAgain });
    expect(await states(u1.db)).toEqual({ a1: 'done' });
    expect(server.effects.get('a1')).toBe(1);
  });
});

describe('one flusher at a time', () => {
  it('two concurrent flushes: one runs, the other finds the lock taken, each row is sent once', async () => {
    const u1 = await user();
    const server = new IdempotentServer();
    for (let i = 0; i < 20; i++) await enqueue(u1.db, `s${i % 3}`, { id: `r${i}` });
    const lock = memoryLocks();
    const deps = depsFor(u1, server, new Clock(), { lock });
    const [a, b] = await Promise.all([flushOutbox(deps), flushOutbox(deps)]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(server.received).toHaveLength(20);
    expect(new Set(server.received.map((r) => r.key)).size).toBe(20);
  });

  it('a flush asked to wait runs after the holder and finds nothing left to send', async () => {
    const u1 = await user();
    const server = new IdempotentServer();
    for (let i = 0; i < 5; i++) await enqueue(u1.db, 'A', { id: `r${i}` });
    const deps = depsFor(u1, server, new Clock(), { lock: memoryLocks() });
    const [first, second] = await Promise.all([flushOutbox(deps), flushOutbox(deps, { wait: true })]);
    expect(first).toMatchObject({ ran: true, done: 5 });
    expect(second).toMatchObject({ ran: true, sent: 0 });
    expect(server.received).toHaveLength(5);
  });

  it('even with no lock at all (no Web Locks, two contexts), the claim sends each row once', async () => {
    const u1 = await user();
    const server = new IdempotentServer();
    for (let i = 0; i < 30; i++) await enqueue(u1.db, `s${i % 4}`, { id: `r${i}` });
    const noLock: OutboxLock = (_name, _mode, task) => task();
    const deps = depsFor(u1, server, new Clock(), { lock: noLock });
    await Promise.all([flushOutbox(deps), flushOutbox(deps), flushOutbox(deps)]);
    expect(server.received).toHaveLength(30);
    expect(server.duplicates()).toEqual([]);
  });
});

describe('a flusher that dies mid-send', () => {
  it('its row is taken over after the lease, and the server’s stored answer makes it exactly-once', async () => {
    const u1 = await user();
    const server = new IdempotentServer();
    await enqueue(u1.db, 'A', { id: 'k1' });
    await enqueue(u1.db, 'A', { id: 'k2' });
    const clock = new Clock();
    // The server applies k1, then the tab dies before the answer arrives: the flush never settles.
    server.script('k1', 'hang');
    void flushOutbox(depsFor(u1, server, clock, { lock: memoryLocks(), timeoutMs: 50 }));
    await waitFor(
      async () => (await u1.db.outbox.get('k1'))?.state === 'sending' && server.received.length === 1,
    );
    expect(server.effects.get('k1')).toBe(1);

    // Another context (its own lock: the dead one's was released by the browser) must wait for the lease.
    const survivor = () => depsFor(u1, server, clock, { lock: memoryLocks() });
    const early = await flushOutbox(survivor(), { trigger: 'user' });
    expect(early.sent).toBe(0);
    expect(early.nextDueAt).toBe(clock.t + LEASE_MS);

    clock.t += LEASE_MS;
    const late = await flushOutbox(survivor());
    expect(late.done).toBe(2);
    expect(server.attemptsOf('k1')).toBe(2);
    expect(server.received.map((r) => r.outcome)).toEqual(['applied', 'replayed', 'applied']);
    expect(server.effects.get('k1')).toBe(1);
    expect(await u1.db.outbox.get('k1')).toMatchObject({ state: 'done', result: { id: 'srv-k1' } });
  });

  it('under a lock that spans every context (Web Locks), the dead sender’s row is sent again at once', async () => {
    const u1 = await user();
    const server = new IdempotentServer();
    await enqueue(u1.db, 'A', { id: 'k1' });
    const clock = new Clock();
    // A closed tab left k1 `sending` with a long lease; the browser released its Web Lock when it died.
    await claimRow(u1.db, 'k1', 'u1', clock.t, LEASE_MS);
    const spanning: OutboxLock = Object.assign(memoryLocks(), { spansContexts: true });
    const report = await flushOutbox(depsFor(u1, server, clock, { lock: spanning }));
    expect(report.done).toBe(1);
    expect(server.effects.get('k1')).toBe(1);
  });

  it('a late answer to the dead sender’s claim does not overwrite the new sender’s claim', async () => {
    const u1 = await user();
    await enqueue(u1.db, 'A', { id: 'k1' });
    const first = (await claimRow(u1.db, 'k1', 'u1', 0, 10)) as OutboxRow;
    const second = (await claimRow(u1.db, 'k1', 'u1', 20, 10)) as OutboxRow;
    expect(await settleRow(u1.db, first, { state: 'queued', nextAttemptAt: 99 })).toBe(false);
    expect(await settleRow(u1.db, second, { state: 'done' })).toBe(true);
    expect((await u1.db.outbox.get('k1'))?.state).toBe('done');
  });

  it('stopping a flush releases the row in flight: queued, due now, attempts untouched', async () => {
    const u1 = await user();
    await enqueue(u1.db, 'A', { id: 'k1' });
    const stop = new AbortController();
    const clock = new Clock();
    const deps: FlushDeps = {
      ...depsFor(u1, new IdempotentServer(), clock),
      signal: stop.signal,
      // The session stops while the request is out; a real fetch rejects with an AbortError.
      fetch: async (_url, init) => {
        stop.abort();
        throw new DOMException(String(init.signal?.aborted), 'AbortError');
      },
    };
    await flushOutbox(deps);
    expect(await u1.db.outbox.get('k1')).toMatchObject({
      state: 'queued',
      attempts: 0,
      nextAttemptAt: clock.t,
    });
  });
});

describe('done rows and attachments', () => {
  it('done rows are kept about a day for the sync centre, then pruned', async () => {
    const u1 = await user();
    const server = new IdempotentServer();
    await enqueue(u1.db, 'A', { id: 'k1' });
    const clock = new Clock();
    await flushOutbox(depsFor(u1, server, clock));
    clock.advance(KEEP_DONE_MS - 1);
    await flushOutbox(depsFor(u1, server, clock));
    expect(await u1.db.outbox.get('k1')).toMatchObject({ state: 'done', doneAt: clock.t - KEEP_DONE_MS + 1 });
    clock.advance(1);
    await flushOutbox(depsFor(u1, server, clock));
    expect(await u1.db.outbox.get('k1')).toBeUndefined();
  });

  it('without an uploader, a row with files waits in the queue, holding only its own stream', async () => {
    const u1 = await user();
    const server = new IdempotentServer();
    await enqueue(u1.db, 'A', { id: 'photo', fileIds: ['f1'] });
    await enqueue(u1.db, 'A', { id: 'after-photo' });
    await enqueue(u1.db, 'B', { id: 'other' });
    const report = await flushOutbox(depsFor(u1, server, new Clock()), { trigger: 'user' });
    expect(await states(u1.db)).toEqual({ photo: 'queued', 'after-photo': 'queued', other: 'done' });
    expect(report).toMatchObject({ held: 1, nextDueAt: null });
  });

  it('the uploaded URLs are written into the body before it is sent: a leave’s fileJson, a punch’s photo', async () => {
    const u1 = await user();
    const server = new IdempotentServer();
    await u1.db.files.bulkPut(
      ['f1', 'f2'].map((id) => ({
        id,
        name: `${id}.jpg`,
        type: 'image/jpeg',
        blob: new Blob(['x']),
        uploadedUrl: null,
        createdAt: 1,
      })),
    );
    const write = (kind: OutboxKind, stream: string, body: unknown, fileIds: string[]) =>
      enqueueWrite(u1.db, {
        userId: 'u1',
        kind,
        stream,
        method: 'POST',
        url: '/api/test/write',
        body,
        fileIds,
      });
    await write('leaveApply', 'form:d1', { fileJson: [{ fileId: 'f1', name: 'f1.jpg', url: '' }] }, ['f1']);
    await write('punch', 'punch', { remark: '', photoUrl: null }, ['f2']);
    const uploader: FlushDeps['uploader'] = async (file, type) => ({
      answer: { kind: 'http', status: 200, code: 200, msg: 'ok' },
      url: `/api/file/Download/${type}/${file.id}`,
    });
    await flushOutbox(depsFor(u1, server, new Clock(), { uploader }), { trigger: 'user' });
    expect(server.received.map((r) => r.body)).toEqual(
      expect.arrayContaining([
        { fileJson: [{ fileId: 'f1', name: 'f1.jpg', url: '/api/file/Download/annex/f1' }] },
        { remark: '', photoUrl: '/api/file/Download/punch/f2' },
      ]),
    );
  });

  it('with an uploader, the files go first with their own keys, once, then the row', async () => {
    const u1 = await user();
    const server = new IdempotentServer();
    const blob = new Blob(['jpeg']);
    await u1.db.files.bulkPut([
      { id: 'f1', name: 'a.jpg', type: 'image/jpeg', blob, uploadedUrl: null, createdAt: 1 },
      { id: 'f2', name: 'b.jpg', type: 'image/jpeg', blob, uploadedUrl: null, createdAt: 1 },
    ]);
    await enqueue(u1.db, 'A', { id: 'punch', fileIds: ['f1', 'f2'] });
    const uploads: string[] = [];
    let failSecond = true;
    const uploader: FlushDeps['uploader'] = async (file) => {
      uploads.push(file.id);
      if (file.id === 'f2' && failSecond)
        return ((failSecond = false), { answer: { kind: 'timeout' }, url: null });
      return { answer: { kind: 'http', status: 200, code: 200, msg: 'ok' }, url: `/files/${file.id}` };
    };
    const clock = new Clock();
    await flushOutbox(depsFor(u1, server, clock, { uploader }));
    expect(server.received).toHaveLength(0);
    expect(await u1.db.outbox.get('punch')).toMatchObject({ state: 'queued', attempts: 1 });
    await flushOutbox(depsFor(u1, server, clock, { uploader }), { trigger: 'user' });
    expect(uploads).toEqual(['f1', 'f2', 'f2']);
    expect((await u1.db.files.get('f2'))?.uploadedUrl).toBe('/files/f2');
    expect(await states(u1.db)).toEqual({ punch: 'done' });
  });

  it('an attachment over the upload rate waits for the server’s Retry-After and goes; one past the day’s quota fails the row with the words', async () => {
    const u1 = await user();
    const server = new IdempotentServer();
    const blob = new Blob(['jpeg']);
    await u1.db.files.bulkPut([
      { id: 'f1', name: 'a.jpg', type: 'image/jpeg', blob, uploadedUrl: null, createdAt: 1 },
      { id: 'f2', name: 'b.jpg', type: 'image/jpeg', blob, uploadedUrl: null, createdAt: 1 },
    ]);
    await enqueue(u1.db, 'A', { id: 'rated', fileIds: ['f1'] });
    await enqueue(u1.db, 'B', { id: 'quota', fileIds: ['f2'] });
    let rated = true;
    const uploader: FlushDeps['uploader'] = async (file) => {
      if (file.id === 'f2')
        return { answer: { kind: 'http', status: 200, code: 429, msg: '今日上传已达上限' }, url: null };
      if (rated)
        return (
          (rated = false),
          {
            answer: { kind: 'http', status: 429, code: 429, msg: '上传过于频繁', retryAfterMs: 30_000 },
            url: null,
          }
        );
      return { answer: { kind: 'http', status: 200, code: 200, msg: 'ok' }, url: `/files/${file.id}` };
    };
    const clock = new Clock();
    await flushOutbox(depsFor(u1, server, clock, { uploader }));
    expect(await u1.db.outbox.get('rated')).toMatchObject({ state: 'queued', lastError: '上传过于频繁' });
    expect(await u1.db.outbox.get('quota')).toMatchObject({ state: 'failed', lastError: '今日上传已达上限' });
    // The network's return does not cut the server's wait short; once it is over the row goes.
    await flushOutbox(depsFor(u1, server, clock, { uploader }), { trigger: 'network' });
    expect((await states(u1.db)).rated).toBe('queued');
    clock.advance(30_001);
    await flushOutbox(depsFor(u1, server, clock, { uploader }), { trigger: 'network' });
    expect(await states(u1.db)).toEqual({ rated: 'done', quota: 'failed' });
  });
});
