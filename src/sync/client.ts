/**
 * The worker door: creates the Comlink module worker on first use, starts and stops sync for a session,
 * refreshes reference data on demand, and feeds the worker's reports into the signals. Reports from a
 * session already stopped are dropped. Starting records the session for the service worker's background
 * flush and stopping removes it; the app coming to the foreground nudges the outbox, and the page's
 * `online`/`offline` are passed on (a dedicated worker hears neither in Chromium): back online, waiting
 * writes go out at once and the socket reconnects. The chat on screen is told to each session's worker.
 */
import * as Comlink from 'comlink';
import type { WorkerApi } from '../../workers/api';
import type { ReferenceStatus, SyncCallbacks, SyncSession, SyncStatus } from '../../workers/types';
import { forgetSession, rememberSession } from './backgroundSync';
import { emitSessionEnded } from './sessionEnded';
import { NO_REFERENCE_SYNC, connection, lastInit, referenceSync, serverOffsetMs } from './signals';

let remote: Comlink.Remote<WorkerApi> | null = null;
let generation = 0;
/** Between startSync and stopSync. */
let running = false;

/**
 * Settles at the next startSync. The user's database opens before the worker starts (the screen reads the
 * phone's copy at once, #30 item 5), so a screen may ask the worker for a refresh before it runs: while a
 * start is on its way (syncStarting), the ask waits for it (正在更新…) instead of failing (更新失败).
 */
let nextStart = startSignal();
let startExpected = false;

/** A session has begun and its worker will start once the first screen is up (sessionLifecycle). */
export function syncStarting(): void {
  startExpected = true;
}

function startSignal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

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

/** The chat on screen, told to the worker now and again whenever it (re)starts. */
let chatOnScreen: string | null = null;

export function openChat(partner: string): void {
  chatOnScreen = partner;
  runningWorker()
    ?.openChat(partner)
    .catch(() => undefined);
}

export function closeChat(partner: string): void {
  if (chatOnScreen === partner) chatOnScreen = null;
  runningWorker()
    ?.closeChat(partner)
    .catch(() => undefined);
}

/** The worker while a session runs, for the outbox actions; null before startSync and after stopSync. */
export function runningWorker(): Comlink.Remote<WorkerApi> | null {
  return running ? remote : null;
}

let networkInstalled = false;

/** The network's return wakes the worker's flush and socket (ARCHITECTURE §4, issue #12 hole 13). */
function installNetworkTrigger(): void {
  if (networkInstalled || typeof window === 'undefined') return;
  networkInstalled = true;
  const tell = (online: boolean) => () =>
    runningWorker()
      ?.networkChanged(online)
      .catch(() => undefined);
  window.addEventListener('online', tell(true));
  window.addEventListener('offline', tell(false));
}

let focusInstalled = false;

/** App focus is an outbox trigger (ARCHITECTURE §4): a phone back in the hand may be back online. */
function installFocusTrigger(): void {
  if (focusInstalled || typeof document === 'undefined') return;
  focusInstalled = true;
  const nudge = () => {
    if (document.visibilityState === 'visible')
      runningWorker()
        ?.nudgeOutbox()
        .catch(() => undefined);
  };
  document.addEventListener('visibilitychange', nudge);
  window.addEventListener('focus', nudge);
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
  running = true;
  startExpected = false;
  nextStart.resolve();
  connection.value = 'connecting';
  void rememberSession(session);
  installFocusTrigger();
  installNetworkTrigger();
  worker()
    .start(session, Comlink.proxy(callbacksFor(gen)))
    .catch(() => {
      if (gen === generation) connection.value = 'offline';
    });
  // A chat already on screen (the app opened on it): read, and its newest page asked for.
  if (chatOnScreen)
    worker()
      .openChat(chatOnScreen)
      .catch(() => undefined);
  // Launched without a signal: say so, since the worker's own navigator.onLine may not know.
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    worker()
      .networkChanged(false)
      .catch(() => undefined);
}

/**
 * Stops sync (sign-out, session ended); the worker stays alive for the next session. The queued rows stay
 * in the user's database, sent when the same user signs in again.
 */
export function stopSync(): void {
  generation++;
  running = false;
  startExpected = false;
  nextStart = startSignal();
  void forgetSession();
  connection.value = 'offline';
  lastInit.value = null;
  referenceSync.value = NO_REFERENCE_SYNC;
  if (remote) remote.stop().catch(() => undefined);
}

export async function syncStatus(): Promise<SyncStatus> {
  return remote ? remote.status() : { state: 'offline', userId: null, serverOffsetMs: null };
}

/**
 * Has the worker store page 1 of the to-do list anew (the worker keeps that list: a screen opened or
 * pulled to refresh, or an approval was delivered — `fresh`). False when it could not, or without a worker;
 * asked while the worker's start is on its way, it waits for the start.
 */
export async function refreshTodo(fresh = false): Promise<boolean> {
  try {
    if (!running && startExpected) await nextStart.promise;
    return remote ? await remote.refreshTodo(fresh) : false;
  } catch {
    return false;
  }
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
