/**
 * Every answer carries the security headers (issue #12, hole 8): the app page a Content-Security-Policy that
 * allows only its own scripts and origin and no framing, and a same-origin referrer; nosniff and no framing
 * on every answer; a downloaded file keeps its own sandbox policy.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadAs } from './flowRequests';
import { createHarness, tokenFor, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'hr-static-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>人事系统</title>');
  h = await createHarness({ config: { staticDir } });
});
afterAll(() => h.close());

const policyOf = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  it('the app page may run only its own scripts (and compile its own WebAssembly, never eval), talk only to its origin, and is never framed', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/pages/index/index' });
    expect(res.statusCode).toBe(200);
    const csp = policyOf(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('API answers carry nosniff and no-framing (OWASP REST), not the page-only headers', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/app/Version' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('a downloaded file keeps its own sandbox policy', async () => {
    const token = await tokenFor(h.app, 'nurse01');
    const url = await uploadAs(h, token, Buffer.from('scan'));
    const res = await h.app.inject({ method: 'GET', url, headers: { authorization: token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});
