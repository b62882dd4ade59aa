/**
 * Is the chat socket still answering (issue #30 item 12)? A signal that connects but answers nothing keeps
 * a socket open and silent; this model finds it dead. Every frame heard proves the connection; a frame
 * that must be answered (a ping, SendMessage, MessageList) starts a wait that the next frame heard ends,
 * and a wait longer than `answerWithinMs` means dead. With a heartbeat (a server that advertises one in
 * initMessage) a quiet connection is pinged after `pingEveryMs`; without one (the platform's back end)
 * only an unanswered frame can find it dead. A request that timed out elsewhere (the outbox's) casts doubt:
 * a ping settles it where the server keeps a heartbeat; where it keeps none, the connection is replaced.
 * Pure: the clock is passed in.
 */

export interface LivenessPolicy {
  /** Ping after this long without hearing a frame; null: the server has no heartbeat, never ping. */
  pingEveryMs: number | null;
  /** A frame that must be answered and hears nothing back for this long: the connection is dead. */
  answerWithinMs: number;
}

export interface Liveness {
  heardAt: number;
  /** When the oldest frame still unanswered was sent; null when nothing waits for an answer. */
  awaitingSince: number | null;
}

export type LivenessVerdict =
  | { action: 'dead' }
  /** Send a ping now (then `sent(…, true)`), and look again at `nextAt`. */
  | { action: 'ping' }
  /** Nothing to do until `nextAt`; null: until something is sent or heard. */
  | { action: 'wait'; nextAt: number | null };

/**
 * A frame unanswered for 4 s is dead; with the server's 5 s heartbeat a silent connection is found at most
 * 9 s after the last frame heard (issue #30: "within ~10 s"). A pong is answered at once, ahead of the
 * socket's queued frames, so 4 s is room for a busy server and a slow signal.
 */
export const ANSWER_WITHIN_MS = 4_000;
/** The connection must open (TCP and the upgrade, no database) within this, or a new one is tried. */
export const OPEN_WITHIN_MS = 3_000;
/** Once open, initMessage (the server checks the token and counts the unread) within this. */
export const INIT_WITHIN_MS = 10_000;
/** The interval a server may advertise is clamped to this range: never a ping flood, never a deaf minute. */
export const PING_EVERY_RANGE = { minMs: 1_000, maxMs: 60_000 } as const;

/** The frames the server answers (OnConnection's answer is the handshake's deadline, not this one). */
const ANSWERED = new Set(['ping', 'SendMessage', 'MessageList']);

export const expectsAnswer = (method: string): boolean => ANSWERED.has(method);

/** The advertised interval as a policy's `pingEveryMs`: null without one, else clamped to the range. */
export function pingEvery(advertisedMs: number | undefined): number | null {
  if (advertisedMs === undefined || !Number.isFinite(advertisedMs) || advertisedMs <= 0) return null;
  return Math.min(PING_EVERY_RANGE.maxMs, Math.max(PING_EVERY_RANGE.minMs, advertisedMs));
}

export const started = (now: number): Liveness => ({ heardAt: now, awaitingSince: null });

/** A frame came in: the connection works, and whatever waited was answered (frames come in order). */
export const heard = (now: number): Liveness => ({ heardAt: now, awaitingSince: null });

/** A frame went out; one that must be answered starts the wait unless an older one already did. */
export function sent(state: Liveness, now: number, answered: boolean): Liveness {
  if (!answered || state.awaitingSince !== null) return state;
  return { ...state, awaitingSince: now };
}

/** Something sent elsewhere on the same network went unanswered: what to do about this connection. */
export function doubted(state: Liveness, policy: LivenessPolicy): LivenessVerdict {
  if (policy.pingEveryMs === null) return { action: 'dead' };
  if (state.awaitingSince !== null)
    return { action: 'wait', nextAt: state.awaitingSince + policy.answerWithinMs };
  return { action: 'ping' };
}

export function verdict(state: Liveness, now: number, policy: LivenessPolicy): LivenessVerdict {
  if (state.awaitingSince !== null) {
    const deadAt = state.awaitingSince + policy.answerWithinMs;
    return now >= deadAt ? { action: 'dead' } : { action: 'wait', nextAt: deadAt };
  }
  if (policy.pingEveryMs === null) return { action: 'wait', nextAt: null };
  const pingAt = state.heardAt + policy.pingEveryMs;
  return now >= pingAt ? { action: 'ping' } : { action: 'wait', nextAt: pingAt };
}
