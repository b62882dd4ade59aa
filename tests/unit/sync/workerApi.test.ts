/**
 * The worker API's reference-data side, as the UI sees it over Comlink: start fills the user's own
 * database and reports status, refreshReference resolves when done, and HTTP 600 ends the session.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUserDb, userDbName } from '../../../core/store/db';
import { createWorkerApi, type WorkerApi } from '../../../workers/api';
import type { SocketCtor, SocketLike } from '../../../workers/socket';
import type { ConnectionState, ReferenceStatus, SyncCallbacks } from '../../../workers/types';
import { dropDb } from './dbProbe';
import { ReferenceServer, TOKEN } from './referenceServer';
import { waitFor } from '../waitFor';

/** A socket that never connects: these tests are about HTTP. */
class SilentSocket implements SocketLike {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
}

class Callbacks implements SyncCallbacks {
  states: ConnectionState[] = [];
  ended: string[] = [];
  reports: ReferenceStatus[] = [];
  onState(state: ConnectionState): void {
    this.states.push(state);
  }
  onInit(): void {}
  onSessionEnded(msg: string): void {
    this.ended.push(msg);
  }
  onReference(status: ReferenceStatus): void {
    this.reports.push(status);
  }
}

const SERVER_URL = 'https://hr.example.org';
let server: ReferenceServer;
let api: WorkerApi;
let userId: string;

beforeEach(() => {
  server = new ReferenceServer(30);
  userId = `api-${Math.random().toString(36).slice(2)}`;
  api = createWorkerApi(
    { WebSocket: SilentSocket as unknown as SocketCtor, network: null, isOnline: () => true },
    () => undefined,
    { fetch: server.fetch, network: null },
  );
});
afterEach(async () => {
  api.stop();
  await dropDb(createUserDb(userDbName(SERVER_URL, userId)));
});

describe('worker API: reference data', () => {
  it('start fills the signed-in user’s database and reports each dataset', async () => {
    const callbacks = new Callbacks();
    api.start({ serverUrl: SERVER_URL, token: TOKEN, userId }, callbacks);
    await waitFor(() => callbacks.reports.at(-1)?.finishedAt !== undefined);

    expect(callbacks.reports.at(-1)).toMatchObject({ state: 'idle', datasets: { users: { rows: 30 } } });
    const db = createUserDb(userDbName(SERVER_URL, userId));
    expect(await db.users.count()).toBe(30);
    db.close();
  });

  it('refreshReference resolves when every dataset is done', async () => {
    api.start({ serverUrl: SERVER_URL, token: TOKEN, userId }, new Callbacks());
    const status = await api.refreshReference(true);
    expect(status.state).toBe('idle');
    expect(Object.keys(status.datasets).sort()).toEqual([
      'areas',
      'departments',
      'dictionaries',
      'organizations',
      'positions',
      'punchSites',
      'users',
    ]);
  });

  it('body code 600 over HTTP ends the session and stops the socket', async () => {
    const callbacks = new Callbacks();
    server.token = 'Bearer revoked';
    api.start({ serverUrl: SERVER_URL, token: TOKEN, userId }, callbacks);
    await waitFor(() => callbacks.ended.length > 0);

    expect(callbacks.ended).toEqual(['登录过期，请重新登录']);
    expect(api.status().state).toBe('offline');
    const asked = server.requests.length;
    await api.refreshReference();
    expect(server.requests.length).toBe(asked);
  });

  it('refreshReference without a session is refused', async () => {
    await expect(api.refreshReference()).rejects.toThrow(/no session/);
  });
});
