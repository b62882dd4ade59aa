/**
 * Whether the payslips are open now (issue #30): one check opens them for the signed-in user's database
 * until the app leaves the front (another app, the lock screen) or GATE_OPEN_MS pass, whichever is first.
 * Kept in memory only: a reload or a new start asks again.
 */
import { signal } from '@preact/signals-react';
import { GATE_OPEN_MS, isOpenFor, openedFor, type GateOpening } from './gatePolicy';

/** Null once closed: the timer and the app leaving the front close it, the clock checked again on return. */
export const gateOpening = signal<GateOpening>(null);

let closing: ReturnType<typeof setTimeout> | undefined;

export function closeGate(): void {
  clearTimeout(closing);
  gateOpening.value = null;
}

export function openGate(dbName: string, now = Date.now()): void {
  clearTimeout(closing);
  gateOpening.value = openedFor(dbName, now);
  closing = setTimeout(closeGate, GATE_OPEN_MS);
}

/** The app left the front, or came back after the time ran out while its timers slept: closed. */
export function onVisibility(visibility: DocumentVisibilityState, now = Date.now()): void {
  const opening = gateOpening.value;
  if (visibility === 'hidden' || !isOpenFor(opening, opening?.dbName ?? '', now)) closeGate();
}

if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => onVisibility(document.visibilityState));
