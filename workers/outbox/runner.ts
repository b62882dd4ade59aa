/**
 * The worker's outbox for one session: when to flush, and with which trigger (policy.ts). Session start,
 * `online` (the worker's own, where the browser fires it, and the page's word through the sync door) and
 * the socket coming back are `network`; app focus and a timer for the earliest waiting row are `due` — or,
 * after a flush that delivered rows while others wait out a failure, `network` within 2 s (the server answers).
 * Requests made while a flush runs are coalesced into one more run after it, with the stronger trigger; a
 * flush that finds another context holding the lock queues behind it. A session error goes to `onSessionEnded`.
 * When a silent network answers again (the chat socket says so), what is in flight went out into the silence
 * and may never be answered: it is abandoned (released, attempts unchanged) and sent again at once.
 */
import type { UserDb } from '../../core/store/db';
import { defaultNetwork, type NetworkEvents } from '../socketEnv';
import type { OutboxFlushReport } from '../types';
import { emptyReport, flushOutbox, type FlushDeps } from './flush';
import { resumeOutbox } from './pause';
import { strongerTrigger, type FlushTrigger } from './policy';
import type { OutboxSession } from './send';
import { httpUploader } from './upload';

export interface OutboxListener {
  onSessionEnded(msg: string): void;
}

export type OutboxRunnerOptions = Omit<FlushDeps, 'db' | 'session' | 'signal'> & {
  network?: NetworkEvents | null;
};

/** Never wake sooner than this after a flush (rows due "now" that could not go out). */
export const MIN_TIMER_MS = 250;
const MAX_TIMER_MS = 2 ** 31 - 1;
/** After a flush that threw (not a send failure: those are rows' outcomes). */
export const ERROR_RETRY_MS = 30_000;
/**
 * A flush that delivered rows while others still wait out a failure: the server demonstrably answers (a
 * patchy signal, not a dead one), so the waiting rows go again this soon as `network` (Retry-After still
 * kept), not after a backoff grown to minutes. Ends with the first flush that delivers nothing.
 */
export const ANSWERED_RETRY_MS = 2_000;

export class OutboxRunner {
  private running: Promise<OutboxFlushReport> | null = null;
  /** Asked to flush (again) since the current run began. */
  private again = false;
  private againTrigger: FlushTrigger = 'due';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly aborter = new AbortController();
  /** Stops the flush under way only (its rows are released): the session's aborter stops them all. */
  private flushAborter: AbortController | null = null;
  private readonly network: NetworkEvents | null;

  constructor(
    private readonly db: UserDb,
    private readonly session: OutboxSession,
    private readonly listener: OutboxListener,
    private readonly options: OutboxRunnerOptions = {},
  ) {
    this.network = options.network === undefined ? defaultNetwork() : options.network;
  }

  /** Resumes a pause left by an earlier token, or reports that this token is still refused; then flushes. */
  async start(): Promise<OutboxFlushReport> {
    this.network?.addEventListener('online', this.handleOnline);
    const resumed = await resumeOutbox(this.db, this.session);
    if (resumed.state === 'still-paused') {
      this.listener.onSessionEnded(resumed.pause.msg);
      return { ...emptyReport(false), paused: { code: resumed.pause.code, msg: resumed.pause.msg } };
    }
    // Launched after who knows how long away: as good as a network return.
    return this.flush('network');
  }

  stop(): void {
    this.aborter.abort();
    clearTimeout(this.timer);
    this.network?.removeEventListener('online', this.handleOnline);
  }

  /**
   * Flushes now, or once more right after the flush under way. The trigger says which waiting rows are
   * due: `due` only those whose time has come, `network` all but a server's Retry-After, `user` all.
   */
  flush(trigger: FlushTrigger = 'due'): Promise<OutboxFlushReport> {
    if (this.aborter.signal.aborted) return Promise.resolve(emptyReport(false));
    this.again = true;
    this.againTrigger = strongerTrigger(this.againTrigger, trigger);
    // Started in a microtask, so `running` is set before the loop can clear it.
    this.running ??= Promise.resolve().then(() => this.loop());
    return this.running;
  }

  /**
   * The network answers again after a silence (issue #30 item 12): requests still out were sent into it and
   * may hang until their time-out. Abandon them (their rows are released, due now) and send again now.
   */
  silenceEnded(): Promise<OutboxFlushReport> {
    this.flushAborter?.abort();
    return this.flush('network');
  }

  private readonly handleOnline = (): void => void this.flush('network').catch(() => undefined);

  private async loop(): Promise<OutboxFlushReport> {
    let report = emptyReport(false);
    try {
      while (this.again && !this.aborter.signal.aborted) {
        this.again = false;
        const trigger = this.againTrigger;
        this.againTrigger = 'due';
        report = await this.once(trigger);
        if (report.pausedNow && report.paused) this.listener.onSessionEnded(report.paused.msg);
      }
    } catch (e) {
      // The database failed under us (closed, quota): try again later rather than never.
      this.schedule({ ...report, paused: null, nextDueAt: this.now() + ERROR_RETRY_MS });
      throw e;
    } finally {
      this.running = null;
    }
    this.schedule(report);
    return report;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private async once(trigger: FlushTrigger): Promise<OutboxFlushReport> {
    const aborter = new AbortController();
    const stop = () => aborter.abort();
    this.aborter.signal.addEventListener('abort', stop);
    this.flushAborter = aborter;
    const deps: FlushDeps = {
      uploader: httpUploader,
      ...this.options,
      db: this.db,
      session: this.session,
      signal: aborter.signal,
    };
    try {
      const report = await flushOutbox(deps, { trigger });
      // Another tab or the service worker is flushing: run once more after it, for rows it may have missed.
      return report.ran ? report : await flushOutbox(deps, { trigger, wait: true });
    } finally {
      this.aborter.signal.removeEventListener('abort', stop);
      this.flushAborter = null;
    }
  }

  private schedule(report: OutboxFlushReport): void {
    clearTimeout(this.timer);
    if (this.aborter.signal.aborted || report.paused || report.nextDueAt === null) return;
    const wait = report.nextDueAt - this.now();
    const answered = report.done > 0 && wait > ANSWERED_RETRY_MS;
    const delay = answered ? ANSWERED_RETRY_MS : Math.min(MAX_TIMER_MS, Math.max(MIN_TIMER_MS, wait));
    const trigger: FlushTrigger = answered ? 'network' : 'due';
    this.timer = setTimeout(() => void this.flush(trigger).catch(() => undefined), delay);
  }
}
