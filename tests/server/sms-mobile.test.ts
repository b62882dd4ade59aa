/**
 * 更换手机号 by a code to the new number (issue #17, issue #28), on both databases: the code goes to the new
 * number and, with the current password, makes it the asker's, once; it is good for no one else and does not
 * sign anyone in; a session without the password changes nothing; the code request answers alike for every
 * number but one's own, and only a caller who shows the code learns that another account has the number;
 * one account asks for at most five codes an hour; a wrong code changes nothing; strict mode hides both
 * calls. The app's clock moves; nobody waits.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, MOBILE_CODE_PATH, MOBILE_PATH, MOBILE_SAME, MOBILE_TAKEN } from '../../contract';
import { md5Hex } from '../../server/auth/password';
import * as t from '../../server/db/schema';
import { codesSentTo as codesOf } from '../shared/smsLog';
import { waitFor } from '../unit/waitFor';
import { createHarness, DEMO_MD5, tokenFor, type Harness } from './harness';

let h: Harness;
let file: string;
let address = 0;
let fresh = 0;

beforeAll(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'hr-sms-mobile-')), 'sms.log');
  h = await createHarness({ config: { sms: { provider: 'local', file } } });
});
afterAll(() => h.close());

const mobileOf = async (account: string) =>
  (
    await h.database.db.select({ mobile: t.users.mobile }).from(t.users).where(eq(t.users.account, account))
  )[0]!.mobile;
/** A number nobody holds, one per call. */
const newNumber = () => `1990000${String(++fresh).padStart(4, '0')}`;
const from = () => `10.9.0.${++address}`;

const codesSentTo = (mobile: string): string[] => codesOf(file, mobile);

async function askCode(token: string, mobile: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `${MOBILE_CODE_PATH}/${mobile}`,
    headers: { authorization: token },
    remoteAddress: from(),
  });
  return res.json() as { code: number; msg: string };
}

async function codeFor(token: string, mobile: string): Promise<string> {
  const before = codesSentTo(mobile).length;
  expect((await askCode(token, mobile)).code).toBe(200);
  await waitFor(() => codesSentTo(mobile).length > before);
  return codesSentTo(mobile).at(-1)!;
}

/** The change with the code and, unless the test says otherwise, the current password. */
async function change(token: string, mobile: string, code: string, password: string | null = DEMO_MD5) {
  const res = await h.app.inject({
    method: 'PUT',
    url: MOBILE_PATH,
    headers: { authorization: token },
    payload: { mobile, code, ...(password === null ? {} : { password }) },
    remoteAddress: from(),
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string } };
}

describe('更换手机号', () => {
  it('a code sent to the new number makes it the asker’s, once', async () => {
    const token = await tokenFor(h.app, 'e00021');
    const mobile = newNumber();
    const code = await codeFor(token, mobile);
    expect((await change(token, mobile, code)).body).toMatchObject({ code: 200, msg: '手机号已更换' });
    expect(await mobileOf('e00021')).toBe(mobile);
    // Spent: a second use is refused (the number is now theirs, and said so).
    expect((await change(token, mobile, code)).body).toMatchObject({ code: CODE.BAD_REQUEST });
  });

  it('the code is good for no one else, and signs no one in', async () => {
    const asker = await tokenFor(h.app, 'e00022');
    const other = await tokenFor(h.app, 'e00023');
    const mobile = newNumber();
    const code = await codeFor(asker, mobile);
    expect((await change(other, mobile, code)).body.code).toBe(CODE.BAD_REQUEST);
    expect(await mobileOf('e00023')).not.toBe(mobile);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/LoginSms',
      payload: { mobile, code },
    });
    expect(login.json().code).toBe(CODE.BAD_REQUEST);
    // The asker's code still works after the other's wrong try.
    expect((await change(asker, mobile, code)).body.code).toBe(200);
  });

  it('a wrong code changes nothing and says how many tries are left', async () => {
    const token = await tokenFor(h.app, 'e00024');
    const before = await mobileOf('e00024');
    const mobile = newNumber();
    const code = await codeFor(token, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await change(token, mobile, wrong)).body).toMatchObject({
      code: 400,
      msg: '验证码错误，还可再试 4 次',
    });
    expect(await mobileOf('e00024')).toBe(before);
  });

  it('a session without the current password changes nothing, and its code is not spent', async () => {
    const token = await tokenFor(h.app, 'e00028');
    const before = await mobileOf('e00028');
    const mobile = newNumber();
    const code = await codeFor(token, mobile);
    expect((await change(token, mobile, code, null)).body).toMatchObject({
      code: 400,
      msg: 'password: 请输入当前密码',
    });
    expect((await change(token, mobile, code, md5Hex('Not-Mine#1'))).body).toMatchObject({
      code: 400,
      msg: 'password: 当前密码错误',
    });
    expect(await mobileOf('e00028')).toBe(before);
    expect((await change(token, mobile, code)).body.code).toBe(200);
  });

  it('the code request answers alike for another account’s number and nobody’s; only one’s own is refused', async () => {
    const token = await tokenFor(h.app, 'e00025');
    const own = (await mobileOf('e00025'))!;
    const taken = (await mobileOf('nurse01'))!;
    expect(await askCode(token, own)).toMatchObject({ code: 400, msg: `mobile: ${MOBILE_SAME}` });
    expect(await askCode(token, taken)).toEqual(await askCode(token, newNumber()));
  });

  it('only a caller who shows the number’s code learns another account has it', async () => {
    const token = await tokenFor(h.app, 'e00029');
    const taken = (await mobileOf('nurse01'))!;
    const code = await codeFor(token, taken);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await change(token, taken, wrong)).body).toMatchObject({ msg: '验证码错误，还可再试 4 次' });
    expect((await change(token, taken, code)).body).toMatchObject({ msg: `mobile: ${MOBILE_TAKEN}` });
    expect(await mobileOf('e00029')).not.toBe(taken);
  });

  it('one account asks for at most five codes an hour, whatever the numbers', async () => {
    const token = await tokenFor(h.app, 'e00030');
    for (let i = 0; i < 5; i++) expect((await askCode(token, newNumber())).code).toBe(200);
    expect(await askCode(token, newNumber())).toMatchObject({
      code: CODE.TOO_MANY_REQUESTS,
      msg: '获取验证码过于频繁，请稍后再试',
    });
    h.clock.now += 3_601_000;
    expect((await askCode(token, newNumber())).code).toBe(200);
  });

  it('a number in the wrong format, a code that is not 6 digits, or no session: refused', async () => {
    const token = await tokenFor(h.app, 'e00026');
    expect((await askCode(token, '1380013')).code).toBe(400);
    expect((await change(token, newNumber(), '12ab')).body.code).toBe(400);
    const anonymous = await h.app.inject({ method: 'GET', url: `${MOBILE_CODE_PATH}/${newNumber()}` });
    expect(anonymous.json().code).not.toBe(200);
  });
});

describe('strict mode', () => {
  it('hides both calls (the platform has no such call)', async () => {
    const strict = await createHarness({ config: { jnpfStrict: true, sms: { provider: 'local', file } } });
    try {
      const token = await tokenFor(strict.app, 'e00027');
      const ask = await strict.app.inject({
        method: 'GET',
        url: `${MOBILE_CODE_PATH}/${newNumber()}`,
        headers: { authorization: token },
      });
      expect(ask.statusCode).toBe(404);
      const put = await strict.app.inject({
        method: 'PUT',
        url: MOBILE_PATH,
        headers: { authorization: token },
        payload: { mobile: newNumber(), code: '123456' },
      });
      expect(put.statusCode).toBe(404);
    } finally {
      await strict.close();
    }
  });
});
