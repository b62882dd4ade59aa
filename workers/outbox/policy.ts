/**
 * The outbox retry policy as one declarative table (ARCHITECTURE §4, STYLE 7): what a send's answer
 * means for its row. Pure: `decide(answer)` finds the first matching rule; `retryDelayMs` is the bounded,
 * jittered wait before the next try; `dueAt(row, trigger)` is when a waiting row may go for what woke the
 * flush. Tested outcome by outcome in tests/unit/outbox/policy.test.ts.
 */
import { CODE, CODE_MESSAGE, isSessionCode } from '../../contract/codes';
import { OUTBOX_BACKOFF, backoffDelay } from '../backoff';

/** What came back from one attempt to deliver a row (or one of its files). */
export type Answer =
  | { kind: 'network'; message: string }
  /** The request failed while the device said it had no network: it never left the phone. */
  | { kind: 'offline'; message: string }
  | { kind: 'timeout' }
  /** This flusher was stopped (sign-out, session switch) while the request was out. */
  | { kind: 'stopped' }
  /** Not sent at all: the row's URL points outside the signed-in server. */
  | { kind: 'refused'; message: string }
  | {
      kind: 'http';
      status: number;
      /** The envelope's body code; null when the body is not an envelope. */
      code: number | null;
      msg: string | null;
      data?: unknown;
      retryAfterMs?: number;
    };

/**
 * done: delivered. retry: queued again after a backoff, attempts + 1. pause: the whole outbox of this
 * user waits for a new sign-in, the row stays queued. fail: shown in the sync centre with the message.
 * release: queued again, due now, attempts unchanged (the attempt was ours to abandon, not the server's).
 * hold: queued again, attempts unchanged (nothing left the phone), due when the network returns.
 */
export type OutboxAction = 'done' | 'retry' | 'pause' | 'fail' | 'release' | 'hold';

export interface PolicyRule {
  outcome: string;
  when: (answer: Answer) => boolean;
  action: OutboxAction;
}

const http = (answer: Answer, test: (a: Extract<Answer, { kind: 'http' }>) => boolean): boolean =>
  answer.kind === 'http' && test(answer);

/** First match wins; the last rule matches everything. */
export const OUTBOX_POLICY: readonly PolicyRule[] = [
  { outcome: 'flusher stopped', when: (a) => a.kind === 'stopped', action: 'release' },
  { outcome: 'device offline', when: (a) => a.kind === 'offline', action: 'hold' },
  { outcome: 'network error', when: (a) => a.kind === 'network', action: 'retry' },
  { outcome: 'time-out', when: (a) => a.kind === 'timeout', action: 'retry' },
  { outcome: 'URL outside the server', when: (a) => a.kind === 'refused', action: 'fail' },
  {
    outcome: 'session ended: body code 600/601/602',
    when: (a) => http(a, (h) => h.code !== null && isSessionCode(h.code)),
    action: 'pause',
  },
  { outcome: 'HTTP 401', when: (a) => http(a, (h) => h.status === 401), action: 'pause' },
  { outcome: 'HTTP 408', when: (a) => http(a, (h) => h.status === 408), action: 'retry' },
  // Too often, come back later (an upload or chat message over the sender's rate): sent again then.
  { outcome: 'HTTP 429', when: (a) => http(a, (h) => h.status === 429), action: 'retry' },
  { outcome: 'HTTP 5xx', when: (a) => http(a, (h) => h.status >= 500), action: 'retry' },
  {
    // A limit that does not lift soon (the day's uploads, the disk floor, an urge too soon): final.
    outcome: 'a limit reached: body code 429 on HTTP 200',
    when: (a) => http(a, (h) => h.status === 200 && h.code === CODE.TOO_MANY_REQUESTS),
    action: 'fail',
  },
  {
    outcome: 'success: HTTP 200 and body code 200',
    when: (a) => http(a, (h) => h.status === 200 && h.code === CODE.OK),
    action: 'done',
  },
  {
    // A captive portal or proxy page: the request may never have reached us, so try again.
    outcome: 'HTTP 2xx/3xx without an envelope',
    when: (a) => http(a, (h) => h.status < 400 && h.code === null),
    action: 'retry',
  },
  { outcome: 'rejected: any other 4xx or business code', when: () => true, action: 'fail' },
];

export interface Decision {
  action: OutboxAction;
  /** The rule that matched (its `outcome`). */
  rule: string;
  /** For lastError: the server's message, or what went wrong. */
  message: string;
  /** The session code behind a pause (600 when an HTTP 401 carried none). */
  code?: number;
  retryAfterMs?: number;
}

function messageOf(answer: Answer): string {
  switch (answer.kind) {
    case 'network':
    case 'offline':
    case 'refused':
      return answer.message;
    case 'timeout':
      return '请求超时，请重试';
    case 'stopped':
      return 'stopped';
    case 'http':
      return answer.msg || CODE_MESSAGE[answer.code ?? answer.status] || `HTTP ${answer.status}`;
  }
}

export function decide(answer: Answer): Decision {
  const rule = OUTBOX_POLICY.find((r) => r.when(answer)) as PolicyRule;
  const decision: Decision = { action: rule.action, rule: rule.outcome, message: messageOf(answer) };
  if (answer.kind === 'http') {
    if (answer.retryAfterMs !== undefined) decision.retryAfterMs = answer.retryAfterMs;
    if (rule.action === 'pause') {
      decision.code = answer.code !== null && answer.code !== CODE.OK ? answer.code : CODE.SESSION_EXPIRED;
    }
  }
  return decision;
}

/**
 * What woke a flush, weakest first. `due`: its timer, app focus, a new row — rows whose retry time has
 * come. `network`: the network or the server is back (the page's `online`, the service worker's `sync`,
 * the socket connected, the session started) — every waiting row is due now, except one the server itself
 * told to wait (Retry-After): the server was reachable when it said so, and the signal's return says
 * nothing about its load. `user`: 立即同步 — every waiting row now, Retry-After or not; the user asked.
 * Failed rows are never woken: they wait for the user's 重发 or 删除, whatever the trigger.
 */
export const FLUSH_TRIGGERS = ['due', 'network', 'user'] as const;
export type FlushTrigger = (typeof FLUSH_TRIGGERS)[number];

/** Two wake-ups coalesced into one flush: the one that makes more rows due. */
export function strongerTrigger(a: FlushTrigger, b: FlushTrigger): FlushTrigger {
  return FLUSH_TRIGGERS.indexOf(a) >= FLUSH_TRIGGERS.indexOf(b) ? a : b;
}

/** When a queued row may be sent by a flush this trigger woke (a time ≤ now means "now"). */
export function dueAt(row: { nextAttemptAt: number; notBefore?: number }, trigger: FlushTrigger): number {
  switch (trigger) {
    case 'due':
      return row.nextAttemptAt;
    case 'network':
      return Math.min(row.nextAttemptAt, row.notBefore ?? 0);
    case 'user':
      return -Infinity;
  }
}

/** Retry-After beyond this is taken as a misconfiguration; the user can still press 立即同步. */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;

/**
 * The wait before retry number `attempts + 1`: exponential from 1 s with full jitter, never below 1 s
 * (no hot loop) nor above 5 min, and never sooner than the server's Retry-After (up to an hour).
 */
export function retryDelayMs(
  attempts: number,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number {
  const { baseMs, capMs } = OUTBOX_BACKOFF;
  const backoff = Math.min(capMs, Math.max(baseMs, backoffDelay(attempts, OUTBOX_BACKOFF, random)));
  return Math.max(backoff, Math.min(retryAfterMs ?? 0, RETRY_AFTER_MAX_MS));
}
