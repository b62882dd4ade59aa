/**
 * Retry timing shared by the socket and (later) the outbox: exponential backoff with full jitter,
 * and the HTTP Retry-After header (seconds or an HTTP date) turned into a delay.
 */

export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

/** Chat socket reconnects: 1 s doubling up to 1 min. */
export const SOCKET_BACKOFF: BackoffPolicy = { baseMs: 1000, capMs: 60_000 };
/**
 * A fresh chat socket after one went silent or never answered (a lift, a basement): soon and again, so
 * the first connection after the network answers again comes within a second or so. Nothing of it reaches
 * the server while the network is silent; a server that refuses (closes) gets SOCKET_BACKOFF instead.
 */
export const SILENT_BACKOFF: BackoffPolicy = { baseMs: 250, capMs: 500 };
/** Outbox retries (ARCHITECTURE §4): 1 s doubling up to 5 min. */
export const OUTBOX_BACKOFF: BackoffPolicy = { baseMs: 1000, capMs: 300_000 };

/** The largest delay attempt `n` (0-based) may wait: base · 2ⁿ, never above the cap. */
export function backoffCeiling(attempt: number, { baseMs, capMs }: BackoffPolicy): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), 30);
  return Math.min(capMs, baseMs * 2 ** exponent);
}

/** Full jitter: a uniform delay in [0, ceiling), so many clients do not retry in step. */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.floor(r * backoffCeiling(attempt, policy));
}

/** Retry-After as a delay in ms; undefined when absent or unreadable. A past date means "now". */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date has a weekday and month name; bare "-5" or "1.5" would parse as dates in V8.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The wait before the next try: the jittered backoff, but never sooner than the server asked. */
export function retryDelay(
  attempt: number,
  policy: BackoffPolicy,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number {
  return Math.max(backoffDelay(attempt, policy, random), retryAfterMs ?? 0);
}
