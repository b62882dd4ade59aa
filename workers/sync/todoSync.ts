/**
 * The to-do list the worker keeps (#29 item 4): page 1 of 我的待办 in the store (core/store/flowLists.ts),
 * so the list and the 业务办理 badge are right the moment anything changes, with no screen open. It is
 * refreshed when the session starts, every TODO_INTERVAL_MS while online, when the network or the socket
 * comes back, when the server pushes news (a `messagePush`: an approval to make, an outcome) and when a
 * screen asks; one request at a time — a second ask joins it, unless `fresh` (an answer asked for before an
 * approval was delivered must not count as the list after it). A dead session is the caller's to end.
 */
import { flowListData } from '../../contract';
import { ApiError } from '../../core/net/errors';
import { cacheFirstPage, FIRST_PAGE, FLOW_PAGE_SIZE, flowListKindPath } from '../../core/store/flowLists';
import type { UserDb } from '../../core/store/db';
import type { WorkerHttp } from './http';

export const TODO_INTERVAL_MS = 5 * 60_000;

export interface TodoSyncOptions {
  intervalMs?: number;
  isOnline?: () => boolean;
  now?: () => number;
  /** Body code 600/601/602 on the list: the session is over. */
  onSessionEnded?: (msg: string) => void;
}

export class TodoSync {
  private running: Promise<boolean> | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(
    private readonly db: UserDb,
    private readonly http: WorkerHttp,
    private readonly options: TodoSyncOptions = {},
  ) {}

  start(): Promise<boolean> {
    const isOnline = this.options.isOnline ?? (() => true);
    this.timer = setInterval(
      () => isOnline() && void this.refresh(),
      this.options.intervalMs ?? TODO_INTERVAL_MS,
    );
    return this.refresh();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
  }

  /** Stores page 1 of the to-do list anew; resolves false (never rejects) when it could not. */
  refresh(fresh = false): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false);
    const before = this.running;
    if (before && !fresh) return before;
    const run = (before ?? Promise.resolve(true)).then(() => this.fetchAndStore());
    const mine = run.finally(() => {
      if (this.running === mine) this.running = null;
    });
    this.running = mine;
    return mine;
  }

  private async fetchAndStore(): Promise<boolean> {
    if (this.stopped) return false;
    const askedAt = (this.options.now ?? Date.now)();
    try {
      const answer = await this.http.getJson(flowListKindPath('todo'), {
        query: { currentPage: '1', pageSize: String(FLOW_PAGE_SIZE) },
      });
      if (answer.notModified || this.stopped) return !this.stopped;
      const data = flowListData.parse(answer.data);
      await cacheFirstPage(this.db, 'todo', FIRST_PAGE, data, askedAt);
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'session') this.options.onSessionEnded?.(e.message);
      return false;
    }
  }
}
