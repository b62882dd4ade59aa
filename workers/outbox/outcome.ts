/**
 * A policy decision turned into the change it makes to its row (and the pause record when it pauses):
 * pure, so the store only has to write what this returns.
 */
import type { OutboxPause, OutboxRow } from '../../core/store/types';
import { RETRY_AFTER_MAX_MS, retryDelayMs, type Decision } from './policy';

/** A row held while the device is offline is looked at again after this, if no network return came first. */
export const OFFLINE_RECHECK_MS = 5 * 60_000;

/** Done rows stay ~24 h for the sync centre ("recently delivered"), then are pruned. */
export const KEEP_DONE_MS = 24 * 60 * 60_000;

export interface Outcome {
  patch: Partial<OutboxRow>;
  pause?: OutboxPause;
}

export interface OutcomeContext {
  now: number;
  random: () => number;
  /** Short hash of the token the request carried (for the pause record). */
  tokenTag: string;
  /** The server's `data` on success. */
  result?: unknown;
}

export function outcomeOf(decision: Decision, row: OutboxRow, ctx: OutcomeContext): Outcome {
  const { now } = ctx;
  switch (decision.action) {
    case 'done': {
      const patch: Partial<OutboxRow> = { state: 'done', doneAt: now, nextAttemptAt: now + KEEP_DONE_MS };
      return { patch: { ...patch, attempts: row.attempts + 1, lastError: null, result: ctx.result } };
    }
    case 'retry': {
      const wait = retryDelayMs(row.attempts, decision.retryAfterMs, ctx.random);
      // The server's own "not before" is kept apart from our backoff: a network return keeps to it.
      const asked = decision.retryAfterMs;
      const notBefore = asked === undefined ? 0 : now + Math.min(asked, RETRY_AFTER_MAX_MS);
      const patch: Partial<OutboxRow> = { state: 'queued', nextAttemptAt: now + wait, notBefore };
      return { patch: { ...patch, attempts: row.attempts + 1, lastError: decision.message } };
    }
    case 'fail':
      return { patch: { state: 'failed', attempts: row.attempts + 1, lastError: decision.message } };
    case 'release':
      return { patch: { state: 'queued', nextAttemptAt: now } };
    case 'hold':
      // The network's return makes it due at once (policy.ts dueAt); the timer only checks now and then.
      return {
        patch: { state: 'queued', nextAttemptAt: now + OFFLINE_RECHECK_MS, lastError: decision.message },
      };
    case 'pause': {
      const code = decision.code ?? 600;
      const pause: OutboxPause = { code, msg: decision.message, at: now, tokenTag: ctx.tokenTag };
      return { patch: { state: 'queued', nextAttemptAt: now, lastError: decision.message }, pause };
    }
  }
}
