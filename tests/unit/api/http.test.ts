/** The HTTP door against a real local server: spec §7 success rule, §8 error catalogue, headers, time-out. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_POLICY, type ApiError } from '../../../core/net/errors';
import { configureHttp, request } from '../../../src/api/http';

let server: Server;
let lastHeaders: IncomingHttpHeaders = {};
let reported: ApiError[] = [];

const ROUTES: Record<string, [number, unknown]> = {
  '/ok': [200, { code: 200, msg: 'ok', data: { n: 1 } }],
  '/business': [200, { code: 400, msg: '账号或密码错误', data: null }],
  '/business-no-msg': [200, { code: 400, msg: '', data: null }],
  '/http500': [500, { code: 500, msg: '服务器开小差了', data: null }],
  '/session600': [200, { code: 600, msg: '登录过期', data: null }],
  '/session602': [200, { code: 602, msg: '账号已被停用', data: null }],
  '/bad-shape': [200, { code: 200, msg: 'ok', data: { n: 'x' } }],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 500);
    const [status, body] = ROUTES[req.url ?? ''] ?? [404, { code: 404, msg: 'nf', data: null }];
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  configureHttp({
    baseUrl: `http://127.0.0.1:${port}`,
    getToken: () => 'Bearer t1',
    onError: (e) => reported.push(e),
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  reported = [];
});

const schema = z.object({ n: z.number() });

describe('HTTP client (spec §7–§8)', () => {
  it('a call succeeds only when HTTP is 200 and the body code is 200, returning data', async () => {
    await expect(request('/ok', { schema })).resolves.toEqual({ n: 1 });
    expect(reported).toEqual([]);
  });

  it('sends the origin header and the stored token as Authorization', async () => {
    await request('/ok', { schema });
    expect(lastHeaders['jnpf-origin']).toBe('app');
    expect(lastHeaders.authorization).toBe('Bearer t1');
  });

  it('an explicit token replaces the stored one', async () => {
    await request('/ok', { schema, token: 'Bearer fresh' });
    expect(lastHeaders.authorization).toBe('Bearer fresh');
  });

  it('a body code other than 200 is a business error with the server message, and is toasted', async () => {
    await expect(request('/business', { schema })).rejects.toMatchObject({
      kind: 'business',
      message: '账号或密码错误',
    });
    expect(reported).toHaveLength(1);
    expect(ERROR_POLICY.business.toast).toBe(true);
  });

  it('without a server message the default 请求异常，请重试 is used', async () => {
    await expect(request('/business-no-msg', { schema })).rejects.toMatchObject({
      message: '请求异常，请重试',
    });
  });

  it('an HTTP status other than 200 is an error even with a JSON body', async () => {
    await expect(request('/http500', { schema })).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it.each(['/session600', '/session602'])('codes 600–602 end the session (%s)', async (path) => {
    await expect(request(path, { schema })).rejects.toMatchObject({ kind: 'session' });
    expect(ERROR_POLICY.session).toEqual({ toast: true, endSession: true });
  });

  it('a network failure is rejected with no toast', async () => {
    configureHttp({ baseUrl: 'http://127.0.0.1:1' });
    try {
      await expect(request('/ok', { schema })).rejects.toMatchObject({ kind: 'network' });
      expect(ERROR_POLICY.network.toast).toBe(false);
    } finally {
      const { port } = server.address() as AddressInfo;
      configureHttp({ baseUrl: `http://127.0.0.1:${port}` });
    }
  });

  it('a call that outlives its time-out is rejected as a time-out', async () => {
    await expect(request('/slow', { schema, timeoutMs: 50 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('data that does not match the contract is rejected, not passed on', async () => {
    await expect(request('/bad-shape', { schema })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('report: false keeps a failure away from the toast handler', async () => {
    await expect(request('/business', { schema, report: false })).rejects.toBeTruthy();
    expect(reported).toEqual([]);
  });
});
