/**
 * The UI-thread door (src/sync): the worker's reference reports feed the `referenceSync` signal, a
 * pull-to-refresh promise resolves with the status and never rejects, and a stopped session's reports
 * are dropped. The worker itself is replaced by a fake behind a mocked Comlink.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReferenceStatus, SyncCallbacks } from '../../../workers/types';

const remote = {
  callbacks: null as SyncCallbacks | null,
  start: vi.fn(async (_session: unknown, callbacks: SyncCallbacks) => {
    remote.callbacks = callbacks;
  }),
  stop: vi.fn(async () => undefined),
  refreshReference: vi.fn(async (_force?: boolean): Promise<ReferenceStatus> => DONE),
};
const DONE: ReferenceStatus = {
  state: 'idle',
  finishedAt: 9,
  datasets: { users: { fetchedAt: 9, rows: 3 } },
};

vi.mock('comlink', () => ({ wrap: () => remote, proxy: <T>(value: T) => value }));
vi.stubGlobal(
  'Worker',
  class {
    constructor(_url: URL, _options: unknown) {}
  },
);

const { refreshReference, referenceSync, startSync, stopSync } = await import('../../../src/sync');

const SESSION = { serverUrl: 'https://hr.example.org', token: 'Bearer t', userId: 'u1' };

beforeEach(() => {
  stopSync();
  remote.refreshReference.mockClear();
});

describe('the sync door: reference data', () => {
  it('worker reports feed the referenceSync signal', () => {
    startSync(SESSION);
    const syncing: ReferenceStatus = { state: 'syncing', datasets: {} };
    remote.callbacks?.onReference?.(syncing);
    expect(referenceSync.value).toEqual(syncing);
  });

  it('refreshReference resolves with the worker’s status and passes force', async () => {
    startSync(SESSION);
    await expect(refreshReference(true)).resolves.toEqual(DONE);
    expect(remote.refreshReference).toHaveBeenCalledWith(true);
    expect(referenceSync.value).toEqual(DONE);
  });

  it('refreshReference never rejects: a failure comes back as an error status', async () => {
    startSync(SESSION);
    remote.refreshReference.mockRejectedValueOnce(new Error('worker gone'));
    await expect(refreshReference()).resolves.toMatchObject({ state: 'error', lastError: 'worker gone' });
  });

  it('after stopSync, the old session’s reports no longer reach the signal', () => {
    startSync(SESSION);
    const old = remote.callbacks;
    stopSync();
    old?.onReference?.({ state: 'syncing', datasets: {} });
    expect(referenceSync.value).toEqual({ state: 'idle', datasets: {} });
  });
});
