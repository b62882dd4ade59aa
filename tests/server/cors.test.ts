/**
 * Cross-origin calls (issue #16): the platform's H5 build on another origin may call the API when
 * CORS_ORIGINS names that origin exactly — the preflight allows its Authorization and JSON headers, the
 * answer names the origin, never `*` and never with credentials; any other origin gets no CORS header, and
 * without CORS_ORIGINS nothing changes. `*` or anything that is not an origin is refused at start-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCorsOrigins } from '../../server/config';
import { createHarness, type Harness } from './harness';

const H5 = 'https://h5.hospital.example.org';

describe('CORS_ORIGINS', () => {
  it('takes exact origins and refuses * or anything else', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(`${H5}, http://10.0.0.5:8080/`)).toEqual([H5, 'http://10.0.0.5:8080']);
    for (const bad of ['*', 'h5.hospital.example.org', `${H5}/app`, 'file:///x'])
      expect(() => parseCorsOrigins(bad)).toThrow(/CORS_ORIGINS/);
  });
});

describe('with an origin configured', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ seed: false, config: { corsOrigins: [H5] } });
  });
  afterAll(() => h.close());

  const preflight = (origin: string) =>
    h.app.inject({
      method: 'OPTIONS',
      url: '/api/oauth/CurrentUser',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type,jnpf-origin',
      },
    });

  it('the named origin may call: its preflight allows the token and JSON headers', async () => {
    const res = await preflight(H5);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(H5);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/authorization/i);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const answer = await h.app.inject({ method: 'GET', url: '/api/app/Version', headers: { origin: H5 } });
    expect(answer.headers['access-control-allow-origin']).toBe(H5);
  });

  it('any other origin gets no CORS header (the browser refuses it)', async () => {
    const res = await preflight('https://evil.example.com');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await h.app.inject({
      method: 'GET',
      url: '/api/app/Version',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without CORS_ORIGINS', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ seed: false });
  });
  afterAll(() => h.close());

  it('no origin is answered with a CORS header', async () => {
    const answer = await h.app.inject({ method: 'GET', url: '/api/app/Version', headers: { origin: H5 } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
