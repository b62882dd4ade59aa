/**
 * Sign-in by SMS code (issue #17), on both databases: a code asked for a staff member's number signs them in
 * once; wrong tries, expiry, a newer code and reuse end it; sending is limited per number and per address,
 * with the wait said; an unknown number is answered and behaves exactly as a known one; codes are kept
 * hashed; without a provider there is no SMS sign-in. The Aliyun and Tencent clients are run against local
 * doubles that check their signatures. The app's clock moves; nobody waits.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, SMS_CODE_TTL_SEC } from '../../contract';
import * as t from '../../server/db/schema';
import type { SmsConfig } from '../../server/modules/sms/sms-config';
import { smsProvider } from '../../server/modules/sms/providers';
import { codesSentTo as codesOf } from '../shared/smsLog';
import { waitFor } from '../unit/waitFor';
import { createHarness, type Harness } from './harness';
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

/** Each test asks from its own address unless it says otherwise, so the address limit is its own. */
const freshAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

async function askCode(mobile: string, from = freshAddress(), of: Harness = h) {
  const res = await of.app.inject({
    method: 'GET',
    url: `/api/oauth/SmsCode/${mobile}`,
    remoteAddress: from,
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: { resendAfter: number } | null },
  };
}

async function loginSms(mobile: string, code: string, of: Harness = h) {
  const res = await of.app.inject({
    method: 'POST',
    url: '/api/oauth/LoginSms',
    headers: { 'jnpf-origin': 'app' },
    payload: { mobile, code },
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: { token: string } | null },
  };
}

const codesSentTo = (mobile: string): string[] => codesOf(file, mobile);

async function newCode(mobile: string): Promise<string> {
  const before = codesSentTo(mobile).length;
  expect((await askCode(mobile)).body.code).toBe(200);
  await waitFor(() => codesSentTo(mobile).length > before);
  return codesSentTo(mobile).at(-1)!;
}

/** Moves the app's clock past every sending window, so the next test starts with none used. */
const nextDay = () => void (h.clock.now += 86_400_000 + 1000);

describe('sign-in by SMS code', () => {
  it('a code sent to a staff member’s number signs them in, and its token is theirs', async () => {
    const mobile = await mobileOf('nurse01');
    const asked = await askCode(mobile);
    expect(asked.body).toMatchObject({ code: 200, data: { resendAfter: 60 } });
    await waitFor(() => codesSentTo(mobile).length > 0);
    const code = codesSentTo(mobile).at(-1)!;
    expect(code).toMatch(/^\d{6}$/);
    const login = await loginSms(mobile, code);
    expect(login.body.code).toBe(200);
    const me = await h.app.inject({
      method: 'GET',
      url: '/api/oauth/CurrentUser',
      headers: { authorization: login.body.data!.token },
    });
    expect(me.json().data.userInfo.userAccount).toBe('nurse01');
    expect((await loginSms(mobile, code)).body).toMatchObject({
      code: CODE.BAD_REQUEST,
      msg: '验证码错误或已失效，请重新获取',
    });
    nextDay();
  });

  it('keeps only a hash of the code', async () => {
    const { mobile } = await colleague(2);
    const code = await newCode(mobile);
    const rows = await h.database.db.select().from(t.smsCodes).where(eq(t.smsCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
    nextDay();
  });

  it('five wrong tries end the code: the right one is refused after them', async () => {
    const { mobile } = await colleague(3);
    const code = await newCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const said: string[] = [];
    for (let i = 0; i < 5; i++) said.push((await loginSms(mobile, wrong)).body.msg);
    expect(said).toEqual([
      '验证码错误，还可再试 4 次',
      '验证码错误，还可再试 3 次',
      '验证码错误，还可再试 2 次',
      '验证码错误，还可再试 1 次',
      '验证码错误次数过多，请重新获取',
    ]);
    expect((await loginSms(mobile, code)).body.msg).toBe('验证码错误次数过多，请重新获取');
    nextDay();
  });

  it('a code is valid for 5 minutes', async () => {
    const { mobile } = await colleague(4);
    const code = await newCode(mobile);
    h.clock.now += SMS_CODE_TTL_SEC * 1000 + 1;
    expect((await loginSms(mobile, code)).body.msg).toBe('验证码错误或已失效，请重新获取');
    nextDay();
  });

  it('asking again replaces the code: only the newest works', async () => {
    const { mobile } = await colleague(5);
    const first = await newCode(mobile);
    h.clock.now += 61_000;
    const second = await newCode(mobile);
    if (first !== second) expect((await loginSms(mobile, first)).body.code).toBe(CODE.BAD_REQUEST);
    expect((await loginSms(mobile, second)).body.code).toBe(200);
    nextDay();
  });

  it('sends a number one code a minute, five an hour, ten a day, and says how long to wait', async () => {
    const { mobile } = await colleague(6);
    expect((await askCode(mobile)).body.code).toBe(200);
    h.clock.now += 20_000;
    expect((await askCode(mobile)).body).toMatchObject({
      code: CODE.TOO_MANY_REQUESTS,
      msg: '获取验证码过于频繁，请 40 秒后再试',
    });
    for (let i = 0; i < 4; i++) {
      h.clock.now += 61_000;
      expect((await askCode(mobile)).body.code).toBe(200);
    }
    h.clock.now += 61_000;
    const hourly = await askCode(mobile);
    expect(hourly.body.code).toBe(CODE.TOO_MANY_REQUESTS);
    expect(hourly.body.msg).toMatch(/请 \d+ 分钟后再试$/);
    for (let i = 0; i < 5; i++) {
      h.clock.now += 3_601_000;
      expect((await askCode(mobile)).body.code).toBe(200);
    }
    h.clock.now += 3_601_000;
    const daily = await askCode(mobile);
    expect(daily.body).toMatchObject({ code: CODE.TOO_MANY_REQUESTS });
    expect(daily.body.msg).toMatch(/请 \d+ 小时后再试$/);
    nextDay();
  });

  it('one address may ask 30 codes an hour, whatever the numbers', async () => {
    const from = freshAddress();
    for (let i = 0; i < 30; i++)
      expect((await askCode(`1370000${String(i).padStart(4, '0')}`, from)).body.code).toBe(200);
    expect((await askCode('13799999999', from)).body).toMatchObject({
      code: CODE.TOO_MANY_REQUESTS,
      msg: '获取验证码过于频繁，请稍后再试',
    });
    expect((await askCode('13799999999')).body.code).toBe(200);
    nextDay();
  });

  it('an unknown number is answered alike, sent nothing, and its tries run out as a known one’s do', async () => {
    const known = await askCode((await colleague(7)).mobile);
    const unknown = await askCode(UNKNOWN);
    expect(unknown).toEqual(known);
    const said: string[] = [];
    for (let i = 0; i < 6; i++) said.push((await loginSms(UNKNOWN, '123456')).body.msg);
    expect(said.slice(4)).toEqual(['验证码错误次数过多，请重新获取', '验证码错误次数过多，请重新获取']);
    expect(codesSentTo(UNKNOWN)).toEqual([]);
    expect((await askCode(UNKNOWN)).body.code).toBe(CODE.TOO_MANY_REQUESTS);
    nextDay();
  });

  it('a disabled account is sent nothing, and one disabled after its code was sent gets 602', async () => {
    const { account, mobile } = await colleague(8);
    const code = await newCode(mobile);
    await h.database.db.update(t.users).set({ enabled: false }).where(eq(t.users.account, account));
    expect((await loginSms(mobile, code)).body.code).toBe(CODE.ACCOUNT_DISABLED);
    h.clock.now += 61_000;
    const before = codesSentTo(mobile).length;
    expect((await askCode(mobile)).body.code).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(codesSentTo(mobile)).toHaveLength(before);
    await h.database.db.update(t.users).set({ enabled: true }).where(eq(t.users.account, account));
    nextDay();
  });

  it('a malformed number or code is refused with HTTP 400, naming the field', async () => {
    const bad = await askCode('12345');
    expect([bad.status, bad.body.code]).toEqual([400, CODE.BAD_REQUEST]);
    expect(bad.body.msg).toContain('请输入正确的手机号码');
    const code = await loginSms(await mobileOf('nurse01'), '12ab');
    expect([code.status, code.body.code]).toEqual([400, CODE.BAD_REQUEST]);
    expect(code.body.msg).toContain('验证码为 6 位数字');
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
      };
      return { double, sms };
    },
  ],
];

/** The same provider with another secret. */
function forgedSecret(sms: SmsConfig): SmsConfig {
  if (sms.provider === 'aliyun') return { ...sms, accessKeySecret: 'forged' };
  if (sms.provider === 'tencent') return { ...sms, secretKey: 'forged' };
  return sms;
}

describe.each(PROVIDERS)('through %s', (_name, start) => {
  it('the signed request carries the code, which signs in; a refusal by the provider changes no answer', async () => {
    const { double, sms } = await start();
    const errors: unknown[] = [];
    const of = await createHarness({ config: { sms } });
    of.app.log.error = ((err: unknown) => void errors.push(err)) as typeof of.app.log.error;
    try {
      const mobile = await mobileOf('nurse01', of);
      expect((await askCode(mobile, '10.9.0.1', of)).body.code).toBe(200);
      await waitFor(() => double.sent.length === 1);
      expect(double.sent[0]!.mobile).toBe(mobile);
      expect((await loginSms(mobile, double.sent[0]!.code, of)).body.code).toBe(200);
      double.fail('isv.BUSINESS_LIMIT_CONTROL');
      of.clock.now += 61_000;
      expect((await askCode(mobile, '10.9.0.1', of)).body.code).toBe(200);
      await waitFor(() => errors.length === 1);
      expect(double.sent).toHaveLength(1);
      // The double checks signatures for real: the same request signed with another secret is refused.
      double.fail(null);
      const forged = forgedSecret(sms);
      await expect(smsProvider(forged, () => undefined).send(mobile, '123456')).rejects.toThrow(/Signature/);
      expect(double.sent).toHaveLength(1);
    } finally {
      await of.close();
      await double.close();
    }
  });
});
