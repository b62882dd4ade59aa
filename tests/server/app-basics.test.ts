/** The envelope everywhere: version, 404 for unknown /api routes, 500 without details, OpenAPI document. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, envelope, versionData } from '../../contract';
import { createHarness, getJson, type Harness } from './harness';

let h: Harness;
const logged: string[] = [];
beforeAll(async () => {
  h = await createHarness({ seed: false });
  // A route that fails the way a bug would, registered before the app is first used.
  h.app.get('/api/test/boom', async () => {
    logged.push('boom');
    throw new Error('secret connection string postgres://user:pw@db/prod');
  });
});
afterAll(() => h.close());

describe('envelope and errors', () => {
  it('GET /api/app/Version answers 3.3.5 / 139 without signing in', async () => {
    const { status, body } = await getJson(h.app, '/api/app/Version');
    expect(status).toBe(200);
    expect(envelope(versionData).parse(body).data).toMatchObject({ sysVersion: '3.3.5', versionCode: 139 });
  });

  it('an unknown /api route is a 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await h.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: CODE.NOT_FOUND, msg: '请求的资源不存在', data: null });
    }
  });

  it('an unexpected error is a 500 envelope with a generic Chinese message and no details', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(logged).toEqual(['boom']);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: CODE.SERVER_ERROR, msg: '服务器开小差了，请稍后重试', data: null });
    expect(res.body).not.toContain('postgres://');
  });

  it('malformed JSON is a 400 envelope, not a 500', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/Login?client_id=admin&client_secret=123456&grant_type=password',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(CODE.BAD_REQUEST);
  });

  it('publishes the OpenAPI document at /api/openapi.json with the auth routes', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/oauth/Login',
        '/api/oauth/CurrentUser',
        '/api/oauth/Logout',
        '/api/app/Version',
      ]),
    );
  });

  it('does not leak the unknown body fields back: responses are stripped to the schema', async () => {
    const { body } = await getJson(h.app, '/api/app/Version');
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
  });
});
