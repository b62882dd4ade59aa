/**
 * Session rules of spec §4/§8: CurrentUser shapes, and the 600/601/602 codes for signed-out, expired,
 * replaced and disabled sessions (HTTP 200 with the body code, as JNPF clients expect).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, currentUserData, envelope } from '../../contract';
import { users } from '../../server/db/schema';
import { createHarness, getJson, tokenFor, type Harness } from './harness';

const CURRENT = '/api/oauth/CurrentUser?type=app';
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('GET /api/oauth/CurrentUser', () => {
  it('matches the contract schema for nurse01, with her ward, position and manager head01', async () => {
    const { status, body } = await getJson(h.app, CURRENT, await tokenFor(h.app, 'nurse01'));
    expect(status).toBe(200);
    const { userInfo, permissionList, sysConfigInfo } = envelope(currentUserData).parse(body).data;
    expect(userInfo).toMatchObject({
      userAccount: 'nurse01',
      managerId: 'u-head01',
      departmentName: '心内科病区',
      positionName: '护士',
      isAdministrator: false,
    });
    expect(userInfo.organizeName).toMatch(/\/心内科\/心内科病区$/);
    expect(permissionList.find((p) => p.modelId === 'leaveApply')?.button.map((b) => b.enCode)).toContain(
      'btn_add',
    );
    expect(sysConfigInfo).toMatchObject({ sysName: '人事系统', sysVersion: '3.3.5' });
    expect(sysConfigInfo.companyName).toBe(sysConfigInfo.title);
  });

  it("lists head01's subordinates, including nurse01", async () => {
    const { body } = await getJson(h.app, CURRENT, await tokenFor(h.app, 'head01'));
    const { userInfo } = envelope(currentUserData).parse(body).data;
    expect(userInfo.subordinates).toContain('u-nurse01');
    expect(userInfo.positionName).toBe('护士长');
  });

  it('marks admin as administrator and grants permissions staff do not have', async () => {
    const { body } = await getJson(h.app, CURRENT, await tokenFor(h.app, 'admin'));
    const { userInfo, permissionList } = envelope(currentUserData).parse(body).data;
    expect(userInfo.isAdministrator).toBe(true);
    expect(permissionList.map((p) => p.modelId)).toContain('personnelArchive');
  });

  it('answers 600 without a token, with a garbage token and with a token signed by another secret', async () => {
    const forged =
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LWFkbWluIiwianRpIjoieCIsImV4cCI6OTk5OTk5OTk5OX0.c2lnbmF0dXJl';
    for (const token of [undefined, 'Bearer nonsense', forged]) {
      const { status, body } = await getJson(h.app, CURRENT, token);
      expect(status).toBe(200);
      expect(body).toEqual({ code: CODE.SESSION_EXPIRED, msg: '登录过期，请重新登录', data: null });
    }
  });
});

describe('ending a session', () => {
  it('GET Logout revokes the token: the next call answers 600', async () => {
    const token = await tokenFor(h.app, 'nurse01');
    expect((await getJson(h.app, CURRENT, token)).body.code).toBe(CODE.OK);
    expect((await getJson(h.app, '/api/oauth/Logout', token)).body.code).toBe(CODE.OK);
    expect((await getJson(h.app, CURRENT, token)).body.code).toBe(CODE.SESSION_EXPIRED);
  });

  it('POST Logout works too and is idempotent', async () => {
    const token = await tokenFor(h.app, 'nurse01');
    for (let i = 0; i < 2; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/oauth/Logout',
        headers: { authorization: token },
      });
      expect(res.json().code).toBe(CODE.OK);
    }
    expect((await getJson(h.app, CURRENT, token)).body.code).toBe(CODE.SESSION_EXPIRED);
  });

  it('an expired token answers 600', async () => {
    const token = await tokenFor(h.app, 'nurse01');
    h.clock.now += h.config.tokenTtl * 1000 + 1000;
    const { body } = await getJson(h.app, CURRENT, token);
    expect(body.code).toBe(CODE.SESSION_EXPIRED);
  });

  it('a disabled user answers 602 on the next call', async () => {
    const token = await tokenFor(h.app, 'hr01');
    await h.database.db.update(users).set({ enabled: false }).where(eq(users.account, 'hr01'));
    const { status, body } = await getJson(h.app, CURRENT, token);
    expect(status).toBe(200);
    expect(body).toEqual({ code: CODE.ACCOUNT_DISABLED, msg: '账号已被停用，请联系管理员', data: null });
  });

  it('without single-session mode a second sign-in leaves the first session alive', async () => {
    const first = await tokenFor(h.app, 'head01');
    await tokenFor(h.app, 'head01');
    expect((await getJson(h.app, CURRENT, first)).body.code).toBe(CODE.OK);
  });
});
