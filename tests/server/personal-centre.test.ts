/**
 * The personal centre on the server (issue #17): one's record (BaseInfo) and the fields one may change, each
 * by its spec §5 rule, while HR's fields only come back unchanged; the units and posts one holds and which
 * is the main one (CurrentUser and new forms follow it); and a password change by the policy's rules that
 * is told to every session (issue #28) and ends every other session of the account — over HTTP (600) and on
 * its socket (logout) — but not this one.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, WS_PATH, type BaseInfo } from '../../contract';
import { md5Hex } from '../../server/auth/password';
import { DEMO_PASSWORD } from '../../server/seed';
import { send } from './flowRequests';
import { createHarness, getJson, login, tokenFor, type Harness } from './harness';
import { connect, hello } from './socketClient';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => h.close());

const BASE_INFO = '/api/permission/Users/Current/BaseInfo';
const PASSWORD = '/api/permission/Users/Current/Actions/ModifyPassword';
const put = (token: string, body: object) =>
  send(h.app, BASE_INFO, body, token, { method: 'PUT', key: null });
const info = async (token: string) => (await getJson(h.app, BASE_INFO, token)).body.data as BaseInfo;
/** A field refused by name, the server's way (`field: message`, which the app's forms place by the field). */
const refusal = (field: string, msg: string) => ({ code: CODE.BAD_REQUEST, msg: `${field}: ${msg}` });

describe('personal data (BaseInfo)', () => {
  it('reads one’s record: names for unit, manager, post and roles; HR’s dictionary fields as item ids', async () => {
    const me = await info(await tokenFor(h.app, 'nurse01'));
    expect(me).toMatchObject({
      id: 'u-nurse01',
      account: 'nurse01',
      organize: expect.stringMatching(/\/心内科\/心内科病区$/),
      position: '护士',
      nation: 'dict-nation-1',
      education: expect.stringMatching(/^dict-education-\d$/),
      gender: expect.stringMatching(/^[12]$/),
      mobilePhone: expect.stringMatching(/^1[3-9]\d{9}$/),
    });
    expect(me.manager).not.toBe('');
    expect(me.roleId).not.toBe('');
    expect(me.birthday).toBeLessThan(me.entryDate!);
  });

  it('saves one’s own fields, trimmed, and clears one sent empty', async () => {
    const token = await tokenFor(h.app, 'nurse01');
    const sent = await put(token, {
      email: ' lin@example.org ',
      landline: '0571-87654321',
      telePhone: '13900001111',
      urgentContacts: '林父',
      urgentTelePhone: '0571-1234567',
      postalAddress: '滨江区江南大道 1 号',
      signature: '',
    });
    expect(sent.body.code).toBe(200);
    expect(await info(token)).toMatchObject({
      email: 'lin@example.org',
      landline: '0571-87654321',
      telePhone: '13900001111',
      urgentContacts: '林父',
      urgentTelePhone: '0571-1234567',
      postalAddress: '滨江区江南大道 1 号',
      signature: null,
    });
  });

  it('names a field that breaks its rule, and saves nothing of that request', async () => {
    const token = await tokenFor(h.app, 'head01');
    const before = await info(token);
    for (const [body, field, msg] of [
      [{ email: 'not-an-address', signature: '新的' }, 'email', '电子邮箱格式不正确'],
      [{ landline: '87654321' }, 'landline', '座机格式不正确'],
      [{ urgentTelePhone: '12345' }, 'urgentTelePhone', '紧急联系电话格式不正确'],
      [{ signature: '长'.repeat(101) }, 'signature', '个性签名过长'],
    ] as const)
      expect((await put(token, body)).body).toMatchObject(refusal(field, msg));
    expect(await info(token)).toEqual(before);
  });

  it('takes HR’s fields back unchanged (the platform’s page sends all), refuses a change naming the field', async () => {
    const token = await tokenFor(h.app, 'director01');
    const me = await info(token);
    const all = { ...me, signature: '医者仁心' };
    expect((await put(token, all)).body.code).toBe(200);
    expect((await put(token, { ...all, realName: '别人' })).body).toMatchObject(
      refusal('realName', '姓名由人事部门维护，不能在此修改'),
    );
    expect((await put(token, { ...all, gender: me.gender === '1' ? '2' : '1' })).body).toMatchObject(
      refusal('gender', '性别由人事部门维护，不能在此修改'),
    );
    expect((await put(token, { mobilePhone: '13811112222' })).body).toMatchObject(
      refusal('mobilePhone', '手机号码请在账号安全中验证新号码后更换'),
    );
    expect((await put(token, { id: 'u-nurse01', signature: 'x' })).body).toMatchObject(
      refusal('id', '只能修改本人的资料'),
    );
    expect(await info(token)).toMatchObject({ realName: me.realName, signature: '医者仁心' });
  });

  it('bounds every string at the door (400, never 5xx)', async () => {
    const token = await tokenFor(h.app, 'head01');
    const sent = await put(token, { postalAddress: 'x'.repeat(100_000) });
    expect([sent.status, sent.body.code]).toEqual([400, CODE.BAD_REQUEST]);
  });
});

describe('units and posts (business)', () => {
  const ORGANIZES = '/api/permission/Users/Current/getUserOrganizes';
  const POSITIONS = '/api/permission/Users/Current/getUserPositions';
  const major = (token: string, body: object) =>
    send(h.app, '/api/permission/Users/Current/major', body, token, { method: 'PUT', key: null });

  it('lists every unit and post held, the main one marked; switching makes another main everywhere', async () => {
    const token = await tokenFor(h.app, 'nurse01');
    const units = (await getJson(h.app, ORGANIZES, token)).body.data as { id: string; isDefault: boolean }[];
    expect(units.map((u) => [u.id, u.isDefault])).toEqual([
      ['ward-xinneike', true],
      ['dept-huli', false],
    ]);
    expect((await major(token, { majorId: 'dept-huli', majorType: 'Organize' })).body.code).toBe(200);
    const posts = (await getJson(h.app, POSITIONS, token)).body.data as {
      fullName: string;
      isDefault: boolean;
    }[];
    expect(posts.map((p) => [p.fullName, p.isDefault])).toEqual([
      ['科员', true],
      ['护士', false],
    ]);
    const current = (await getJson(h.app, '/api/oauth/CurrentUser?type=app', token)).body.data as {
      userInfo: { organizeId: string; departmentName: string };
    };
    expect(current.userInfo.organizeId).toBe('dept-huli');
    // And back, by the post this time.
    expect((await major(token, { majorId: 'pos-nurse', majorType: 'Position' })).body.code).toBe(200);
    expect((await info(token)).organize).toMatch(/心内科病区$/);
  });

  it('refuses a unit or post that is not one’s own', async () => {
    const token = await tokenFor(h.app, 'nurse01');
    expect((await major(token, { majorId: 'dept-renli', majorType: 'Organize' })).body).toMatchObject(
      refusal('majorId', '不是您所在的组织'),
    );
    expect((await major(token, { majorId: 'pos-director', majorType: 'Position' })).body).toMatchObject(
      refusal('majorId', '不是您的岗位'),
    );
    expect((await major(token, { majorId: 'x', majorType: 'Team' })).status).toBe(400);
  });
});

describe('changing the password', () => {
  const change = (token: string, oldPlain: string, newPlain: string) =>
    send(
      h.app,
      PASSWORD,
      { oldPassword: md5Hex(oldPlain), password: md5Hex(newPlain), code: '', timestamp: 0.5 },
      token,
      { key: null },
    );

  it('refuses a wrong old password, the account, a common password, and the current one', async () => {
    const token = await tokenFor(h.app, 'hr01');
    const demo = 'Hr@2026demo';
    expect((await change(token, 'wrong', demo)).body).toMatchObject(refusal('oldPassword', '原密码错误'));
    const old = DEMO_PASSWORD;
    expect((await change(token, old, 'hr01')).body).toMatchObject(
      refusal('password', '新密码不能与账号相同'),
    );
    expect((await change(token, old, 'P@ssw0rd')).body).toMatchObject(
      refusal('password', '新密码过于常见，请换一个'),
    );
    expect((await change(token, old, old)).body).toMatchObject(
      refusal('password', '新密码不能与最近 5 次使用过的密码相同'),
    );
  });

  it('tells every session (a message on its socket), then ends every other one (600, and logout), keeps this one, and the new password signs in', async () => {
    const here = await tokenFor(h.app, 'leader01');
    const elsewhere = await tokenFor(h.app, 'leader01');
    const port = (h.app.server.address() as AddressInfo).port;
    const socket = await connect(`ws://127.0.0.1:${port}${WS_PATH}`);
    socket.ws.send(hello(elsewhere));
    expect((await socket.next()).method).toBe('initMessage');

    expect((await change(here, DEMO_PASSWORD, 'Ward#Night7')).body.code).toBe(200);
    expect(await socket.next()).toMatchObject({
      method: 'messagePush',
      title: '账号安全提醒：登录密码已修改',
    });
    expect(await socket.next()).toEqual({ method: 'logout', msg: '密码已修改，请重新登录' });
    expect((await getJson(h.app, BASE_INFO, elsewhere)).body).toMatchObject({
      code: CODE.SESSION_EXPIRED,
      msg: '密码已修改，请重新登录',
    });
    expect((await getJson(h.app, BASE_INFO, here)).body.code).toBe(200);
    expect((await login(h.app, 'leader01')).body.code).not.toBe(200);
    expect((await login(h.app, 'leader01', md5Hex('Ward#Night7'))).body.code).toBe(200);
  });

  it('a password of the last five is refused; the sixth back is allowed again', async () => {
    const token = await tokenFor(h.app, 'admin');
    const used = [DEMO_PASSWORD, 'Round#1pw', 'Round#2pw', 'Round#3pw', 'Round#4pw', 'Round#5pw'];
    for (let i = 1; i < used.length; i++)
      expect((await change(token, used[i - 1]!, used[i]!)).body.code).toBe(200);
    expect((await change(token, used[5]!, used[1]!)).body).toMatchObject(
      refusal('password', '新密码不能与最近 5 次使用过的密码相同'),
    );
    expect((await change(token, used[5]!, used[0]!)).body.code).toBe(200);
  });

  it('five wrong old passwords lock the change for a while, even with the right one', async () => {
    const token = await tokenFor(h.app, 'director01');
    for (let i = 0; i < 5; i++) await change(token, `wrong-${i}`, 'Fresh#Pass9');
    expect((await change(token, DEMO_PASSWORD, 'Fresh#Pass9')).body).toMatchObject({
      code: CODE.BAD_REQUEST,
      msg: '原密码错误次数过多，请 15 分钟后再试',
    });
  });
});
