/**
 * One guard for every protected route (#29 item 3): each route `/api/openapi.json` lists answers a request
 * without a token, or with a forged one, HTTP 200 with body code 600 — the same answer the guard gave when
 * every route named it — except the public ones: signing in, the login page's questions, signing out, the
 * app's version and start info, the download ticket and health. The socket proves its session itself.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, CODE_MESSAGE, DING_LOGIN_PATH, DOWNLOAD_TICKET_PATH } from '../../contract';
import { createHarness, type Harness } from './harness';

type OpenApi = { paths: Record<string, Record<string, unknown>> };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The routes anyone may call, as the API document writes them. */
const PUBLIC = new Set([
  'POST /api/oauth/Login',
  'GET /api/oauth/LoginMethods',
  'GET /api/oauth/getConfig/{account}',
  'GET /api/oauth/Logout',
  'POST /api/oauth/Logout',
  'GET /api/oauth/SmsCode/{mobile}',
  'POST /api/oauth/LoginSms',
  `POST ${DING_LOGIN_PATH}`,
  'GET /api/app/Version',
  'GET /api/file/AppStartInfo/{appName}',
  `GET ${DOWNLOAD_TICKET_PATH}`,
  'GET /api/health',
]);
const SOCKET = /websocket/;

let h: Harness;
let routes: { method: Method; path: string }[];

beforeAll(async () => {
  const sms = { provider: 'local' as const, file: join(mkdtempSync(join(tmpdir(), 'hr-scope-')), 'sms.log') };
  h = await createHarness({ config: { sms }, seed: false });
  const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    SOCKET.test(path)
      ? []
      : Object.keys(ops)
          .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
          .map((m) => ({ method: m.toUpperCase() as Method, path })),
  );
});
afterAll(() => h.close());

const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, 'x');
const ask = (method: Method, path: string, authorization?: string) =>
  h.app.inject({ method, url: urlOf(path), headers: authorization ? { authorization } : {} });

describe('the authenticated scope', () => {
  it('answers every protected route without a live session with body code 600, before its handler', async () => {
    const guarded = routes.filter((r) => !PUBLIC.has(`${r.method} ${r.path}`));
    expect(guarded.length).toBeGreaterThan(60);
    for (const { method, path } of guarded)
      for (const token of [undefined, 'Bearer forged.token.here']) {
        const answer = await ask(method, path, token);
        expect([answer.statusCode, answer.json()], `${method} ${path}`).toEqual([
          200,
          { code: CODE.SESSION_EXPIRED, msg: CODE_MESSAGE[CODE.SESSION_EXPIRED], data: null },
        ]);
      }
  });

  it('leaves the public routes open: none answers 600 without a token', async () => {
    const open = routes.filter((r) => PUBLIC.has(`${r.method} ${r.path}`));
    expect(open.map((r) => `${r.method} ${r.path}`).sort()).toEqual([...PUBLIC].sort());
    for (const { method, path } of open) {
      const answer = await ask(method, path);
      expect(answer.statusCode, `${method} ${path}`).toBeLessThan(500);
      if (String(answer.headers['content-type']).includes('json'))
        expect(answer.json().code, `${method} ${path}`).not.toBe(CODE.SESSION_EXPIRED);
    }
  });
});
