/**
 * Keeps the reference datasets fresh for one session: refreshes them all (each on its own, so one
 * failure does not stop the others) at start, every 15 minutes, when the network or the socket comes
 * back, and on demand; reports where it stands; and ends the session on body codes 600/601/602.
 */
import { datasetStates } from '../../core/store/datasetStore';
import type { UserDb } from '../../core/store/db';
import type { SyncStateRow } from '../../core/store/types';
import { ApiError } from '../../core/net/errors';
import { defaultIsOnline, defaultNetwork, type NetworkEvents } from '../socketEnv';
import type { DatasetName, DatasetStatus, ReferenceStatus } from '../types';
import { DATASETS, type DatasetDef } from './datasets';
import type { WorkerHttp } from './http';
import { refreshDataset, type RefreshResult } from './refresh';

export const REFRESH_INTERVAL_MS = 15 * 60_000;
/** An automatic trigger (online, socket back) within this long of a clean refresh is skipped. */
export const MIN_AUTO_GAP_MS = 30_000;

export type LockFn = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** One refresh at a time across tabs (each tab has its own worker); without Web Locks, just run. */
export const webLock: LockFn = <T>(name: string, task: () => Promise<T>) => {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? (locks.request(name, task) as Promise<T>) : task();
};

export interface ReferenceListener {
  onStatus(status: ReferenceStatus): void;
  onSessionEnded(msg: string): void;
}

export interface ReferenceSyncOptions {
  datasets?: readonly DatasetDef[];
  intervalMs?: number;
  minAutoGapMs?: number;
  network?: NetworkEvents | null;
  isOnline?: () => boolean;
  lock?: LockFn;
  now?: () => number;
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

function statusOf(row: SyncStateRow | undefined): DatasetStatus {
  const entry: DatasetStatus = { fetchedAt: row?.fetchedAt ?? null };
  if (row?.changedAt !== undefined) entry.changedAt = row.changedAt;
  if (row?.rows !== undefined) entry.rows = row.rows;
  return entry;
}

export class ReferenceSync {
  private status: ReferenceStatus = { state: 'idle', datasets: {} };
  private running: Promise<ReferenceStatus> | null = null;
  private lastCleanAt = -Infinity;
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private readonly network: NetworkEvents | null;
  private readonly now: () => number;

  constructor(
    private readonly db: UserDb,
    private readonly http: WorkerHttp,
    private readonly listener: ReferenceListener,
    private readonly options: ReferenceSyncOptions = {},
  ) {
    this.network = options.network === undefined ? defaultNetwork() : options.network;
    this.now = options.now ?? Date.now;
  }

  get current(): ReferenceStatus {
    return this.status;
  }

  /** Reports what is stored, refreshes, and keeps refreshing on the timer and on `online`. */
  start(): Promise<ReferenceStatus> {
    const isOnline = this.options.isOnline ?? defaultIsOnline;
    // Offline ticks are skipped: the `online` event refreshes as soon as the network is back.
    const tick = () => isOnline() && void this.refresh();
    this.timer = setInterval(tick, this.options.intervalMs ?? REFRESH_INTERVAL_MS);
    this.network?.addEventListener('online', this.handleOnline);
    return this.loadStored().then(() => this.refresh());
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
    this.network?.removeEventListener('online', this.handleOnline);
  }

  /** An automatic trigger (network or socket back): skipped right after a clean refresh. */
  nudge(): void {
    const gap = this.options.minAutoGapMs ?? MIN_AUTO_GAP_MS;
    if (this.now() - this.lastCleanAt >= gap) void this.refresh();
  }

  /** Refreshes every dataset; joins the refresh under way, or queues after it when `force` is asked. */
  refresh(force = false): Promise<ReferenceStatus> {
    if (this.stopped) return Promise.resolve(this.status);
    const before = this.running;
    if (before && !force) return before;
    const run = (before ?? Promise.resolve())
      .then(() => this.runAll(force))
      .catch((e: unknown) => this.failed(e));
    const mine = run.finally(() => {
      if (this.running === mine) this.running = null;
    });
    this.running = mine;
    return mine;
  }

  private readonly handleOnline = (): void => this.nudge();

  /** Something outside the datasets failed (the lock, the database); the status says so, nothing throws. */
  private failed(e: unknown): ReferenceStatus {
    this.setStatus({ ...this.status, state: 'error', lastError: message(e), finishedAt: this.now() });
    return this.status;
  }

  private async loadStored(): Promise<void> {
    const rows = await datasetStates(this.db).catch(() => []);
    const datasets: ReferenceStatus['datasets'] = {};
    for (const row of rows) datasets[row.dataset as DatasetName] = statusOf(row);
    this.setStatus({ ...this.status, datasets: { ...datasets, ...this.status.datasets } });
  }

  private async runAll(force: boolean): Promise<ReferenceStatus> {
    if (this.stopped) return this.status;
    this.setStatus({ ...this.status, state: 'syncing' });
    const defs = this.options.datasets ?? DATASETS;
    const lock = this.options.lock ?? webLock;
    const results = await lock(`reference-sync:${this.db.name}`, () =>
      Promise.allSettled(
        defs.map((def) => refreshDataset(this.db, this.http, def, { force, now: this.now })),
      ),
    );
    if (this.stopped) return this.status;
    await this.finish(defs, results);
    return this.status;
  }

  private async finish(defs: readonly DatasetDef[], results: PromiseSettledResult<RefreshResult>[]) {
    const stored = new Map((await datasetStates(this.db).catch(() => [])).map((r) => [r.dataset, r]));
    const datasets = { ...this.status.datasets };
    let lastError: string | undefined;
    let sessionEnd: ApiError | undefined;
    results.forEach((result, i) => {
      const def = defs[i] as DatasetDef;
      const row = stored.get(def.name);
      const entry = statusOf(row);
      if (result.status === 'rejected') {
        entry.error = message(result.reason);
        lastError ??= entry.error;
        if (result.reason instanceof ApiError && result.reason.kind === 'session')
          sessionEnd ??= result.reason;
      }
      datasets[def.name] = entry;
    });
    if (!lastError) this.lastCleanAt = this.now();
    const state = lastError ? 'error' : 'idle';
    this.setStatus({ state, lastError, finishedAt: this.now(), datasets });
    if (sessionEnd) {
      this.stop();
      this.listener.onSessionEnded(sessionEnd.message);
    }
  }

  private setStatus(status: ReferenceStatus): void {
    if (status.lastError === undefined) delete status.lastError;
    this.status = status;
    if (this.stopped) return;
    try {
      this.listener.onStatus(status);
    } catch {
      // a listener that fails (the page is gone) must not stop the sync
    }
  }
}
