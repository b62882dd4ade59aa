/**
 * Every way into an account (issue #28), on both databases, with the local SMS provider and the DingTalk
 * double: a stolen session alone cannot move the mobile or the DingTalk binding, so once the person changes
 * the password and signs out every other device the thief is out for good; each change is told to the number
 * the account had (an SMS notice) and to every session (a message on its socket); 账号安全's list names each
 * way in with when it was added and whether another device added it; signing out the others can remove what
 * another device added (the mobile change undone, the binding unbound), with the password; an account
 * without a password proves a change by a code to its own number; wrong passwords are counted across every
 * route that asks; strict mode hides our calls. The app's clock moves; nobody waits.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE,
  DING_BINDING_PATH,
  DING_LOGIN_PATH,
  DING_NOT_BOUND,
  MOBILE_CODE_PATH,
  MOBILE_PATH,
  REAUTH_BY_PASSWORD,
  REAUTH_CODE_PATH,
  SIGN_OUT_OTHERS_PATH,
  WAYS_IN_PATH,
  WS_PATH,
  type WaysIn,
} from '../../contract';
import { DEVICE_COOKIE } from '../../server/auth/login-device';
import { md5Hex } from '../../server/auth/password';
import * as t from '../../server/db/schema';
import { codesSentTo, noticesSentTo } from '../shared/smsLog';
import { startDingDouble, type DingDouble } from '../shared/dingDouble';
import { waitFor } from '../unit/waitFor';
import { createHarness, DEMO_MD5, getJson, login, LOGIN_URL, type Harness } from './harness';
import { connect, hello } from './socketClient';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const WRONG = md5Hex('Not-Mine#1');

let h: Harness;
let double: DingDouble;
let file: string;
let fresh = 0;

beforeAll(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'hr-ways-in-')), 'sms.log');
  double = await startDingDouble({ appKey: 'k', appSecret: 's' });
  h = await createHarness({
    config: {
      sms: { provider: 'local', file },
      ding: { appKey: 'k', appSecret: 's', corpId: 'corp', baseUrl: double.url },
    },
  });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await h.close();
  await double.close();
});

/** A signed-in browser: its token, the device cookie it was given, its address and its user agent. */
type Device = { token: string; device: string; address: string; userAgent: string };

async function signIn(account: string, userAgent = PHONE, device?: string): Promise<Device> {
  const address = `10.28.0.${++fresh}`;
  const res = await h.app.inject({
    method: 'POST',
    url: LOGIN_URL,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'jnpf-origin': 'app',
      'user-agent': userAgent,
    },
    cookies: device ? { [DEVICE_COOKIE]: device } : {},
    payload: new URLSearchParams({ account, password: DEMO_MD5 }).toString(),
    remoteAddress: address,
  });
  const body = res.json() as { code: number; data: { token: string } };
  expect(body.code).toBe(200);
  return { token: body.data.token, device: device ?? res.cookies[0]!.value, address, userAgent };
}

type Reply = { status: number; body: { code: number; msg: string; data: unknown } };

async function call(
  by: Device,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
): Promise<Reply> {
  const res = await h.app.inject({
    method,
    url,
    headers: { authorization: by.token, 'jnpf-origin': 'app', 'user-agent': by.userAgent },
    remoteAddress: by.address,
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

const newNumber = () => `1980000${String(++fresh).padStart(4, '0')}`;

async function userOf(account: string) {
  const [row] = await h.database.db.select().from(t.users).where(eq(t.users.account, account));
  return row!;
}

/** Asks for a code to `mobile` for the caller's new number and reads it from the provider's file. */
async function mobileCode(by: Device, mobile: string): Promise<string> {
  const before = codesSentTo(file, mobile).length;
  expect((await call(by, 'GET', `${MOBILE_CODE_PATH}/${mobile}`)).body.code).toBe(200);
  await waitFor(() => codesSentTo(file, mobile).length > before);
  return codesSentTo(file, mobile).at(-1)!;
}

async function changeMobile(by: Device, mobile: string, proof: object = { password: DEMO_MD5 }) {
  const code = await mobileCode(by, mobile);
  return call(by, 'PUT', MOBILE_PATH, { mobile, code, ...proof });
}

const bindDing = (by: Device, dingUser: string, proof: object = { password: DEMO_MD5 }) =>
  call(by, 'PUT', DING_BINDING_PATH, { code: double.issueCode(dingUser), ...proof });

const waysIn = async (by: Device) => (await call(by, 'GET', WAYS_IN_PATH)).body.data as WaysIn;

const loginDing = async (dingUser: string) =>
  (
    await h.app.inject({
      method: 'POST',
      url: DING_LOGIN_PATH,
      headers: { 'jnpf-origin': 'app' },
      payload: { code: double.issueCode(dingUser) },
    })
  ).json() as { code: number; msg: string };

async function loginBySms(mobile: string): Promise<number> {
  const address = `10.28.9.${++fresh}`;
  const asked = await h.app.inject({
    method: 'GET',
    url: `/api/oauth/SmsCode/${mobile}`,
    remoteAddress: address,
  });
  expect(asked.json().code).toBe(200);
  await new Promise((resolve) => setImmediate(resolve));
  const code = codesSentTo(file, mobile).at(-1) ?? '000000';
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/oauth/LoginSms',
    payload: { mobile, code },
    remoteAddress: address,
  });
  return (res.json() as { code: number }).code;
}

const nextDay = () => void (h.clock.now += 86_400_000 + 1000);

describe('a stolen session', () => {
  it('cannot move the mobile or the DingTalk binding, so after a new password and signing out the others, the thief is out', async () => {
    const victim = await signIn('e00031');
    const thief = await signIn('e00031', DESKTOP);
    const own = (await userOf('e00031')).mobile!;
    const thiefNumber = newNumber();
    expect((await changeMobile(thief, thiefNumber, {})).body.msg).toBe('password: 请输入当前密码');
    expect((await bindDing(thief, 'ding-thief', {})).body.msg).toBe('password: 请输入当前密码');
    expect((await call(thief, 'DELETE', DING_BINDING_PATH, {})).body.msg).toBe('password: 请输入当前密码');
    expect((await userOf('e00031')).mobile).toBe(own);

    const changed = await call(victim, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
      oldPassword: DEMO_MD5,
      password: md5Hex('Ward#Night28'),
    });
    expect(changed.body.code).toBe(200);
    expect((await call(victim, 'POST', SIGN_OUT_OTHERS_PATH, {})).body.code).toBe(200);
    expect((await call(thief, 'GET', WAYS_IN_PATH)).body.code).toBe(CODE.SESSION_EXPIRED);
    expect(await loginBySms(thiefNumber)).toBe(CODE.BAD_REQUEST);
    expect((await loginDing('ding-thief')).msg).toBe(DING_NOT_BOUND);
    nextDay();
  });
});

describe('each change is told', () => {
  it('a mobile change: an SMS notice to the old number, and a message on every session’s socket', async () => {
    const here = await signIn('e00032');
    const there = await signIn('e00032', DESKTOP);
    const port = (h.app.server.address() as AddressInfo).port;
    const socket = await connect(`ws://127.0.0.1:${port}${WS_PATH}`);
    socket.ws.send(hello(there.token));
    expect((await socket.next()).method).toBe('initMessage');
    const old = (await userOf('e00032')).mobile!;
    const next = newNumber();
    expect((await changeMobile(here, next)).body).toMatchObject({ code: 200, msg: '手机号已更换' });
    await waitFor(() => noticesSentTo(file, old).length > 0);
    expect(noticesSentTo(file, old)).toEqual(['绑定手机号']);
    expect(noticesSentTo(file, next)).toEqual([]);
    expect(await socket.next()).toMatchObject({
      method: 'messagePush',
      title: '账号安全提醒：绑定手机号已更换',
    });
    socket.ws.close();
    const list = await getJson(h.app, '/api/message?pageSize=5', there.token);
    expect(JSON.stringify(list.body.data)).toContain('账号安全提醒：绑定手机号已更换');
    nextDay();
  });

  it('binding and unbinding DingTalk, and a new password: each a notice to the number', async () => {
    const here = await signIn('e00033');
    const mobile = (await userOf('e00033')).mobile!;
    expect((await bindDing(here, 'ding-e00033')).body.code).toBe(200);
    expect((await call(here, 'DELETE', DING_BINDING_PATH, { password: DEMO_MD5 })).body.code).toBe(200);
    const password = md5Hex('Ward#Night33');
    const changed = await call(here, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
      oldPassword: DEMO_MD5,
      password,
    });
    expect(changed.body.code).toBe(200);
    await waitFor(() => noticesSentTo(file, mobile).length === 3);
    expect(noticesSentTo(file, mobile)).toEqual(['钉钉绑定', '钉钉绑定', '登录密码']);
  });
});

describe('账号安全’s list of the ways in', () => {
  it('names each with when it was added, and whether this device or another added it', async () => {
    const phone = await signIn('e00034');
    const desk = await signIn('e00034', DESKTOP);
    const created = (await userOf('e00034')).createdAt.getTime();
    expect(await waysIn(phone)).toEqual({
      hasPassword: true,
      list: [
        expect.objectContaining({ kind: 'password', addedAt: created, thisDevice: false, removable: false }),
        expect.objectContaining({ kind: 'mobile', addedAt: created, removable: false }),
      ],
    });
    h.clock.now += 60_000;
    expect((await changeMobile(desk, newNumber())).body.code).toBe(200);
    const boundAt = (h.clock.now += 60_000);
    expect((await bindDing(phone, 'ding-e00034')).body.code).toBe(200);
    const seen = (await waysIn(phone)).list;
    expect(seen.find((w) => w.kind === 'mobile')).toMatchObject({
      addedAt: boundAt - 60_000,
      userAgent: DESKTOP,
      address: desk.address,
      thisDevice: false,
      removable: true,
    });
    expect(seen.find((w) => w.kind === 'ding')).toMatchObject({
      addedAt: boundAt,
      thisDevice: true,
      removable: false,
    });
    // Another session of the same browser is the same device: nothing it added is "another device's".
    const again = await signIn('e00034', PHONE, phone.device);
    expect((await waysIn(again)).list.find((w) => w.kind === 'ding')).toMatchObject({ thisDevice: true });
    nextDay();
  });
});

describe('signing out every other device', () => {
  it('removes, with the password, the mobile change and the binding another device made: the old number back', async () => {
    const mine = await signIn('e00035');
    const thief = await signIn('e00035', DESKTOP);
    const own = (await userOf('e00035')).mobile!;
    const thiefNumber = newNumber();
    expect((await changeMobile(thief, thiefNumber)).body.code).toBe(200);
    expect((await bindDing(thief, 'ding-thief-35')).body.code).toBe(200);
    expect((await waysIn(mine)).list.filter((w) => w.removable).map((w) => w.kind)).toEqual([
      'mobile',
      'ding',
    ]);
    const remove = { remove: ['mobile', 'ding'] };
    expect((await call(mine, 'POST', SIGN_OUT_OTHERS_PATH, remove)).body.msg).toBe(
      'password: 请输入当前密码',
    );
    expect((await call(thief, 'GET', WAYS_IN_PATH)).body.code).toBe(200);
    const done = await call(mine, 'POST', SIGN_OUT_OTHERS_PATH, { ...remove, password: DEMO_MD5 });
    expect(done.body).toMatchObject({ code: 200, data: { count: 1, removed: ['mobile', 'ding'] } });
    expect((await userOf('e00035')).mobile).toBe(own);
    expect((await loginDing('ding-thief-35')).msg).toBe(DING_NOT_BOUND);
    expect(await loginBySms(thiefNumber)).toBe(CODE.BAD_REQUEST);
    expect((await call(thief, 'GET', WAYS_IN_PATH)).body.code).toBe(CODE.SESSION_EXPIRED);
    expect((await waysIn(mine)).list.map((w) => [w.kind, w.removable])).toEqual([
      ['password', false],
      ['mobile', false],
    ]);
    nextDay();
  });

  it('never removes what this device added, and without removals asks for nothing', async () => {
    const mine = await signIn('e00036');
    await signIn('e00036', DESKTOP);
    expect((await bindDing(mine, 'ding-e00036')).body.code).toBe(200);
    const done = await call(mine, 'POST', SIGN_OUT_OTHERS_PATH, { remove: ['ding'], password: DEMO_MD5 });
    expect(done.body).toMatchObject({ code: 200, data: { count: 1, removed: [] } });
    expect((await call(mine, 'GET', DING_BINDING_PATH)).body.data).toMatchObject({ bound: true });
    expect((await call(mine, 'POST', SIGN_OUT_OTHERS_PATH)).body).toMatchObject({ code: 200 });
  });
});

describe('an account without a password', () => {
  it('proves a change, and its first password, by a code to its own number; one with a password is told to use it', async () => {
    const withPassword = await signIn('e00012');
    expect((await call(withPassword, 'GET', REAUTH_CODE_PATH)).body).toMatchObject({
      code: CODE.BAD_REQUEST,
      msg: REAUTH_BY_PASSWORD,
    });
    const me = await signIn('e00013');
    const { id, mobile } = await userOf('e00013');
    await h.database.db.update(t.users).set({ passwordHash: '' }).where(eq(t.users.id, id));
    const next = newNumber();
    const code = await mobileCode(me, next);
    const put = (proof: object) => call(me, 'PUT', MOBILE_PATH, { mobile: next, code, ...proof });
    expect((await put({ password: DEMO_MD5 })).body.msg).toBe('reauthCode: 请输入发送至当前手机号的验证码');
    expect((await call(me, 'GET', REAUTH_CODE_PATH)).body.code).toBe(200);
    await waitFor(() => codesSentTo(file, mobile!).length > 0);
    expect((await put({ reauthCode: codesSentTo(file, mobile!).at(-1)! })).body.code).toBe(200);
    expect((await userOf('e00013')).mobile).toBe(next);
    expect((await waysIn(me)).hasPassword).toBe(false);
    // Its first password, proven the same way (now by a code to the new number, a minute after the last).
    h.clock.now += 61_000;
    expect((await call(me, 'GET', REAUTH_CODE_PATH)).body.code).toBe(200);
    await waitFor(() => codesSentTo(file, next).length > 1);
    const first = md5Hex('Ward#First13');
    const set = await call(me, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
      reauthCode: codesSentTo(file, next).at(-1)!,
      password: first,
    });
    expect(set.body.code).toBe(200);
    expect((await waysIn(me)).hasPassword).toBe(true);
    expect((await login(h.app, 'e00013', first)).body.code).toBe(200);
    nextDay();
  });
});

describe('guessing the password through a session', () => {
  it('wrong current passwords count across every route that asks: five lock each of them for a while', async () => {
    const thief = await signIn('e00014');
    await bindDing(thief, 'ding-x', { password: WRONG });
    await bindDing(thief, 'ding-x', { password: WRONG });
    await call(thief, 'DELETE', DING_BINDING_PATH, { password: WRONG });
    await call(thief, 'POST', SIGN_OUT_OTHERS_PATH, { remove: ['ding'], password: WRONG });
    await call(thief, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
      oldPassword: WRONG,
      password: md5Hex('Ward#Night39'),
    });
    expect((await bindDing(thief, 'ding-x')).body).toMatchObject({
      code: CODE.BAD_REQUEST,
      msg: '当前密码错误次数过多，请 15 分钟后再试',
    });
    const [binding] = await h.database.db
      .select()
      .from(t.dingBindings)
      .where(and(eq(t.dingBindings.dingUserId, 'ding-x')));
    expect(binding).toBeUndefined();
  });
});

describe('strict mode', () => {
  it('hides the ways-in list and the code proving a change (the platform has no such call)', async () => {
    const strict = await createHarness({ config: { jnpfStrict: true, sms: { provider: 'local', file } } });
    try {
      const token = (await signInTo(strict)).token;
      for (const url of [WAYS_IN_PATH, REAUTH_CODE_PATH]) {
        const res = await strict.app.inject({ method: 'GET', url, headers: { authorization: token } });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await strict.close();
    }
  });
});

async function signInTo(of: Harness): Promise<{ token: string }> {
  const res = await of.app.inject({
    method: 'POST',
    url: LOGIN_URL,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account: 'nurse01', password: DEMO_MD5 }).toString(),
  });
  return { token: (res.json() as { data: { token: string } }).data.token };
}
