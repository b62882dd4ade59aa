/**
 * Time you can trust (ARCHITECTURE §5), free of HTTP and database: turns the device's claim and the
 * server's clock into the stored times, and flags what is implausible by PUNCH_RULES. Pure functions.
 */
import { PUNCH_FLAGS, PUNCH_RULES, type PunchFlag } from '../../../contract';

/**
 * Ms values beyond ±1e14 (past the year 5000) are no clock reading. Keeping inputs inside it keeps every
 * sum and difference below a safe integer.
 */
export const TIME_LIMIT_MS = 1e14;

export type PunchClaim = { punchedAt: number; serverOffsetMs: number | null };

export type PunchTiming = {
  /** The claim in the server's clock. */
  punchedAt: number;
  receivedAt: number;
  /** receivedAt − punchedAt. */
  delayMs: number;
  /** server − device at receipt, null without a device time. */
  clockSkewMs: number | null;
};

/** The `x-device-time` header as device ms, or null when absent or not an integer within TIME_LIMIT_MS. */
export function deviceTimeOf(header: unknown): number | null {
  if (typeof header !== 'string' || !/^\d{1,15}$/.test(header.trim())) return null;
  const value = Number(header.trim());
  return value <= TIME_LIMIT_MS ? value : null;
}

/**
 * The claim in server time: the offset the device knew at the punch when there is one (it stays right
 * however late the punch is sent), else the skew measured now, else the device's reading as it is.
 */
export function punchTiming(claim: PunchClaim, receivedAt: number, deviceTime: number | null): PunchTiming {
  const clockSkewMs = deviceTime === null ? null : receivedAt - deviceTime;
  const correction = claim.serverOffsetMs ?? clockSkewMs ?? 0;
  const punchedAt = claim.punchedAt + correction;
  return { punchedAt, receivedAt, delayMs: receivedAt - punchedAt, clockSkewMs };
}

/** The flags of PUNCH_FLAGS that hold, in that order; each limit itself is still plausible. */
export function punchFlags(timing: PunchTiming, serverOffsetMs: number | null, inside: boolean): PunchFlag[] {
  const { punchedAt, receivedAt, delayMs, clockSkewMs } = timing;
  const holds: Record<PunchFlag, boolean> = {
    future: punchedAt > receivedAt + PUNCH_RULES.futureToleranceMs,
    stale: delayMs > PUNCH_RULES.maxDelayMs,
    skew: clockSkewMs !== null && Math.abs(clockSkewMs) > PUNCH_RULES.maxSkewMs,
    clockChanged:
      clockSkewMs !== null &&
      serverOffsetMs !== null &&
      Math.abs(serverOffsetMs - clockSkewMs) > PUNCH_RULES.maxOffsetDriftMs,
    unverified: clockSkewMs === null && delayMs > PUNCH_RULES.unverifiedAfterMs,
    outside: !inside,
  };
  return PUNCH_FLAGS.filter((flag) => holds[flag]);
}
