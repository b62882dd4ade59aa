/**
 * DingTalk sign-in (issue #17), on both databases, with the real DingTalk client talking to a local double of
 * DingTalk's API (tests/shared/dingDouble.ts) started in process: LoginMethods names DingTalk and the corp id;
 * a bound DingTalk user signs in as their account, an unbound one is refused and nobody signed in; codes are
 * good once; a DingTalk user is one account's; unbinding ends it; the access token is fetched once and again
 * only when DingTalk refuses it or its life runs out by the app's clock; DingTalk down is a 503 body code,
 * never an HTTP 5xx, nothing changed; bad bodies are refused naming `code`; the binding calls need a session
 * and are absent in strict mode, LoginDing is not; binding and unbinding ask for the current password (issue
 * #28); a disabled account is refused as the password sign-in refuses it; without DingTalk the calls say so.
 */
import { createServer } from 'node:http';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE,
  CODE_MESSAGE,
  DING_BINDING_PATH,
  DING_BOUND_ELSEWHERE,
  DING_CODE_REFUSED,
  DING_LOGIN_PATH,
  DING_NOT_BOUND,
  DING_OFF,
  DING_UNREACHABLE,
} from '../../contract';
import type { ApiError } from '../../server/http/envelope';
import { md5Hex } from '../../server/auth/password';
import { loadConfig } from '../../server/config';
import * as t from '../../server/db/schema';
import { DingClient } from '../../server/modules/ding/ding-client';
import { DINGTALK_BASE_URL, type DingConfig } from '../../server/config/ding';
import { startDingDouble, type DingDouble } from '../shared/dingDouble';
import { createHarness, DEMO_MD5, getJson, login, tokenFor, type Harness } from './harness';

const APP = { appKey: 'ding-test-key', appSecret: 'ding-test-secret' };
const CORP_ID = 'ding-test-corp';
const dingConfig = (double: DingDouble): DingConfig => ({ ...APP, corpId: CORP_ID, baseUrl: double.url });

type Reply = { status: number; body: { code: number; msg: string; data: unknown } };
type Binding = { bound: boolean; boundAt: number | null };

let double: DingDouble;
let h: Harness;

beforeAll(async () => {
  double = await startDingDouble(APP);
  h = await createHarness({ config: { ding: dingConfig(double) } });
});
afterAll(async () => {
  await h.close();
  await double.close();
});

/** The `n`-th generated staff member's account: each test binds people of its own. */
async function colleague(n: number, of: Harness = h): Promise<string> {
  const rows = await of.database.db
    .select({ account: t.users.account })
    .from(t.users)
    .where(like(t.users.account, 'e%'))
    .orderBy(t.users.account)
    .offset(n)
    .limit(1);
  return rows[0]!.account;
}

async function loginDing(code: unknown, of: Harness = h, form = false): Promise<Reply> {
  const res = await of.app.inject({
    method: 'POST',
    url: DING_LOGIN_PATH,
    headers: {
      'jnpf-origin': 'app',
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    payload: form ? new URLSearchParams({ code: String(code) }).toString() : { code },
  });
  return { status: res.statusCode, body: res.json() };
}

/** A binding call; a change carries the current password (issue #28) unless the payload says otherwise. */
async function binding(
  method: 'GET' | 'PUT' | 'DELETE',
  token: string | null,
  payload?: object,
  of: Harness = h,
): Promise<Reply> {
  const proof = method === 'GET' ? {} : { password: DEMO_MD5 };
  const res = await of.app.inject({
    method,
    url: DING_BINDING_PATH,
    headers: token ? { authorization: token } : {},
    ...(method === 'GET' ? {} : { payload: { ...proof, ...payload } }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Binds a fresh code of `dingUserId` to the account, and returns its token. */
async function bound(account: string, dingUserId: string, of = h, dd = double): Promise<string> {
  const token = await tokenFor(of.app, account);
  const put = await binding('PUT', token, { code: dd.issueCode(dingUserId) }, of);
  expect(put.body).toMatchObject({ code: 200, data: { bound: true } });
  return token;
}

async function sessionCount(of: Harness = h): Promise<number> {
  const [row] = await of.database.db.select({ n: count() }).from(t.sessions);
  return row!.n;
}

async function whoIs(token: string, of: Harness = h): Promise<string> {
  const me = await getJson(of.app, '/api/oauth/CurrentUser', token);
  return (me.body.data as { userInfo: { userAccount: string } }).userInfo.userAccount;
}

describe('DingTalk sign-in', () => {
  it('LoginMethods names DingTalk and the hospital’s corp id', async () => {
    const methods = await getJson(h.app, '/api/oauth/LoginMethods');
    expect(methods.body.data).toEqual({ sms: false, ding: true, dingCorpId: CORP_ID });
  });

  it('an unbound DingTalk user is refused with DING_NOT_BOUND (body code 404), and nobody is signed in', async () => {
    const before = await sessionCount();
    const reply = await loginDing(double.issueCode('ding-nobody'));
    expect(reply).toEqual({
      status: 200,
      body: { code: CODE.NOT_FOUND, msg: DING_NOT_BOUND, data: null },
    });
    expect(await sessionCount()).toBe(before);
  });

  it('binding with a fresh code, then LoginDing signs in as that account (JSON or form-encoded)', async () => {
    const account = await colleague(1);
    const token = await tokenFor(h.app, account);
    const put = await binding('PUT', token, { code: double.issueCode('ding-1') });
    expect(put).toEqual({
      status: 200,
      body: { code: 200, msg: '钉钉账号已绑定', data: { bound: true, boundAt: h.clock.now } },
    });
    expect((await binding('GET', token)).body.data).toEqual({ bound: true, boundAt: h.clock.now });
    const json = await loginDing(double.issueCode('ding-1'));
    expect(json.body).toMatchObject({ code: 200, msg: '登录成功' });
    const signedIn = (json.body.data as { token: string }).token;
    expect(signedIn).toMatch(/^Bearer /);
    expect(await whoIs(signedIn)).toBe(account);
    const form = await loginDing(double.issueCode('ding-1'), h, true);
    expect(await whoIs((form.body.data as { token: string }).token)).toBe(account);
  });

  it('a code is good once: used again, or never issued, it is refused naming code', async () => {
    const account = await colleague(2);
    const token = await bound(account, 'ding-2');
    const code = double.issueCode('ding-2');
    expect((await loginDing(code)).body.code).toBe(200);
    const refused = {
      status: 400,
      body: { code: CODE.BAD_REQUEST, msg: `code: ${DING_CODE_REFUSED}`, data: null },
    };
    expect(await loginDing(code)).toEqual(refused);
    expect(await loginDing('never-issued')).toEqual(refused);
    expect(await binding('PUT', token, { code })).toEqual(refused);
  });

  it('a DingTalk user bound to another account is refused DING_BOUND_ELSEWHERE, and nothing changes', async () => {
    const [a, b] = [await colleague(3), await colleague(4)];
    const tokenA = await bound(a, 'ding-3');
    const boundAtA = ((await binding('GET', tokenA)).body.data as Binding).boundAt;
    h.clock.now += 60_000;
    const tokenB = await bound(b, 'ding-4');
    const ownB = (await binding('GET', tokenB)).body.data;
    h.clock.now += 60_000;
    const taken = await binding('PUT', tokenB, { code: double.issueCode('ding-3') });
    expect(taken).toEqual({
      status: 400,
      body: { code: CODE.BAD_REQUEST, msg: `code: ${DING_BOUND_ELSEWHERE}`, data: null },
    });
    expect((await binding('GET', tokenB)).body.data).toEqual(ownB);
    expect((await binding('GET', tokenA)).body.data).toEqual({ bound: true, boundAt: boundAtA });
    const asA = await loginDing(double.issueCode('ding-3'));
    expect(await whoIs((asA.body.data as { token: string }).token)).toBe(a);
  });

  it('binding again replaces one’s own earlier binding', async () => {
    const account = await colleague(5);
    const token = await bound(account, 'ding-5-old');
    h.clock.now += 60_000;
    await bound(account, 'ding-5-new');
    expect((await binding('GET', token)).body.data).toEqual({ bound: true, boundAt: h.clock.now });
    expect((await loginDing(double.issueCode('ding-5-old'))).body.msg).toBe(DING_NOT_BOUND);
    const now = await loginDing(double.issueCode('ding-5-new'));
    expect(await whoIs((now.body.data as { token: string }).token)).toBe(account);
  });

  it('unbinding ends it: sign-in is refused again, GET says not bound, twice is once', async () => {
    const account = await colleague(6);
    const token = await bound(account, 'ding-6');
    const none = { code: 200, msg: '已解除钉钉绑定', data: { bound: false, boundAt: null } };
    expect((await binding('DELETE', token)).body).toEqual(none);
    expect((await binding('DELETE', token)).body).toEqual(none);
    expect((await binding('GET', token)).body.data).toEqual({ bound: false, boundAt: null });
    const before = await sessionCount();
    expect((await loginDing(double.issueCode('ding-6'))).body).toMatchObject({
      code: CODE.NOT_FOUND,
      msg: DING_NOT_BOUND,
    });
    expect(await sessionCount()).toBe(before);
  });

  it('binding and unbinding ask for the current password: a session alone changes nothing (issue #28)', async () => {
    const account = await colleague(9);
    const token = await bound(account, 'ding-9');
    const before = (await binding('GET', token)).body.data;
    const wrong = { password: md5Hex('Not-Mine#1') };
    const noPassword = { password: undefined };
    for (const proof of [noPassword, wrong]) {
      const put = await binding('PUT', token, { code: double.issueCode('ding-9-thief'), ...proof });
      const del = await binding('DELETE', token, proof);
      for (const reply of [put, del])
        expect(reply.body.msg).toMatch(/^password: (请输入当前密码|当前密码错误)$/);
    }
    expect((await binding('GET', token)).body.data).toEqual(before);
    expect((await loginDing(double.issueCode('ding-9-thief'))).body.msg).toBe(DING_NOT_BOUND);
    const asOwner = await loginDing(double.issueCode('ding-9'));
    expect(await whoIs((asOwner.body.data as { token: string }).token)).toBe(account);
  });

  it('a disabled bound account cannot sign in: 602, as the password sign-in answers it', async () => {
    const account = await colleague(7);
    await bound(account, 'ding-7');
    await h.database.db.update(t.users).set({ enabled: false }).where(eq(t.users.account, account));
    const before = await sessionCount();
    const refused = { code: CODE.ACCOUNT_DISABLED, msg: CODE_MESSAGE[CODE.ACCOUNT_DISABLED], data: null };
    expect((await loginDing(double.issueCode('ding-7'))).body).toEqual(refused);
    expect((await login(h.app, account)).body).toEqual(refused);
    expect(await sessionCount()).toBe(before);
  });

  it('bad bodies (no code, empty, 200 characters, a number, no body) are refused naming code, never 5xx', async () => {
    const token = await tokenFor(h.app, await colleague(8));
    const bodies: unknown[] = [{}, { code: '' }, { code: '   ' }, { code: 'x'.repeat(200) }, { code: 123 }];
    for (const body of bodies) {
      const answers = [
        await h.app.inject({ method: 'POST', url: DING_LOGIN_PATH, payload: body as object }),
        await h.app.inject({
          method: 'PUT',
          url: DING_BINDING_PATH,
          headers: { authorization: token },
          payload: body as object,
        }),
      ];
      for (const res of answers) {
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ code: CODE.BAD_REQUEST, data: null });
        expect(res.json().msg).toMatch(/^code: \S/);
      }
    }
    const empty = await h.app.inject({ method: 'POST', url: DING_LOGIN_PATH });
    expect(empty.statusCode).toBe(400);
    const form = await h.app.inject({
      method: 'POST',
      url: DING_LOGIN_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'other=1',
    });
    expect([form.statusCode, form.json().msg]).toEqual([400, expect.stringMatching(/^code: /)]);
    expect(await binding('GET', token)).toMatchObject({ body: { data: { bound: false } } });
  });

  it('the binding calls need a session', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const reply = await binding(
        method,
        null,
        method === 'PUT' ? { code: double.issueCode('x') } : undefined,
      );
      expect(reply.body.code, method).toBe(CODE.SESSION_EXPIRED);
    }
  });
});

describe('the access token', () => {
  let dd: DingDouble;
  let of: Harness;
  beforeAll(async () => {
    dd = await startDingDouble(APP);
    of = await createHarness({ config: { ding: dingConfig(dd) } });
  });
  afterAll(async () => {
    await of.close();
    await dd.close();
  });

  it('is fetched once across concurrent and later sign-ins, again once after DingTalk expires it, and after its life by the clock', async () => {
    const firsts = await Promise.all([1, 2, 3, 4].map((i) => loginDing(dd.issueCode(`ding-t${i}`), of)));
    expect(firsts.map((r) => r.body.code)).toEqual([404, 404, 404, 404]);
    expect(dd.tokensIssued()).toBe(1);
    const account = await colleague(1, of);
    await bound(account, 'ding-t', of, dd);
    for (let i = 0; i < 3; i++) expect((await loginDing(dd.issueCode('ding-t'), of)).body.code).toBe(200);
    expect(dd.tokensIssued()).toBe(1);

    dd.expireToken();
    const afterRefusal = await Promise.all([1, 2].map(() => loginDing(dd.issueCode('ding-t'), of)));
    expect(afterRefusal.map((r) => r.body.code)).toEqual([200, 200]);
    expect(dd.tokensIssued()).toBe(2);
    expect((await loginDing(dd.issueCode('ding-t'), of)).body.code).toBe(200);
    expect(dd.tokensIssued()).toBe(2);

    of.clock.now += 7200 * 1000;
    expect((await loginDing(dd.issueCode('ding-t'), of)).body.code).toBe(200);
    expect(dd.tokensIssued()).toBe(3);
  });

  it('DingTalk down: DING_UNREACHABLE with HTTP 200 and body code 503, nothing changed', async () => {
    const token = await tokenFor(of.app, await colleague(2, of));
    const [a, b] = [dd.issueCode('ding-t'), dd.issueCode('ding-down')];
    await dd.close();
    const sessions = await sessionCount(of);
    const down = { status: 200, body: { code: CODE.SERVICE_UNAVAILABLE, msg: DING_UNREACHABLE, data: null } };
    expect(await loginDing(a, of)).toEqual(down);
    expect(await binding('PUT', token, { code: b }, of)).toEqual(down);
    expect(await sessionCount(of)).toBe(sessions);
    expect((await binding('GET', token, undefined, of)).body.data).toEqual({ bound: false, boundAt: null });
  });
});

describe('the DingTalk client', () => {
  const config = (): DingConfig => dingConfig(double);
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (err: ApiError) => ({ code: err.code, message: err.message, httpStatus: err.httpStatus }),
    );

  it('a key DingTalk refuses is "unreachable", logged with DingTalk’s errcode and never the secret', async () => {
    const said: string[] = [];
    const client = new DingClient({ ...config(), appSecret: 'wrong-secret' }, Date.now, (r) => said.push(r));
    expect(await refusal(client.userIdOf(double.issueCode('ding-c')))).toEqual({
      code: CODE.SERVICE_UNAVAILABLE,
      message: DING_UNREACHABLE,
      httpStatus: 200,
    });
    expect(said).toEqual(['gettoken: errcode 40089 不合法的corpid或corpsecret']);
    expect(said.join()).not.toContain('wrong-secret');
  });

  it('an answer that is not DingTalk’s (an HTML error page) is "unreachable"', async () => {
    const server = createServer((_req, res) => res.end('<html>502 Bad Gateway</html>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const said: string[] = [];
    const client = new DingClient({ ...config(), baseUrl: `http://127.0.0.1:${port}` }, Date.now, (r) =>
      said.push(r),
    );
    try {
      expect((await refusal(client.userIdOf('any')))?.code).toBe(CODE.SERVICE_UNAVAILABLE);
      expect(said).toEqual(['gettoken: HTTP 200, not a DingTalk answer']);
    } finally {
      server.close();
    }
  });

  it('gives the DingTalk user id of a fresh code', async () => {
    const client = new DingClient(config(), Date.now, () => undefined);
    expect(await client.userIdOf(double.issueCode('ding-direct'))).toBe('ding-direct');
  });
});

describe('strict mode', () => {
  it('hides the binding calls (ours) and keeps LoginDing (the platform’s)', async () => {
    const strict = await createHarness({ config: { jnpfStrict: true, ding: dingConfig(double) } });
    try {
      const account = await colleague(1, strict);
      const token = await tokenFor(strict.app, account);
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const payload = method === 'PUT' ? { code: double.issueCode('ding-s') } : undefined;
        const reply = await binding(method, token, payload, strict);
        expect([reply.status, reply.body.code], method).toEqual([404, CODE.NOT_FOUND]);
      }
      const [user] = await strict.database.db
        .select({ id: t.users.id })
        .from(t.users)
        .where(eq(t.users.account, account));
      await strict.database.db
        .insert(t.dingBindings)
        .values({ userId: user!.id, dingUserId: 'ding-s', createdAt: new Date() });
      const signedIn = await loginDing(double.issueCode('ding-s'), strict);
      expect(await whoIs((signedIn.body.data as { token: string }).token, strict)).toBe(account);
    } finally {
      await strict.close();
    }
  });
});

describe('without DingTalk', () => {
  it('LoginMethods says no DingTalk, and LoginDing and binding refuse with DING_OFF', async () => {
    const none = await createHarness({ config: { ding: null } });
    try {
      const methods = await getJson(none.app, '/api/oauth/LoginMethods');
      expect(methods.body.data).toEqual({ sms: false, ding: false, dingCorpId: '' });
      const off = { status: 200, body: { code: CODE.BAD_REQUEST, msg: DING_OFF, data: null } };
      expect(await loginDing('some-code', none)).toEqual(off);
      const token = await tokenFor(none.app, 'nurse01');
      expect(await binding('PUT', token, { code: 'some-code' }, none)).toEqual(off);
      expect((await binding('GET', token, undefined, none)).body.data).toEqual({
        bound: false,
        boundAt: null,
      });
    } finally {
      await none.close();
    }
  });
});

describe('configuration', () => {
  it('DingTalk is on only with both key and secret; the base defaults to DingTalk’s own', () => {
    // Secrets given, so nothing is written to DATA_DIR.
    const env = { JWT_SECRET: 'x', VAPID_PUBLIC_KEY: 'p', VAPID_PRIVATE_KEY: 'q', DEMO: '0' };
    expect(loadConfig(env).ding).toBeNull();
    expect(loadConfig({ ...env, DINGTALK_APP_KEY: 'k' }).ding).toBeNull();
    expect(loadConfig({ ...env, DINGTALK_APP_SECRET: 's' }).ding).toBeNull();
    expect(loadConfig({ ...env, DINGTALK_APP_KEY: 'k', DINGTALK_APP_SECRET: 's' }).ding).toEqual({
      appKey: 'k',
      appSecret: 's',
      corpId: '',
      baseUrl: DINGTALK_BASE_URL,
    });
    const local = { DINGTALK_CORP_ID: 'corp', DINGTALK_BASE_URL: 'http://127.0.0.1:7811/' };
    expect(
      loadConfig({ ...env, DINGTALK_APP_KEY: 'k', DINGTALK_APP_SECRET: 's', ...local }).ding,
    ).toMatchObject({
      corpId: 'corp',
      baseUrl: 'http://127.0.0.1:7811',
    });
  });
});
