/**
 * The worker door: creates the Comlink module worker on first use, starts and stops sync for a session,
 * and feeds the worker's reports into the signals. Reports from a session already stopped are dropped.
 */
import * as Comlink from 'comlink';
import type { WorkerApi } from '../../workers/api';
import type { SyncCallbacks, SyncSession, SyncStatus } from '../../workers/types';
import { emitSessionEnded } from './sessionEnded';
import { connection, lastInit, serverOffsetMs } from './signals';

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
  if (remote) remote.stop().catch(() => undefined);
}

export async function syncStatus(): Promise<SyncStatus> {
  return remote ? remote.status() : { state: 'offline', userId: null, serverOffsetMs: null };
}
