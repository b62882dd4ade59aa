/**
 * The worker door: creates the Comlink module worker on first use, starts and stops sync for a session,
 * refreshes reference data on demand, and feeds the worker's reports into the signals. Reports from a
 * session already stopped are dropped.
 */
import * as Comlink from 'comlink';
import type { WorkerApi } from '../../workers/api';
import type { ReferenceStatus, SyncCallbacks, SyncSession, SyncStatus } from '../../workers/types';
import { emitSessionEnded } from './sessionEnded';
import { NO_REFERENCE_SYNC, connection, lastInit, referenceSync, serverOffsetMs } from './signals';

let remote: Comlink.Remote<WorkerApi> | null = null;
let generation = 0;

function worker(): Comlink.Remote<WorkerApi> {
  if (!remote) {
    const w = new Worker(new URL('../../workers/worker.ts', import.meta.url), {
      type: 'module',
      name: 'sync',
    });
    remote = Comlink.wrap<WorkerApi>(w);
  }
  return remote;
}

function callbacksFor(gen: number): SyncCallbacks {
  const live = () => gen === generation;
  return {
    onState: (state) => {
      if (live()) connection.value = state;
    },
    onInit: (info) => {
      if (!live()) return;
      serverOffsetMs.value = info.serverOffsetMs;
      lastInit.value = info;
    },
    onSessionEnded: (msg) => {
      if (live()) emitSessionEnded(msg);
    },
    onReference: (status) => {
      if (live()) referenceSync.value = status;
    },
  };
}

/** Starts (or restarts) the worker's sync for this session. Safe to call again with a new token. */
export function startSync(session: SyncSession): void {
  const gen = ++generation;
  connection.value = 'connecting';
  worker()
    .start(session, Comlink.proxy(callbacksFor(gen)))
    .catch(() => {
      if (gen === generation) connection.value = 'offline';
    });
}

/** Stops sync (sign-out, session ended); the worker stays alive for the next session. */
export function stopSync(): void {
  generation++;
  connection.value = 'offline';
  lastInit.value = null;
  referenceSync.value = NO_REFERENCE_SYNC;
  if (remote) remote.stop().catch(() => undefined);
}

export async function syncStatus(): Promise<SyncStatus> {
  return remote ? remote.status() : { state: 'offline', userId: null, serverOffsetMs: null };
}

/**
 * Refreshes the reference data now (pull-to-refresh; `force` refetches everything). Resolves when every
 * dataset is done, never rejects: a failure is in the returned status (and in `referenceSync`).
 */
export async function refreshReference(force = false): Promise<ReferenceStatus> {
  const gen = generation;
  try {
    if (!remote) throw new Error('sync is not started');
    const status = await remote.refreshReference(force);
    if (gen === generation) referenceSync.value = status;
    return status;
  } catch (e) {
    const lastError = e instanceof Error ? e.message : String(e);
    return { ...referenceSync.peek(), state: 'error', lastError };
  }
}
