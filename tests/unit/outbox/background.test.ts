/**
 * The service worker's flush (Background Sync): it sends for the session the UI recorded and no one
 * else, the record is gone after sign-out (no token outlives its session), and the `sync` event is asked
 * to fire again only while rows still wait for a retry.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createUserDb,
  forgetBackgroundSession,
  loadBackgroundSession,
  saveBackgroundSession,
} from '../../../core/store/db';
import { RowsStillWaiting, flushInBackground } from '../../../workers/outbox/background';
import { memoryLocks } from '../../../workers/outbox/lock';
import { dropDb, enqueue, freshUser, states, type TestUser } from './harness';
import { IdempotentServer } from './idempotentServer';

let users: TestUser[] = [];
afterEach(async () => {
  await forgetBackgroundSession();
  for (const u of users) await dropDb(u.db);
  users = [];
});

async function signedIn(userId: string): Promise<TestUser> {
  const u = await freshUser(userId);
  users.push(u);
  return u;
}

const background = (server: IdempotentServer, extra = {}) =>
  flushInBackground({ fetch: server.fetch, lock: memoryLocks(), openDb: createUserDb, ...extra });

describe('the background session record', () => {
  it('holds the signed-in session until sign-out removes it', async () => {
    await saveBackgroundSession({ serverUrl: 'https://hr.example.org', userId: 'u1', token: 'Bearer t' }, 5);
    expect(await loadBackgroundSession()).toEqual({
      serverUrl: 'https://hr.example.org',
      userId: 'u1',
      token: 'Bearer t',
      savedAt: 5,
    });
    await forgetBackgroundSession();
    expect(await loadBackgroundSession()).toBeNull();
  });
});

describe('the service worker’s sync event', () => {
  it('flushes the recorded user’s database and no other user’s', async () => {
    const nurse = await signedIn('nurse');
    const doctor = await signedIn('doctor');
    await enqueue(nurse.db, 'A', { id: 'n1', userId: 'nurse', now: Date.now() });
    await enqueue(doctor.db, 'A', { id: 'd1', userId: 'doctor', now: Date.now() });
    const server = new IdempotentServer();
    server.tokens.set(doctor.session.token, 'doctor');
    await saveBackgroundSession(doctor.session);

    const report = await background(server);
    expect(report).toMatchObject({ done: 1 });
    expect(server.received.map((r) => r.key)).toEqual(['d1']);
    expect(await states(nurse.db)).toEqual({ n1: 'queued' });
  });

  it('after sign-out there is no session: nothing is sent', async () => {
    const u1 = await signedIn('u1');
    await enqueue(u1.db, 'A', { id: 'k1', now: Date.now() });
    await saveBackgroundSession(u1.session);
    await forgetBackgroundSession();
    const server = new IdempotentServer();
    expect(await background(server)).toBeNull();
    expect(server.received).toHaveLength(0);
  });

  it('rejects while rows wait for a retry, so the browser fires sync again; not on its last chance', async () => {
    const u1 = await signedIn('u1');
    await enqueue(u1.db, 'A', { id: 'k1', now: Date.now() });
    await saveBackgroundSession(u1.session);
    const server = new IdempotentServer();
    server.script('k1', { status: 503 }, { status: 503 });
    await expect(background(server)).rejects.toBeInstanceOf(RowsStillWaiting);
    await expect(
      background(server, { lastChance: true, now: () => Date.now() + 10_000 }),
    ).resolves.toMatchObject({ retried: 1 });
  });

  it('a sync event is the network coming back: a row waiting on its backoff goes out at once', async () => {
    const u1 = await signedIn('u1');
    await enqueue(u1.db, 'A', { id: 'k1', now: Date.now() });
    await u1.db.outbox.update('k1', { attempts: 6, nextAttemptAt: Date.now() + 60_000 });
    await saveBackgroundSession(u1.session);
    const server = new IdempotentServer();
    await expect(background(server)).resolves.toMatchObject({ done: 1 });
    expect(await states(u1.db)).toEqual({ k1: 'done' });
  });

  it('a sync event leaves a row the server refused for good as it is', async () => {
    const u1 = await signedIn('u1');
    await enqueue(u1.db, 'A', { id: 'k1', now: Date.now() });
    await u1.db.outbox.update('k1', { state: 'failed', lastError: '假期余额不足' });
    await saveBackgroundSession(u1.session);
    const server = new IdempotentServer();
    await expect(background(server)).resolves.toMatchObject({ sent: 0 });
    expect(server.received).toHaveLength(0);
  });

  it('resolves when the outbox is paused: another sync could not help until the user signs in', async () => {
    const u1 = await signedIn('u1');
    await enqueue(u1.db, 'A', { id: 'k1', now: Date.now() });
    await saveBackgroundSession(u1.session);
    const server = new IdempotentServer();
    server.revoke(u1.session.token);
    await expect(background(server)).resolves.toMatchObject({ pausedNow: true });
  });
});
