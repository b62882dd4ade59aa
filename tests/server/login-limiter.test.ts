/**
 * Password guessing is kept out without a lock-out anyone can trigger (issue #12, hole 5; OWASP ASVS 2.2.1):
 * failures count per account and address together — slowed from the 4th, refused at 10 from that address
 * only — and a device or address that signed in before keeps working while someone elsewhere guesses.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../contract';
import {
  ACCOUNT_MAX_FAILURES,
  decideGate,
  loginDelayMs,
  MAX_DELAY_MS,
  PAIR_MAX_FAILURES,
} from '../../server/auth/login-limiter';
import { createHarness, DEMO_MD5, LOGIN_URL, type Harness } from './harness';

const WRONG = '0'.repeat(32);
const delays: number[] = [];
let h: Harness;
beforeAll(async () => {
  // Record the waits instead of sleeping through them (10 failures would otherwise take ~10 s).
  h = await createHarness({ sleep: async (ms) => void delays.push(ms) });
});
afterAll(() => h.close());

type From = { address: string; cookie?: string };

/** A sign-in from an address (and a device cookie); returns the body code and the cookie it was given. */
async function signIn(app: FastifyInstance, account: string, password: string, from: From) {
  const res = await app.inject({
    method: 'POST',
    url: LOGIN_URL,
    remoteAddress: from.address,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'jnpf-origin': 'app',
      ...(from.cookie ? { cookie: from.cookie } : {}),
    },
    payload: new URLSearchParams({ account, password }).toString(),
  });
  const given = res.cookies.find((c) => c.name === 'hr_device');
  return { code: (res.json() as { code: number }).code, cookie: given && `hr_device=${given.value}` };
}

/** Wrong passwords from one address: each is refused, as wrong (400) or, past the limit, unheard (429). */
async function guess(account: string, times: number, address: string): Promise<void> {
  for (let i = 0; i < times; i++) {
    const { code } = await signIn(h.app, account, WRONG, { address });
    expect(code).toBe(i < PAIR_MAX_FAILURES ? CODE.BAD_REQUEST : CODE.TOO_MANY_REQUESTS);
  }
}

describe('the rule', () => {
  it('the delay grows from the 4th consecutive failure and is capped at 2 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(loginDelayMs)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000]);
    expect(loginDelayMs(50)).toBe(MAX_DELAY_MS);
  });

  it('a known device is only ever slowed; a known address escapes only the account-wide cap', () => {
    const base = { pairFailures: 0, accountFailures: 0, knownDevice: false, knownAddress: false };
    const flooded = { pairFailures: PAIR_MAX_FAILURES, accountFailures: ACCOUNT_MAX_FAILURES };
    expect(decideGate({ ...base, ...flooded })).toEqual({ refused: true });
    expect(decideGate({ ...base, ...flooded, knownDevice: true })).toEqual({ refused: false, delayMs: 2000 });
    expect(decideGate({ ...base, ...flooded, knownAddress: true })).toEqual({ refused: true });
    const spread = { ...base, accountFailures: ACCOUNT_MAX_FAILURES };
    expect(decideGate(spread)).toEqual({ refused: true });
    expect(decideGate({ ...spread, knownAddress: true })).toEqual({ refused: false, delayMs: 0 });
  });
});

describe('failed sign-ins', () => {
  it('slow one address after 3 failures and refuse it after 10, even with the right password', async () => {
    delays.length = 0;
    await guess('head01', 10, '10.9.0.1');
    expect(delays).toEqual([250, 500, 1000, 2000, 2000, 2000, 2000]);
    const refused = await signIn(h.app, 'head01', DEMO_MD5, { address: '10.9.0.1' });
    expect(refused.code).toBe(CODE.TOO_MANY_REQUESTS);
  });

  it('ten wrong passwords from elsewhere do not lock the owner out of a new address', async () => {
    await guess('hr01', 12, '10.9.0.2');
    delays.length = 0;
    expect((await signIn(h.app, 'hr01', DEMO_MD5, { address: '10.9.0.3' })).code).toBe(CODE.OK);
    expect(delays).toEqual([]);
  });

  it('the owner’s device that signed in before gets through even from the guessing address', async () => {
    const first = await signIn(h.app, 'director01', DEMO_MD5, { address: '10.9.1.1' });
    expect(first.cookie).toBeDefined();
    await guess('director01', PAIR_MAX_FAILURES + 2, '10.9.1.2');
    const attacker = await signIn(h.app, 'director01', DEMO_MD5, { address: '10.9.1.2' });
    expect(attacker.code).toBe(CODE.TOO_MANY_REQUESTS);
    const owner = await signIn(h.app, 'director01', DEMO_MD5, { address: '10.9.1.2', cookie: first.cookie });
    expect(owner.code).toBe(CODE.OK);
  });

  it('a guess spread over many addresses refuses only origins the account never signed in from', async () => {
    expect((await signIn(h.app, 'leader01', DEMO_MD5, { address: '10.9.2.1' })).code).toBe(CODE.OK);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      const address = `10.8.${Math.floor(i / 200)}.${i % 200}`;
      expect((await signIn(h.app, 'leader01', WRONG, { address })).code).toBe(400);
    }
    expect((await signIn(h.app, 'leader01', DEMO_MD5, { address: '10.9.2.9' })).code).toBe(
      CODE.TOO_MANY_REQUESTS,
    );
    expect((await signIn(h.app, 'leader01', DEMO_MD5, { address: '10.9.2.1' })).code).toBe(CODE.OK);
  });

  it('counts per account: another account from the same address is not slowed', async () => {
    delays.length = 0;
    expect((await signIn(h.app, 'nurse01', DEMO_MD5, { address: '10.9.0.1' })).code).toBe(CODE.OK);
    expect(delays).toEqual([]);
  });

  it('a successful sign-in starts its address afresh', async () => {
    await guess('admin', 5, '10.9.3.1');
    delays.length = 0;
    expect((await signIn(h.app, 'admin', DEMO_MD5, { address: '10.9.3.1' })).code).toBe(CODE.OK);
    expect(delays).toEqual([1000]);
    delays.length = 0;
    expect((await signIn(h.app, 'admin', WRONG, { address: '10.9.3.1' })).code).toBe(CODE.BAD_REQUEST);
    expect(delays).toEqual([]);
  });

  it('counts account names case-insensitively, so changing case does not dodge the limit', async () => {
    await guess('NURSE01', PAIR_MAX_FAILURES, '10.9.4.1');
    expect((await signIn(h.app, 'nurse01', DEMO_MD5, { address: '10.9.4.1' })).code).toBe(
      CODE.TOO_MANY_REQUESTS,
    );
  });
});
