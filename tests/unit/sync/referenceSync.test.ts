/**
 * Issue #3, refreshing all reference data for a session: datasets are independent, status reaches the UI,
 * refreshes run on start, on the timer and when the network is back, and 600 ends the session.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttp } from '../../../workers/sync/http';
import { ReferenceSync, type ReferenceSyncOptions } from '../../../workers/sync/referenceSync';
import type { NetworkEvents } from '../../../workers/socketEnv';
import { DATASET_NAMES, type ReferenceStatus } from '../../../workers/types';
import { dropDb, probedDb, type ProbedDb } from './dbProbe';
import { PATHS, ReferenceServer, TOKEN } from './referenceServer';
import { waitFor } from '../waitFor';

class Listener {
  statuses: ReferenceStatus[] = [];
  ended: string[] = [];
  onStatus(status: ReferenceStatus): void {
    this.statuses.push(status);
  }
  onSessionEnded(msg: string): void {
    this.ended.push(msg);
  }
}

class FakeNetwork implements NetworkEvents {
  private listeners = new Set<() => void>();
  addEventListener(_type: 'online' | 'offline', fn: () => void): void {
    this.listeners.add(fn);
  }
  removeEventListener(_type: 'online' | 'offline', fn: () => void): void {
    this.listeners.delete(fn);
  }
  goOnline(): void {
    for (const fn of this.listeners) fn();
  }
}

let server: ReferenceServer;
let probe: ProbedDb;
let listener: Listener;
let sync: ReferenceSync;

function createSync(options: ReferenceSyncOptions = {}): ReferenceSync {
  const http = createHttp({ serverUrl: 'https://hr.example.org', token: TOKEN, fetch: server.fetch });
  sync = new ReferenceSync(probe.db, http, listener, { network: null, ...options });
  return sync;
}

beforeEach(() => {
  server = new ReferenceServer(20);
  probe = probedDb();
  listener = new Listener();
});
afterEach(async () => {
  sync?.stop();
  await dropDb(probe.db);
});

describe('reference sync', () => {
  it('one failing dataset does not stop the others', async () => {
    server.fail(PATHS.areas, 'http500');
    server.fail(PATHS.positions, 'network');
    const status = await createSync().refresh();

    expect(status.state).toBe('error');
    expect(status.datasets.areas?.error).toBe('服务器开小差了');
    expect(status.datasets.positions?.error).toBe('fetch failed');
    expect(status.datasets.users).toEqual({
      fetchedAt: expect.any(Number),
      changedAt: expect.any(Number),
      rows: 20,
    });
    expect(await probe.db.users.count()).toBe(20);
    expect(await probe.db.organizations.count()).toBe(4);
    expect(await probe.db.areas.count()).toBe(0);

    server.heal();
    const healed = await sync.refresh();
    expect(healed.state).toBe('idle');
    expect(healed.lastError).toBeUndefined();
    expect(healed.datasets.areas).toMatchObject({ rows: 3 });
  });

  it('body code 600 ends the session once and stops refreshing', async () => {
    server.token = 'Bearer someone-else';
    const status = await createSync({ intervalMs: 10 }).refresh();

    expect(listener.ended).toEqual(['登录过期，请重新登录']);
    expect(status.state).toBe('error');
    const asked = server.requests.length;
    await sync.refresh(true);
    await new Promise((r) => setTimeout(r, 40));
    expect(server.requests.length).toBe(asked);
    expect(listener.ended).toHaveLength(1);
  });

  it('601 and 602 end the session with the server message', async () => {
    server.fail(PATHS.users, { code: 602, msg: '账号已被停用' });
    await createSync().refresh();
    expect(listener.ended).toEqual(['账号已被停用']);
  });

  it('reports syncing, then each dataset with its time and row count', async () => {
    await createSync({ now: () => 5_000 }).refresh();
    expect(listener.statuses.map((s) => s.state)).toEqual(['syncing', 'idle']);
    expect(listener.statuses.at(-1)).toMatchObject({
      finishedAt: 5_000,
      datasets: { users: { fetchedAt: 5_000, rows: 20 }, dictionaries: { fetchedAt: 5_000, rows: 7 } },
    });
  });

  it('start shows what is stored before the network answers, then refreshes', async () => {
    await createSync({ now: () => 1_000 }).refresh();
    sync.stop();
    listener = new Listener();
    server.fail(PATHS.users, 'network');

    await createSync({ now: () => 2_000 }).start();
    expect(listener.statuses[0]).toMatchObject({ state: 'idle', datasets: { users: { fetchedAt: 1_000 } } });
    expect(listener.statuses.at(-1)?.datasets.users).toMatchObject({
      fetchedAt: 1_000,
      error: 'fetch failed',
    });
    expect(listener.statuses.at(-1)?.datasets.areas).toMatchObject({ fetchedAt: 2_000 });
  });

  it('a refresh asked while one runs joins it; a forced one runs after it', async () => {
    createSync();
    const first = sync.refresh();
    expect(sync.refresh()).toBe(first);
    const forced = sync.refresh(true);
    await Promise.all([first, forced]);
    expect(server.requests.length).toBe(2 * DATASET_NAMES.length);
    expect(server.requests.slice(DATASET_NAMES.length).every((r) => r.status === 200)).toBe(true);
  });

  it('going online refreshes, except right after a clean refresh', async () => {
    const network = new FakeNetwork();
    let clock = 0;
    await createSync({ network, now: () => clock, minAutoGapMs: 1_000 }).start();
    const asked = server.requests.length;

    clock = 500;
    network.goOnline();
    await new Promise((r) => setTimeout(r, 20));
    expect(server.requests.length).toBe(asked);

    clock = 1_500;
    network.goOnline();
    await waitFor(() => server.requests.length === asked + DATASET_NAMES.length);
  });

  it('refreshes on the timer while running, and not after stop', async () => {
    await createSync({ intervalMs: 15, isOnline: () => true }).start();
    const asked = server.requests.length;
    await waitFor(() => server.requests.length >= asked + DATASET_NAMES.length);
    sync.stop();
    await new Promise((r) => setTimeout(r, 30));
    const after = server.requests.length;
    await new Promise((r) => setTimeout(r, 40));
    expect(server.requests.length).toBe(after);
  });

  it('the timer skips ticks while the device is offline', async () => {
    await createSync({ intervalMs: 10, isOnline: () => false }).start();
    const asked = server.requests.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests.length).toBe(asked);
  });
});
