/**
 * Only a configured proxy may say who the client is (issue #12, hole 4): by default a forged
 * X-Forwarded-For changes nothing, so the per-address sign-in limit cannot be dodged; TRUST_PROXY names the
 * proxies (addresses or a hop count) whose word is taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../server/config';
import { createHarness, LOGIN_URL, type Harness } from './harness';

const LIMIT = 3;

async function attempts(h: Harness, forwardedFor: (i: number) => string, from = '10.1.1.1') {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    const res = await h.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      remoteAddress: from,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': forwardedFor(i),
      },
      payload: 'account=nobody&password=00000000000000000000000000000000',
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('reads none, a hop count or a list of addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});

describe('the per-address sign-in limit', () => {
  let plain: Harness;
  let proxied: Harness;
  beforeAll(async () => {
    const loginRatePerMinute = LIMIT;
    plain = await createHarness({ seed: false, config: { loginRatePerMinute } });
    proxied = await createHarness({ seed: false, config: { loginRatePerMinute, trustProxy: ['10.2.2.2'] } });
  });
  afterAll(async () => {
    await plain.close();
    await proxied.close();
  });

  it('a forged X-Forwarded-For does not make a client a new address', async () => {
    expect(await attempts(plain, (i) => `203.0.113.${i}`)).toEqual([200, 200, 200, 429]);
  });

  it('behind a configured proxy each forwarded client is counted on its own', async () => {
    expect(await attempts(proxied, (i) => `203.0.113.${i}`, '10.2.2.2')).toEqual([200, 200, 200, 200]);
    // The same header from anyone but the proxy is still ignored.
    expect(await attempts(proxied, (i) => `198.51.100.${i}`, '10.3.3.3')).toEqual([200, 200, 200, 429]);
  });
});
