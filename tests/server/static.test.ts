/**
 * Serving the built PWA: history-mode deep links get index.html, the shell files are never cached stale,
 * hashed assets are immutable, and an unbuilt app says so instead of pretending.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../contract';
import { buildApp } from '../../server/app';
import { createHarness, testConfig, type Harness } from './harness';

const INDEX = '<!doctype html><title>人事系统</title>';
let dir: string;
let h: Harness;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hr-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"人事系统"}');
  writeFileSync(join(dir, 'assets', 'index-a1b2c3.js'), 'console.log(1)');
  h = await createHarness({ seed: false, config: { staticDir: dir } });
});
afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET whose path goes on the wire exactly as given. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string; csp: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body,
          csp: String(res.headers['content-security-policy'] ?? ''),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static app', () => {
  it('a path with a dot segment, plain or encoded, is refused: /api/%2e%2e/index.html is no page without its CSP', async () => {
    // Sent as written, as curl --path-as-is does (app.inject would resolve the segments first).
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    for (const path of [
      '/api/%2e%2e/index.html',
      '/api/%2E./sw.js',
      '/assets/%2e/index-a1b2c3.js',
      '/api/../index.html',
    ]) {
      const res = await rawGet(port, path);
      expect([res.status, JSON.parse(res.body).code], path).toEqual([400, CODE.BAD_REQUEST]);
    }
    const page = await rawGet(port, '/index.html');
    expect([page.status, page.csp]).toEqual([200, expect.stringContaining("default-src 'self'")]);
  });

  it('a deep link such as /pages/index/my gets index.html with Cache-Control no-cache', async () => {
    for (const url of ['/pages/index/my', '/pages/workFlow/flowTodo/index?x=1', '/']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('sw.js and manifest.webmanifest are served with no-cache', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('hashed assets are cached for a year as immutable', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a missing file is a 404, not index.html (a stale asset must not be cached as HTML)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it('unknown /api routes still answer the 404 envelope', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(res.json()).toMatchObject({ code: CODE.NOT_FOUND });
  });
});

describe('app not built', () => {
  it('non-api GETs answer 503 "app not built: run npm run build"', async () => {
    const app = await buildApp({
      db: h.database.db,
      config: testConfig({ staticDir: join(dir, 'missing') }),
    });
    const res = await app.inject({ method: 'GET', url: '/pages/index/my' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe('app not built: run npm run build');
    await app.close();
  });
});
