/** Single-session mode: a new app sign-in replaces the older app sessions of the same account (code 601). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../contract';
import { createHarness, getJson, login, tokenFor, type Harness } from './harness';

const CURRENT = '/api/oauth/CurrentUser?type=app';
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { singleSession: true } });
});
afterAll(() => h.close());

describe('singleSession', () => {
  it('the older app session answers 601 after the same account signs in again', async () => {
    const first = await tokenFor(h.app, 'nurse01');
    const second = await tokenFor(h.app, 'nurse01');
    const { status, body } = await getJson(h.app, CURRENT, first);
    expect(status).toBe(200);
    expect(body).toEqual({ code: CODE.SIGNED_IN_ELSEWHERE, msg: '您的账号已在其他设备登录', data: null });
    expect((await getJson(h.app, CURRENT, second)).body.code).toBe(CODE.OK);
  });

  it('a sign-in from another client kind (pc) does not replace the app session', async () => {
    const app = await tokenFor(h.app, 'head01');
    const pc = await login(h.app, 'head01', undefined, { 'jnpf-origin': 'pc' });
    expect(pc.body.code).toBe(CODE.OK);
    expect((await getJson(h.app, CURRENT, app)).body.code).toBe(CODE.OK);
  });

  it('other accounts are not affected', async () => {
    const adminToken = await tokenFor(h.app, 'admin');
    await tokenFor(h.app, 'hr01');
    expect((await getJson(h.app, CURRENT, adminToken)).body.code).toBe(CODE.OK);
  });
});
