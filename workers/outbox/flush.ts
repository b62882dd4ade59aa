/**
 * `flushOutbox(deps)`: sends the signed-in user's due outbox rows (ARCHITECTURE §4). One flusher at a
 * time (lock.ts); streams run side by side, each oldest first and stopping at its first row that is not
 * delivered; every row is claimed, completed (prepare.ts), sent with its Idempotency-Key and settled by
 * the policy table, each state change one Dexie transaction. No DOM or React: the worker and the service worker both call it.
 */
import { hashUrl, type UserDb } from '../../core/store/db';
import {
  claimRow,
  openRows,
  pruneDone,
  readPause,
  releaseOrphans,
  settleRow,
} from '../../core/store/outboxStore';
import { kindOf } from '../../core/store/outboxKinds';
import type { OutboxRow } from '../../core/store/types';
import { CODE } from '../../contract/codes';
import type { FetchLike } from '../../core/net/fetchCore';
import { emptyReport, type OutboxFlushReport } from '../types';

export { emptyReport };
import { defaultLock, lockName, type OutboxLock } from './lock';
import { outcomeOf } from './outcome';
import { decide, type Answer, type Decision, type FlushTrigger, type OutboxAction } from './policy';
import { heldAlready } from './heldAlready';
import { renumbered } from './renumber';
import { prepareRow } from './prepare';
import { SEND_TIMEOUT_MS, sendRow, type OutboxSession, type SendOptions } from './send';
import { nextDueAt, streamsOf, verdictOf, type PlanContext } from './streams';
import { uploadFiles, type Uploader } from './upload';

export interface FlushDeps {
  db: UserDb;
  session: OutboxSession;
  fetch?: FetchLike;
  /** Sends a row's files first (`httpUploader` in the app); without one, rows with files wait in the queue. */
  uploader?: Uploader;
  lock?: OutboxLock;
  now?: () => number;
  random?: () => number;
  timeoutMs?: number;
  /** How long a claimed row stays `sending` before another flusher may take it over (its sender died). */
  leaseMs?: number;
  /** Streams sent side by side. */
  concurrency?: number;
  /** Stops the flush: requests in flight are aborted and their rows released. */
  signal?: AbortSignal;
  /**
   * The page's word on the network (a dedicated worker hears no `online`/`offline` in Chromium and its
   * navigator.onLine is not kept fresh). While it says offline nothing is claimed or sent — a try that
   * cannot leave the phone is no attempt — and the network's return, not a timer, wakes the next flush.
   */
  isOnline?: () => boolean;
  /**
   * The second door of the kinds that have one (outboxKinds `socket`: chat messages), tried when the server
   * answers their HTTP path 404 because it lacks it (a JNPF back end). Without it (the service worker's
   * flush, which has no socket) such a row waits for a flush that has one.
   */
  socketDoor?: (row: OutboxRow, db: UserDb) => Promise<Answer>;
  /** A row's request went unanswered within its time-out: the network may be silent (the socket checks). */
  onTimeout?: () => void;
}

export interface FlushOptions {
  /** What woke this flush, so which waiting rows are due now (policy.ts `dueAt`); `due` by default. */
  trigger?: FlushTrigger;
  /** Queue behind a flusher that holds the lock instead of returning at once. */
  wait?: boolean;
}

/** Longer than a request's time-out, so a live sender's lease never runs out under it. */
export const LEASE_MS = 2 * SEND_TIMEOUT_MS + 30_000;
export const CONCURRENCY = 4;
/** A safety stop; a pass that sends nothing ends the flush long before. */
const MAX_PASSES = 100;

/** A 32-bit tag of the token, stored with a pause: enough to tell "the same dead token" from a new one. */
export const tokenTag = (token: string): string => hashUrl(token);

interface Run {
  deps: FlushDeps;
  fetch: FetchLike;
  now: () => number;
  tried: Set<string>;
  trigger: FlushTrigger;
  report: OutboxFlushReport;
}

const offline = (run: Run): boolean => run.deps.isOnline?.() === false;
const halted = (run: Run): boolean =>
  run.report.paused !== null || run.deps.signal?.aborted === true || offline(run);

function planContext(run: Run): PlanContext {
  return {
    now: run.now(),
    trigger: run.trigger,
    canUpload: run.deps.uploader !== undefined,
    tried: run.tried,
  };
}

interface Attempt {
  /** The row as sent (its body completed by prepare.ts). */
  row: OutboxRow;
  decision: Decision;
  result?: unknown;
}

function sendOptions(run: Run): SendOptions {
  const { session, timeoutMs, signal, isOnline } = run.deps;
  return { session, timeoutMs, signal, isOnline, fetch: run.fetch, now: run.now };
}

/** A path the server lacks (404, its not-found code) for a kind that may go by the socket instead. */
async function otherDoor(row: OutboxRow, answer: Answer, run: Run): Promise<Answer> {
  const lacking = answer.kind === 'http' && answer.status === 404 && answer.code === CODE.NOT_FOUND;
  if (!lacking || !kindOf(row)?.socket) return answer;
  const door = run.deps.socketDoor;
  return door ? door(row, run.deps.db) : { kind: 'network', message: '等待聊天连接发送' };
}

/**
 * The row by its HTTP door (under its kind's time-out, if shorter), else by the socket; a time-out is told
 * (the network may have gone silent: the chat socket checks itself).
 */
async function sendBy(row: OutboxRow, run: Run): Promise<Answer> {
  const timeoutMs = Math.min(run.deps.timeoutMs ?? SEND_TIMEOUT_MS, kindOf(row)?.timeoutMs ?? Infinity);
  const sent = await otherDoor(row, await sendRow(row, { ...sendOptions(run), timeoutMs }), run);
  if (sent.kind === 'timeout') run.deps.onTimeout?.();
  return sent;
}

/** Prepare → files → send. Null when the claim was lost on the way (another sender has the row). */
async function attempt(claimed: OutboxRow, run: Run): Promise<Attempt | null> {
  const { db, uploader } = run.deps;
  const prepared = await prepareRow(db, claimed, sendOptions(run));
  if (!prepared) return null;
  if ('decision' in prepared) return { row: claimed, decision: prepared.decision };
  const uploaded =
    uploader && prepared.row.fileIds.length > 0
      ? await uploadFiles(db, prepared.row, uploader, sendOptions(run))
      : prepared;
  if (!uploaded) return null;
  if ('decision' in uploaded) return { row: prepared.row, decision: uploaded.decision };
  const { row } = uploaded;
  run.report.sent++;
  const sent = await sendBy(row, run);
  const answer = await heldAlready(row, sent, sendOptions(run));
  const again = await renumbered(db, row, answer);
  if (again) return { row, decision: again };
  return { row, decision: decide(answer), result: answer.kind === 'http' ? answer.data : undefined };
}

const COUNTERS: Partial<Record<OutboxAction, 'done' | 'retried' | 'failed'>> = {
  done: 'done',
  retry: 'retried',
  fail: 'failed',
};

/** Claim → attempt → settle. Returns the action, or null when the row could not be (or stay) claimed. */
async function deliver(row: OutboxRow, run: Run): Promise<OutboxAction | null> {
  const { db, session, leaseMs = LEASE_MS, random = Math.random } = run.deps;
  const claimed = await claimRow(db, row.id, session.userId, run.now(), leaseMs);
  if (!claimed) return null;
  run.tried.add(row.id);
  const done = await attempt(claimed, run);
  if (!done) return null;
  const context = { now: run.now(), random, tokenTag: tokenTag(session.token), result: done.result };
  const { patch, pause } = outcomeOf(done.decision, done.row, context);
  await settleRow(db, done.row, patch, pause);
  const counter = COUNTERS[done.decision.action];
  if (counter) run.report[counter]++;
  if (pause) {
    run.report.paused ??= { code: pause.code, msg: pause.msg };
    run.report.pausedNow = true;
  }
  return done.decision.action;
}

async function runStream(stream: readonly OutboxRow[], run: Run): Promise<void> {
  for (const row of stream) {
    if (halted(run) || verdictOf(row, planContext(run)) !== 'send') return;
    if ((await deliver(row, run)) !== 'done') return;
  }
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

async function sendPasses(run: Run): Promise<void> {
  const { db, session, concurrency = CONCURRENCY } = run.deps;
  // Each pass re-reads the queue, so rows enqueued during the flush go out in the same flush.
  for (let pass = 0; pass < MAX_PASSES && !halted(run); pass++) {
    const before = run.report.sent;
    const streams = streamsOf(await openRows(db, session.userId));
    await pool(streams, concurrency, (stream) => runStream(stream, run));
    if (run.report.sent === before) return;
  }
}

async function finish(run: Run): Promise<OutboxFlushReport> {
  const { db, session, uploader } = run.deps;
  const rows = await openRows(db, session.userId);
  if (!uploader) run.report.held = rows.filter((r) => r.state !== 'failed' && r.fileIds.length > 0).length;
  const now = run.now();
  const ctx = { now, trigger: 'due' as const, canUpload: uploader !== undefined };
  // Paused: a new sign-in resumes it. Offline: the network's return flushes (no timer polling meanwhile).
  run.report.nextDueAt = run.report.paused || offline(run) ? null : nextDueAt(streamsOf(rows), ctx);
  return run.report;
}

async function flushLocked(
  deps: FlushDeps,
  options: FlushOptions,
  lock: OutboxLock,
): Promise<OutboxFlushReport> {
  if (deps.signal?.aborted) return emptyReport(false);
  const run: Run = {
    deps,
    fetch: deps.fetch ?? ((input, init) => fetch(input, init)),
    now: deps.now ?? Date.now,
    tried: new Set(),
    trigger: options.trigger ?? 'due',
    report: emptyReport(true),
  };
  await pruneDone(deps.db, run.now());
  if (lock.spansContexts) await releaseOrphans(deps.db, deps.session.userId, run.now());
  const pause = await readPause(deps.db);
  if (pause) run.report.paused = { code: pause.code, msg: pause.msg };
  else await sendPasses(run);
  return finish(run);
}

/**
 * Flushes the outbox of `deps.session.userId` in `deps.db` under the lock `outbox:<db name>`. Resolves
 * with what it did; `ran: false` when another flusher held the lock (and `wait` was not asked).
 */
export async function flushOutbox(deps: FlushDeps, options: FlushOptions = {}): Promise<OutboxFlushReport> {
  const lock = deps.lock ?? defaultLock();
  const mode = options.wait ? 'wait' : 'ifAvailable';
  try {
    const report = await lock(
      lockName(deps.db.name),
      mode,
      () => flushLocked(deps, options, lock),
      deps.signal,
    );
    return report ?? emptyReport(false);
  } catch (e) {
    // Waiting for the lock was abandoned (the session stopped): nothing was done.
    if (deps.signal?.aborted) return emptyReport(false);
    throw e;
  }
}
