/**
 * Sign-in by SMS code (issue #17), on both databases: a code asked for a staff member's number signs them in
 * once; wrong tries, expiry, a newer code and reuse end it; sending is limited per number and requester and
 * per address, with the wait said; a stranger cannot spend the owner's codes nor end her code, strangers
 * together are capped per number, and a number's cost is capped (issue #28); an unknown number is answered
 * and behaves exactly as a known one; codes are kept hashed; without a provider there is no SMS sign-in. The
 * Aliyun and Tencent clients are run against local doubles that check their signatures, a code and a change
 * notice each by its template. The app's clock moves; nobody waits.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, SMS_CODE_TTL_SEC } from '../../contract';
import * as t from '../../server/db/schema';
import type { SmsConfig } from '../../server/config/sms';
import { NO_NOTICE_TEMPLATE } from '../../server/modules/sms/provider';
import { smsProvider } from '../../server/modules/sms/providers';
import { codesSentTo as codesOf } from '../shared/smsLog';
import { waitFor } from '../unit/waitFor';
import { DEVICE_COOKIE } from '../../server/auth/login-device';
import { createHarness, DEMO_MD5, LOGIN_URL, type Harness } from './harness';
import { startAliyunDouble, startTencentDouble, type SmsDouble } from './smsDoubles';

const UNKNOWN = '19999999999';
let h: Harness;
let file: string;
let address = 0;

beforeAll(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'hr-sms-')), 'sms.log');
  h = await createHarness({ config: { sms: { provider: 'local', file } } });
});
afterAll(() => h.close());

async function mobileOf(account: string, of: Harness = h): Promise<string> {
  const [row] = await of.database.db
    .select({ mobile: t.users.mobile })
    .from(t.users)
    .where(eq(t.users.account, account));
  return row!.mobile!;
}

/** The `n`-th seeded colleague (by account): each test signs in someone of its own. */
async function colleague(n: number): Promise<{ account: string; mobile: string }> {
  const rows = await h.database.db
    .select({ account: t.users.account, mobile: t.users.mobile })
    .from(t.users)
    .where(eq(t.users.enabled, true))
    .orderBy(t.users.account)
    .offset(10 + n)
    .limit(1);
  return { account: rows[0]!.account, mobile: rows[0]!.mobile! };
}

/** Who asks: an address, and the browser's device cookie when it sends one. */
type Asker = { address: string; device?: string };

/** Each test asks from its own address unless it says otherwise, so the address limit is its own. */
const freshAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
/** A client that has never signed in here: no device cookie, an address of its own. */
const stranger = (): Asker => ({ address: freshAddress() });

const cookiesOf = (by: Asker): Record<string, string> => (by.device ? { [DEVICE_COOKIE]: by.device } : {});

async function askCode(mobile: string, by: Asker = stranger(), of: Harness = h) {
  const res = await of.app.inject({
    method: 'GET',
    url: `/api/oauth/SmsCode/${mobile}`,
    remoteAddress: by.address,
    cookies: cookiesOf(by),
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: { resendAfter: number } | null },
    device: res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value,
  };
}

async function loginSms(mobile: string, code: string, by: Asker, of: Harness = h) {
  const res = await of.app.inject({
    method: 'POST',
    url: '/api/oauth/LoginSms',
    headers: { 'jnpf-origin': 'app' },
    payload: { mobile, code },
    remoteAddress: by.address,
    cookies: cookiesOf(by),
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: { token: string } | null },
  };
}

/** The account signed in with its password on a browser of its own: that browser, as it later asks. */
async function ownersBrowser(account: string): Promise<Asker> {
  const from = freshAddress();
  const res = await h.app.inject({
    method: 'POST',
    url: LOGIN_URL,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'jnpf-origin': 'app' },
    payload: new URLSearchParams({ account, password: DEMO_MD5 }).toString(),
    remoteAddress: from,
  });
  expect(res.json().code).toBe(200);
  const device = res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;
  expect(device).toMatch(/^[0-9a-f-]{36}$/);
  return { address: from, device };
}

const codesSentTo = (mobile: string): string[] => codesOf(file, mobile);

async function newCode(mobile: string, by: Asker): Promise<string> {
  const before = codesSentTo(mobile).length;
  expect((await askCode(mobile, by)).body.code).toBe(200);
  await waitFor(() => codesSentTo(mobile).length > before);
  return codesSentTo(mobile).at(-1)!;
}

/** Moves the app's clock past every sending window, so the next test starts with none used. */
const nextDay = () => void (h.clock.now += 86_400_000 + 1000);

describe('sign-in by SMS code', () => {
  it('a code sent to a staff member’s number signs them in, and its token is theirs', async () => {
    const mobile = await mobileOf('nurse01');
    const by = stranger();
    const asked = await askCode(mobile, by);
    expect(asked.body).toMatchObject({ code: 200, data: { resendAfter: 60 } });
    await waitFor(() => codesSentTo(mobile).length > 0);
    const code = codesSentTo(mobile).at(-1)!;
    expect(code).toMatch(/^\d{6}$/);
    const login = await loginSms(mobile, code, by);
    expect(login.body.code).toBe(200);
    const me = await h.app.inject({
      method: 'GET',
      url: '/api/oauth/CurrentUser',
      headers: { authorization: login.body.data!.token },
    });
    expect(me.json().data.userInfo.userAccount).toBe('nurse01');
    expect((await loginSms(mobile, code, by)).body).toMatchObject({
      code: CODE.BAD_REQUEST,
      msg: '验证码错误或已失效，请重新获取',
    });
    nextDay();
  });

  it('keeps only a hash of the code', async () => {
    const { mobile } = await colleague(2);
    const code = await newCode(mobile, stranger());
    const rows = await h.database.db.select().from(t.smsCodes).where(eq(t.smsCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
    nextDay();
  });

  it('five wrong tries end the code: the right one is refused after them', async () => {
    const { mobile } = await colleague(3);
    const by = stranger();
    const code = await newCode(mobile, by);
    const wrong = code === '000000' ? '111111' : '000000';
    const said: string[] = [];
    for (let i = 0; i < 5; i++) said.push((await loginSms(mobile, wrong, by)).body.msg);
    expect(said).toEqual([
      '验证码错误，还可再试 4 次',
      '验证码错误，还可再试 3 次',
      '验证码错误，还可再试 2 次',
      '验证码错误，还可再试 1 次',
      '验证码错误次数过多，请重新获取',
    ]);
    expect((await loginSms(mobile, code, by)).body.msg).toBe('验证码错误次数过多，请重新获取');
    nextDay();
  });

  it('a code is valid for 5 minutes', async () => {
    const { mobile } = await colleague(4);
    const by = stranger();
    const code = await newCode(mobile, by);
    h.clock.now += SMS_CODE_TTL_SEC * 1000 + 1;
    expect((await loginSms(mobile, code, by)).body.msg).toBe('验证码错误或已失效，请重新获取');
    nextDay();
  });

  it('asking again replaces the code: only the newest works', async () => {
    const { mobile } = await colleague(5);
    const by = stranger();
    const first = await newCode(mobile, by);
    h.clock.now += 61_000;
    const second = await newCode(mobile, by);
    if (first !== second) expect((await loginSms(mobile, first, by)).body.code).toBe(CODE.BAD_REQUEST);
    expect((await loginSms(mobile, second, by)).body.code).toBe(200);
    nextDay();
  });

  it('sends a number one code a minute, five an hour, ten a day for one requester, and says how long to wait', async () => {
    const { mobile } = await colleague(6);
    const by = stranger();
    expect((await askCode(mobile, by)).body.code).toBe(200);
    h.clock.now += 20_000;
    expect((await askCode(mobile, by)).body).toMatchObject({
      code: CODE.TOO_MANY_REQUESTS,
      msg: '获取验证码过于频繁，请 40 秒后再试',
    });
    for (let i = 0; i < 4; i++) {
      h.clock.now += 61_000;
      expect((await askCode(mobile, by)).body.code).toBe(200);
    }
    h.clock.now += 61_000;
    const hourly = await askCode(mobile, by);
    expect(hourly.body.code).toBe(CODE.TOO_MANY_REQUESTS);
    expect(hourly.body.msg).toMatch(/请 \d+ 分钟后再试$/);
    for (let i = 0; i < 5; i++) {
      h.clock.now += 3_601_000;
      expect((await askCode(mobile, by)).body.code).toBe(200);
    }
    h.clock.now += 3_601_000;
    const daily = await askCode(mobile, by);
    expect(daily.body).toMatchObject({ code: CODE.TOO_MANY_REQUESTS });
    expect(daily.body.msg).toMatch(/请 \d+ 小时后再试$/);
    nextDay();
  });

  it('one address may ask 30 codes an hour, whatever the numbers', async () => {
    const by = stranger();
    for (let i = 0; i < 30; i++)
      expect((await askCode(`1370000${String(i).padStart(4, '0')}`, by)).body.code).toBe(200);
    expect((await askCode('13799999999', by)).body).toMatchObject({
      code: CODE.TOO_MANY_REQUESTS,
      msg: '获取验证码过于频繁，请稍后再试',
    });
    expect((await askCode('13799999999')).body.code).toBe(200);
    nextDay();
  });

  it('an unknown number is answered alike, sent nothing, and its tries run out as a known one’s do', async () => {
    const by = stranger();
    const known = await askCode((await colleague(7)).mobile, by);
    const unknown = await askCode(UNKNOWN, by);
    expect(unknown.body).toEqual(known.body);
    const said: string[] = [];
    for (let i = 0; i < 6; i++) said.push((await loginSms(UNKNOWN, '123456', by)).body.msg);
    expect(said.slice(4)).toEqual(['验证码错误次数过多，请重新获取', '验证码错误次数过多，请重新获取']);
    expect(codesSentTo(UNKNOWN)).toEqual([]);
    expect((await askCode(UNKNOWN, by)).body.code).toBe(CODE.TOO_MANY_REQUESTS);
    nextDay();
  });

  it('a disabled account is sent nothing, and one disabled after its code was sent gets 602', async () => {
    const { account, mobile } = await colleague(8);
    const by = stranger();
    const code = await newCode(mobile, by);
    await h.database.db.update(t.users).set({ enabled: false }).where(eq(t.users.account, account));
    expect((await loginSms(mobile, code, by)).body.code).toBe(CODE.ACCOUNT_DISABLED);
    h.clock.now += 61_000;
    const before = codesSentTo(mobile).length;
    expect((await askCode(mobile, by)).body.code).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(codesSentTo(mobile)).toHaveLength(before);
    await h.database.db.update(t.users).set({ enabled: true }).where(eq(t.users.account, account));
    nextDay();
  });

  it('a malformed number or code is refused with HTTP 400, naming the field', async () => {
    const bad = await askCode('12345');
    expect([bad.status, bad.body.code]).toEqual([400, CODE.BAD_REQUEST]);
    expect(bad.body.msg).toContain('请输入正确的手机号码');
    const code = await loginSms(await mobileOf('nurse01'), '12ab', stranger());
    expect([code.status, code.body.code]).toEqual([400, CODE.BAD_REQUEST]);
    expect(code.body.msg).toContain('验证码为 6 位数字');
  });
});

describe('a stranger cannot spend the owner’s codes (issue #28)', () => {
  it('five strangers’ requests in an hour leave the owner’s browser its own: her code comes and signs her in', async () => {
    const { account, mobile } = await colleague(20);
    const owner = await ownersBrowser(account);
    // Each stranger's code is awaited until it is sent, so the owner's code below is the last one sent.
    for (let i = 0; i < 5; i++) {
      await newCode(mobile, stranger());
      h.clock.now += 61_000;
    }
    expect((await askCode(mobile, stranger())).body).toMatchObject({
      code: CODE.TOO_MANY_REQUESTS,
      msg: '获取验证码过于频繁，请稍后再试',
    });
    const code = await newCode(mobile, owner);
    expect((await loginSms(mobile, code, owner)).body.code).toBe(200);
    nextDay();
  });

  it('strangers together get ten a day, the owner’s browser ten of its own, and no number more than twenty', async () => {
    const { account, mobile } = await colleague(21);
    const [phone, desk] = [await ownersBrowser(account), await ownersBrowser(account)];
    for (let i = 0; i < 10; i++) {
      expect((await askCode(mobile, stranger())).body.code).toBe(200);
      expect((await askCode(mobile, phone)).body.code).toBe(200);
      h.clock.now += 3_601_000;
    }
    expect((await askCode(mobile, stranger())).body.code).toBe(CODE.TOO_MANY_REQUESTS);
    expect((await askCode(mobile, phone)).body.msg).toMatch(/请 \d+ 小时后再试$/);
    // Twenty sent today: the cost cap holds even for another of her browsers.
    expect((await askCode(mobile, desk)).body.code).toBe(CODE.TOO_MANY_REQUESTS);
    nextDay();
  });

  it('a stranger’s code and wrong tries never end the owner’s code', async () => {
    const { account, mobile } = await colleague(22);
    const owner = await ownersBrowser(account);
    const code = await newCode(mobile, owner);
    const other = stranger();
    expect((await askCode(mobile, other)).body.code).toBe(200);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 6; i++) expect((await loginSms(mobile, wrong, other)).body.code).toBe(400);
    // Someone who asked for no code has no tries at all: the code is not theirs.
    expect((await loginSms(mobile, code, stranger())).body.msg).toBe('验证码错误或已失效，请重新获取');
    expect((await loginSms(mobile, code, owner)).body.code).toBe(200);
    nextDay();
  });

  it('a browser is given its device cookie with its first code, and its code still works once it sends it', async () => {
    const { mobile } = await colleague(23);
    const by = stranger();
    const asked = await askCode(mobile, by);
    expect(asked.device).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => codesSentTo(mobile).length > 0);
    const withCookie = { ...by, device: asked.device };
    expect((await loginSms(mobile, codesSentTo(mobile).at(-1)!, withCookie)).body.code).toBe(200);
    nextDay();
  });

  it('for a stranger every number is counted alike, its owner’s or nobody’s', async () => {
    const { mobile } = await colleague(24);
    const said = async (number: string) => {
      const answers: unknown[] = [];
      for (let i = 0; i < 7; i++) {
        answers.push((await askCode(number, stranger())).body);
        h.clock.now += 1000;
      }
      return answers;
    };
    expect(await said(mobile)).toEqual(await said('19999999998'));
    nextDay();
  });
});

describe('without a provider', () => {
  it('the login page is told there is no SMS sign-in, and its calls are 404', async () => {
    const none = await createHarness({ config: { sms: null } });
    try {
      const methods = await none.app.inject({ method: 'GET', url: '/api/oauth/LoginMethods' });
      expect(methods.json().data).toEqual({ sms: false, ding: false, dingCorpId: '' });
      expect(
        (await none.app.inject({ method: 'GET', url: '/api/oauth/SmsCode/13800000000' })).statusCode,
      ).toBe(404);
    } finally {
      await none.close();
    }
    const withSms = await h.app.inject({ method: 'GET', url: '/api/oauth/LoginMethods' });
    expect(withSms.json().data).toEqual({ sms: true, ding: false, dingCorpId: '' });
  });
});

const PROVIDERS: [string, () => Promise<{ double: SmsDouble; sms: SmsConfig }>][] = [
  [
    'Aliyun',
    async () => {
      const double = await startAliyunDouble('secret-a');
      const sms: SmsConfig = {
        provider: 'aliyun',
        endpoint: double.url,
        accessKeyId: 'key-a',
        accessKeySecret: 'secret-a',
        signName: '人事系统',
        templateCode: 'SMS_1',
        noticeTemplateCode: 'SMS_2',
        regionId: 'cn-hangzhou',
      };
      return { double, sms };
    },
  ],
  [
    'Tencent Cloud',
    async () => {
      const double = await startTencentDouble('id-t', 'secret-t');
      const sms: SmsConfig = {
        provider: 'tencent',
        endpoint: double.url,
        secretId: 'id-t',
        secretKey: 'secret-t',
        region: 'ap-guangzhou',
        sdkAppId: '1400000000',
        signName: '人事系统',
        templateId: '1000',
        noticeTemplateId: '1001',
      };
      return { double, sms };
    },
  ],
];

/** Each provider's notice template in the configurations below. */
const NOTICE: Record<string, string> = { aliyun: 'SMS_2', tencent: '1001' };

/** The same provider without a notice template. */
function noNotice(sms: SmsConfig): SmsConfig {
  if (sms.provider === 'aliyun') return { ...sms, noticeTemplateCode: null };
  if (sms.provider === 'tencent') return { ...sms, noticeTemplateId: null };
  return sms;
}

/** The same provider with another secret. */
function forgedSecret(sms: SmsConfig): SmsConfig {
  if (sms.provider === 'aliyun') return { ...sms, accessKeySecret: 'forged' };
  if (sms.provider === 'tencent') return { ...sms, secretKey: 'forged' };
  return sms;
}

describe.each(PROVIDERS)('through %s', (_name, start) => {
  it('the signed request carries the code, which signs in; a refusal by the provider changes no answer; a notice goes by its template', async () => {
    const { double, sms } = await start();
    const errors: unknown[] = [];
    const of = await createHarness({ config: { sms } });
    of.app.log.error = ((err: unknown) => void errors.push(err)) as typeof of.app.log.error;
    try {
      const mobile = await mobileOf('nurse01', of);
      const by = { address: '10.9.0.1' };
      expect((await askCode(mobile, by, of)).body.code).toBe(200);
      await waitFor(() => double.sent.length === 1);
      expect(double.sent[0]!.mobile).toBe(mobile);
      expect((await loginSms(mobile, double.sent[0]!.code, by, of)).body.code).toBe(200);
      double.fail('isv.BUSINESS_LIMIT_CONTROL');
      of.clock.now += 61_000;
      expect((await askCode(mobile, by, of)).body.code).toBe(200);
      await waitFor(() => errors.length === 1);
      expect(double.sent).toHaveLength(1);
      // A change notice goes through the notice template, its one parameter what changed (issue #28).
      double.fail(null);
      await smsProvider(sms, () => undefined).notice(mobile, '绑定手机号');
      expect(double.sent.at(-1)).toMatchObject({
        mobile,
        template: NOTICE[sms.provider],
        params: ['绑定手机号'],
      });
      await expect(smsProvider(noNotice(sms), () => undefined).notice(mobile, '登录密码')).rejects.toThrow(
        NO_NOTICE_TEMPLATE,
      );
      // The double checks signatures for real: the same request signed with another secret is refused.
      const sent = double.sent.length;
      const forged = forgedSecret(sms);
      await expect(smsProvider(forged, () => undefined).send(mobile, '123456')).rejects.toThrow(/Signature/);
      expect(double.sent).toHaveLength(sent);
    } finally {
      await of.close();
      await double.close();
    }
  });
});
