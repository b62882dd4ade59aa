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

if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    const opening = gateOpening.value;
    if (document.visibilityState === 'hidden' || !isOpenFor(opening, opening?.dbName ?? '', Date.now()))
      closeGate();
  });
