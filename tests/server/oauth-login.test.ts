/** Sign-in rules of API-CONTRACT.md: md5 password, client credentials, field-named 400s, disabled accounts. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, loginData } from '../../contract';
import { users } from '../../server/db/schema';
import { createHarness, DEMO_MD5, login, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const WRONG_MD5 = 'f'.repeat(32);

describe('POST /api/oauth/Login', () => {
  it('signs nurse01 in with md5(Demo@2026) and returns a Bearer token and theme', async () => {
    const { status, body } = await login(h.app, 'nurse01');
    expect(status).toBe(200);
    expect(body.code).toBe(CODE.OK);
    const data = loginData.parse(body.data);
    expect(data.token).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(data.theme).toBe('classic');
  });

  it('accepts the md5 hex in upper case too', async () => {
    const { body } = await login(h.app, 'hr01', DEMO_MD5.toUpperCase());
    expect(body.code).toBe(CODE.OK);
  });

  it('refuses a wrong password with code 400 账号或密码错误', async () => {
    const { status, body } = await login(h.app, 'head01', WRONG_MD5);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 400, msg: '账号或密码错误', data: null });
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const { body } = await login(h.app, 'nobody-here', DEMO_MD5);
    expect(body).toEqual({ code: 400, msg: '账号或密码错误', data: null });
  });

  it('rejects wrong client credentials with a clear error', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/Login?client_id=admin&client_secret=wrong&scope=all&grant_type=password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account=nurse01&password=${DEMO_MD5}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('client_secret') });
  });

  it('names the field of a bad body: an empty account is "account: 请输入账号"', async () => {
    const { status, body } = await login(h.app, '', DEMO_MD5);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg: 'account: 请输入账号', data: null });
  });

  it('names the field when the password is not an md5 hex string', async () => {
    const { status, body } = await login(h.app, 'nurse01', 'Demo@2026');
    expect(status).toBe(400);
    expect(body.msg).toBe('password: 密码须为 md5 十六进制串');
  });

  it('names a missing field', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `password=${DEMO_MD5}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'account: 不能为空', data: null });
  });

  it('names a bad query parameter (grant_type must be password)', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/Login?client_id=admin&client_secret=123456&grant_type=code',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account=nurse01&password=${DEMO_MD5}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^grant_type: /);
  });

  it('refuses a disabled account with code 602 even with the right password', async () => {
    await h.database.db.update(users).set({ enabled: false }).where(eq(users.account, 'hr01'));
    const { status, body } = await login(h.app, 'hr01');
    expect(status).toBe(200);
    expect(body.code).toBe(CODE.ACCOUNT_DISABLED);
    await h.database.db.update(users).set({ enabled: true }).where(eq(users.account, 'hr01'));
  });

  it('records prevLoginTime: the second sign-in reports the first one', async () => {
    const first = await login(h.app, 'admin');
    h.clock.now += 60_000;
    const second = await login(h.app, 'admin');
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/oauth/CurrentUser?type=app',
      headers: { authorization: second.body.data!.token },
    });
    const info = res.json().data.userInfo;
    expect(first.body.code).toBe(200);
    expect(info.loginTime).toBe(h.clock.now);
    expect(info.prevLoginTime).toBe(h.clock.now - 60_000);
  });

  it("carries the person's own facts a new form starts with: 入职日期 (a calendar day) and the mobile on file", async () => {
    await h.database.db
      .update(users)
      .set({ entryDate: '2019-07-01', mobile: '13800000001' })
      .where(eq(users.account, 'hr01'));
    const { body } = await login(h.app, 'hr01');
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/oauth/CurrentUser?type=app',
      headers: { authorization: body.data!.token },
    });
    const info = res.json().data.userInfo;
    expect(info.entryDate).toBe('2019-07-01');
    expect(info.mobilePhone).toBe('13800000001');
  });
});
