/**
 * How long the payslips stay open after one check (issue #30): until the app leaves the front, and never
 * beyond five minutes — by the timer, or on coming back when the timer slept with the app.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeGate, gateOpening, onVisibility, openGate } from '../../../src/features/payslip/gateOpening';
import { GATE_OPEN_MS } from '../../../src/features/payslip/gatePolicy';

afterEach(() => {
  closeGate();
  vi.useRealTimers();
});

describe('the payslips stay open', () => {
  it('while the app is in front, for five minutes, then close by themselves', () => {
    vi.useFakeTimers();
    openGate('hr-a-u1', 0);
    expect(gateOpening.value).toEqual({ dbName: 'hr-a-u1', until: GATE_OPEN_MS });
    vi.advanceTimersByTime(GATE_OPEN_MS - 1);
    expect(gateOpening.value).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(gateOpening.value).toBeNull();
  });

  it('close the moment the app leaves the front (another app, the lock screen)', () => {
    openGate('hr-a-u1', 0);
    onVisibility('visible', 1);
    expect(gateOpening.value).not.toBeNull();
    onVisibility('hidden', 2);
    expect(gateOpening.value).toBeNull();
  });

  it('are closed on coming back past the five minutes, though the timer slept with the app', () => {
    openGate('hr-a-u1', 0);
    onVisibility('visible', GATE_OPEN_MS);
    expect(gateOpening.value).toBeNull();
  });
});
