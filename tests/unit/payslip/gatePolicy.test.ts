/**
 * The payslip gate's rules (issue #30): one check opens one user's slips for at most five minutes; a password
 * is checked by the server when there is signal, on the phone otherwise, and never on a phone that holds no
 * verifier or has taken five wrong ones in a row.
 */
import { describe, expect, it } from 'vitest';
import {
  GATE_OPEN_MS,
  isOpenFor,
  OFFLINE_TRIES,
  openedFor,
  passwordCheck,
} from '../../../src/features/payslip/gatePolicy';

describe('how long one check lasts', () => {
  it('opens the slips of the database it was made for, until five minutes have passed', () => {
    const opening = openedFor('hr-a-u1', 1_000);
    expect(isOpenFor(opening, 'hr-a-u1', 1_000)).toBe(true);
    expect(isOpenFor(opening, 'hr-a-u1', 1_000 + GATE_OPEN_MS - 1)).toBe(true);
    expect(isOpenFor(opening, 'hr-a-u1', 1_000 + GATE_OPEN_MS)).toBe(false);
    expect(GATE_OPEN_MS).toBe(5 * 60_000);
  });

  it("never opens another user's slips, and closed is closed", () => {
    expect(isOpenFor(openedFor('hr-a-u1', 0), 'hr-a-u2', 1)).toBe(false);
    expect(isOpenFor(null, 'hr-a-u1', 0)).toBe(false);
  });
});

describe('where a password is checked', () => {
  it('by the server whenever there is signal, verifier or not', () => {
    expect(passwordCheck({ online: true, hasVerifier: false, deviceFailures: 0 })).toBe('server');
    expect(passwordCheck({ online: true, hasVerifier: true, deviceFailures: OFFLINE_TRIES })).toBe('server');
  });

  it('offline on the phone, against its verifier', () => {
    expect(passwordCheck({ online: false, hasVerifier: true, deviceFailures: OFFLINE_TRIES - 1 })).toBe(
      'device',
    );
  });

  it('offline without a verifier it cannot be checked', () => {
    expect(passwordCheck({ online: false, hasVerifier: false, deviceFailures: 0 })).toBe('noVerifier');
  });

  it('offline after five wrong ones in a row the phone asks for the network', () => {
    expect(OFFLINE_TRIES).toBe(5);
    expect(passwordCheck({ online: false, hasVerifier: true, deviceFailures: OFFLINE_TRIES })).toBe(
      'tooMany',
    );
  });
});
