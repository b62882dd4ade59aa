/**
 * The password kept on the phone for the offline check (issue #30): the right password matches, a wrong one
 * does not, the password itself is nowhere in what is kept, each verifier has its own salt, and the real
 * one costs OWASP's 600 000 PBKDF2-SHA-256 iterations.
 */
import { describe, expect, it } from 'vitest';
import {
  makeVerifier,
  matchesVerifier,
  PBKDF2_ITERATIONS,
} from '../../../src/features/payslip/passwordVerifier';

// Few iterations here: the rule is the same, the test need not pay a phone's second for each check.
const FAST = 1_000;

describe('the offline password verifier', () => {
  it('the right password matches, a wrong one (even by one letter, or by case) does not', async () => {
    const verifier = await makeVerifier('Demo@2026', FAST);
    expect(await matchesVerifier('Demo@2026', verifier)).toBe(true);
    expect(await matchesVerifier('Demo@2027', verifier)).toBe(false);
    expect(await matchesVerifier('demo@2026', verifier)).toBe(false);
    expect(await matchesVerifier('', verifier)).toBe(false);
  });

  it('keeps no trace of the password, and a new salt each time', async () => {
    const [a, b] = [await makeVerifier('Demo@2026', FAST), await makeVerifier('Demo@2026', FAST)];
    expect(JSON.stringify(a)).not.toContain('Demo');
    expect(a.salt).not.toBe(b.salt);
    expect(a.key).not.toBe(b.key);
    expect(await matchesVerifier('Demo@2026', b)).toBe(true);
  });

  it('is made at 600 000 iterations unless told otherwise', async () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
  });
});
