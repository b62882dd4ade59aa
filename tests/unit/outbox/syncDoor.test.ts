/**
 * The outbox's UI door (src/sync): the `outbox` signal follows the active database live (counts and
 * rows for the sync centre); a newly queued row wakes the worker and registers Background Sync; resend
 * and discard act on one row; signing in records the session for the service worker and
 * signing out removes it. The worker is a fake behind a mocked Comlink.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setActiveDb } from '../../../src/data/active';
import { loadBackgroundSession } from '../../../core/store/db';
import { claimRow } from '../../../core/store/outboxStore';
import type { OutboxFlushReport } from '../../../workers/types';
import { dropDb, enqueue, freshUser, type TestUser } from './harness';

const REPORT: OutboxFlushReport = {
  ran: true,
  sent: 1,
  done: 1,
  retried: 0,
  failed: 0,
  held: 0,
  paused: null,
  pausedNow: false,
  nextDueAt: null,
};
const remote = {
  start: vi.fn(async () => undefined),
  stop: vi.fn(async () => undefined),
  nudgeOutbox: vi.fn(async () => undefined),
  flushOutbox: vi.fn(async () => REPORT),
};
vi.mock('comlink', () => ({ wrap: () => remote, proxy: <T>(value: T) => value }));
class FakeWorker {
  constructor(_url: URL, _options: unknown) {}
}
vi.stubGlobal('Worker', FakeWorker);

const { discard, flushNow, outbox, registerOutboxSync, resend, startSync, stopSync } =
  await import('../../../src/sync');

let user: TestUser;
beforeEach(async () => {
  user = await freshUser();
  startSync(user.session);
  remote.nudgeOutbox.mockClear();
});
afterEach(async () => {
  stopSync();
  setActiveDb(null);
  await dropDb(user.db);
});

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 5));
  expect(await check()).toBe(true);
}

describe('the outbox signal', () => {
  it('follows the active database: counts per state and the rows, newest first, without bodies', async () => {
    await enqueue(user.db, 'A', { id: 'old', now: 1 });
    await enqueue(user.db, 'B', { id: 'new', now: 2 });
    await claimRow(user.db, 'old', 'u1', 3, 1000);
    setActiveDb(user.db);
    await until(() => outbox.value.rows.length === 2);
    expect(outbox.value).toMatchObject({ queued: 1, sending: 1, failed: 0, done: 0 });
    expect(outbox.value.rows.map((r) => r.id)).toEqual(['new', 'old']);
    expect(outbox.value.rows[0]).not.toHaveProperty('body');
    setActiveDb(null);
    await until(() => outbox.value.rows.length === 0);
  });

  it('a row enqueued anywhere wakes the worker', async () => {
    setActiveDb(user.db);
    await new Promise((r) => setTimeout(r, 20));
    expect(remote.nudgeOutbox).not.toHaveBeenCalled();
    await enqueue(user.db, 'A', { id: 'k1', now: Date.now() });
    await until(() => outbox.value.queued === 1);
    expect(remote.nudgeOutbox).toHaveBeenCalled();
  });
});

describe('actions on one row', () => {
  it('resend puts a failed row back in the queue and wakes the worker; discard removes it', async () => {
    await enqueue(user.db, 'A', { id: 'k1' });
    await user.db.outbox.update('k1', { state: 'failed', attempts: 3, lastError: 'bad' });
    setActiveDb(user.db);
    remote.nudgeOutbox.mockClear();
    expect(await resend('k1')).toBe(true);
    expect(await user.db.outbox.get('k1')).toMatchObject({ state: 'queued', attempts: 0, lastError: null });
    expect(remote.nudgeOutbox).toHaveBeenCalled();
    expect(await resend('k1')).toBe(false);
    expect(await discard('k1')).toBe(true);
    expect(await user.db.outbox.get('k1')).toBeUndefined();
  });

  it('a row in flight cannot be discarded', async () => {
    await enqueue(user.db, 'A', { id: 'k1' });
    await claimRow(user.db, 'k1', 'u1', 1_000_000, 1000);
    setActiveDb(user.db);
    expect(await discard('k1')).toBe(false);
  });

  it('flushNow asks the worker and resolves with its report; never rejects', async () => {
    expect(await flushNow()).toEqual(REPORT);
    remote.flushOutbox.mockRejectedValueOnce(new Error('worker gone'));
    expect(await flushNow()).toMatchObject({ ran: false });
    stopSync();
    expect(await flushNow()).toMatchObject({ ran: false });
  });
});

describe('what the service worker may use', () => {
  it('signing in records the session; signing out removes the token', async () => {
    await until(async () => (await loadBackgroundSession())?.userId === 'u1');
    expect(await loadBackgroundSession()).toMatchObject({ token: user.session.token });
    stopSync();
    await until(async () => (await loadBackgroundSession()) === null);
  });

  it('registers Background Sync where the browser has it, and says so where it does not', async () => {
    const register = vi.fn(async () => undefined);
    try {
      vi.stubGlobal('navigator', {
        serviceWorker: { getRegistration: async () => ({ sync: { register } }) },
      });
      expect(await registerOutboxSync()).toBe(true);
      expect(register).toHaveBeenCalledWith('outbox');
      vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => ({}) } });
      expect(await registerOutboxSync()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('Worker', FakeWorker);
    }
  });
});
