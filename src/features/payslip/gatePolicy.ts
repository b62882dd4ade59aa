/**
 * The payslip gate's rules (issue #30 item 17), pure: how long one check keeps the slips open, and how a
 * password is checked — by the server when there is signal, else on the phone against the verifier kept at
 * the last online check, at most OFFLINE_TRIES wrong in a row before the phone asks for the network.
 */

/** One check lasts while the app stays in front, and never longer than this (as banking apps time out). */
export const GATE_OPEN_MS = 5 * 60_000;
/** Wrong passwords the phone takes in a row, with no server to count them, before it asks for the network. */
export const OFFLINE_TRIES = 5;

/** Whose slips are open and until when (device ms); null: closed. */
export type GateOpening = { dbName: string; until: number } | null;

export const openedFor = (dbName: string, now: number): GateOpening => ({
  dbName,
  until: now + GATE_OPEN_MS,
});

export const isOpenFor = (opening: GateOpening, dbName: string, now: number): boolean =>
  opening !== null && opening.dbName === dbName && now < opening.until;

/** Where a password is checked: the server; the phone; or nowhere, with the reason. */
export type PasswordCheck = 'server' | 'device' | 'noVerifier' | 'tooMany';

export function passwordCheck(facts: {
  online: boolean;
  hasVerifier: boolean;
  deviceFailures: number;
}): PasswordCheck {
  if (facts.online) return 'server';
  if (!facts.hasVerifier) return 'noVerifier';
  return facts.deviceFailures >= OFFLINE_TRIES ? 'tooMany' : 'device';
}
