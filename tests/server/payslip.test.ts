/**
 * Payslips (GET /api/SubDev/Payslip?year=, GET /api/SubDev/Payslip/{id}): a person lists their own months
 * of the latest year by default, newest first, with the years that have slips; reads their own slip, whose
 * totals add up to the cent; never anyone else's (404, as for an id that does not exist); a bad year is 400;
 * without a token the session code answers. The gate's password check (issue #30): the right password
 * passes, a wrong or missing one is refused under the field; an account without a password proves itself by
 * a code to its own number.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE,
  PAYSLIP_PATH,
  PAYSLIP_UNLOCK_PATH,
  REAUTH_CODE_PATH,
  payslip,
  payslipList,
  payslipPath,
  type Payslip,
} from '../../contract';
import * as t from '../../server/db/schema';
import { seedPayslips } from '../../server/seed/payslips';
import { codesSentTo } from '../shared/smsLog';
import { waitFor } from '../unit/waitFor';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { createHarness, DEMO_MD5, getJson, tokenFor, type Harness } from './harness';

let h: Harness;
let nurse: string;
let head: string;
let smsFile: string;

beforeAll(async () => {
  smsFile = join(mkdtempSync(join(tmpdir(), 'hr-payslip-')), 'sms.log');
  h = await createHarness({ config: { sms: { provider: 'local', file: smsFile } } });
  [nurse, head] = [await tokenFor(h.app, A.nurse), await tokenFor(h.app, A.head)];
});
afterAll(() => h.close());

const cents = (text: string): number => Math.round(Number(text) * 100);
const sum = (lines: Payslip['earnings']): number => lines.reduce((total, l) => total + cents(l.amount), 0);

async function listOf(token: string, query = '') {
  const { body } = await getJson(h.app, `${PAYSLIP_PATH}${query}`, token);
  expect(body.code).toBe(200);
  return payslipList.parse(body.data);
}

async function slipOf(token: string, id: string): Promise<Payslip> {
  const { body } = await getJson(h.app, payslipPath(id), token);
  expect(body.code).toBe(200);
  return payslip.parse(body.data);
}

describe('my payslip months', () => {
  it('lists my months of the latest year with slips, newest first, with the years that have any', async () => {
    const page = await listOf(nurse);
    expect(page.years.length).toBeGreaterThanOrEqual(1);
    expect(page.years).toEqual([...page.years].sort((a, b) => b - a));
    expect(page.year).toBe(page.years[0]);
    expect(page.list.length).toBeGreaterThan(0);
    const months = page.list.map((m) => m.month);
    expect(months).toEqual([...months].sort().reverse());
    for (const m of months) expect(m.startsWith(`${page.year}-`)).toBe(true);
  });

  it('a year asked for lists that year; a year without slips lists none', async () => {
    const { years } = await listOf(nurse);
    for (const year of years) {
      const page = await listOf(nurse, `?year=${year}`);
      expect(page.year).toBe(year);
      expect(page.list.every((m) => m.month.startsWith(`${year}-`))).toBe(true);
    }
    expect(await listOf(nurse, '?year=2001')).toMatchObject({ year: 2001, list: [] });
  });

  it('the twelve months up to this one, across the years they span', async () => {
    const { years } = await listOf(head);
    const all = (await Promise.all(years.map((y) => listOf(head, `?year=${y}`)))).flatMap((p) => p.list);
    expect(all.length).toBeLessThanOrEqual(12);
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
  });

  it('a bad year is 400 naming year', async () => {
    for (const year of ['abc', '1999', '2026.5']) {
      const { status, body } = await getJson(h.app, `${PAYSLIP_PATH}?year=${year}`, nurse);
      expect([status, body.code]).toEqual([400, CODE.BAD_REQUEST]);
      expect(body.msg).toMatch(/^year: /);
    }
  });
});

describe('one payslip', () => {
  it('my own slip is readable: who, month, lines, and totals exact in cents', async () => {
    const [month] = (await listOf(nurse)).list;
    const slip = await slipOf(nurse, month!.id);
    expect(slip).toMatchObject({
      id: month!.id,
      month: month!.month,
      userId: userIdOf(A.nurse),
      userName: '张小雨',
      netPay: month!.netPay,
      paidAt: month!.paidAt,
    });
    expect(slip.departmentName).not.toBe('');
    expect(slip.earnings.map((l) => l.name)).toContain('岗位工资');
    expect(slip.deductions.map((l) => l.name)).toEqual([
      '养老保险',
      '医疗保险',
      '失业保险',
      '住房公积金',
      '个人所得税',
    ]);
    expect(cents(slip.grossPay)).toBe(sum(slip.earnings));
    expect(cents(slip.totalDeductions)).toBe(sum(slip.deductions));
    expect(cents(slip.netPay)).toBe(cents(slip.grossPay) - cents(slip.totalDeductions));
  });

  it("another person's slip is 404 工资条不存在, the same answer as an id that does not exist", async () => {
    const [theirs] = (await listOf(head)).list;
    const other = await getJson(h.app, payslipPath(theirs!.id), nurse);
    const missing = await getJson(h.app, payslipPath('ps-nothing-like-this'), nurse);
    expect(other).toEqual(missing);
    expect([other.status, other.body.code, other.body.msg, other.body.data]).toEqual([
      200,
      CODE.NOT_FOUND,
      '工资条不存在',
      null,
    ]);
  });

  it('without a token both routes answer 600', async () => {
    const [month] = (await listOf(nurse)).list;
    expect((await getJson(h.app, PAYSLIP_PATH)).body.code).toBe(CODE.SESSION_EXPIRED);
    expect((await getJson(h.app, payslipPath(month!.id))).body.code).toBe(CODE.SESSION_EXPIRED);
  });
});

describe('the gate asks for the password', () => {
  const unlock = async (payload: unknown, token?: string) => {
    const res = await h.app.inject({
      method: 'POST',
      url: PAYSLIP_UNLOCK_PATH,
      payload: payload as object,
      headers: token ? { authorization: token } : {},
    });
    return { status: res.statusCode, body: res.json<{ code: number; msg: string; data: unknown }>() };
  };

  it('the right password passes', async () => {
    expect((await unlock({ password: DEMO_MD5 }, nurse)).body).toMatchObject({ code: 200, data: null });
  });

  it('a wrong password is refused under the field, a missing one asked for', async () => {
    const wrong = await unlock({ password: 'f'.repeat(32) }, head);
    expect([wrong.status, wrong.body.msg]).toEqual([400, 'password: 当前密码错误']);
    const missing = await unlock({}, head);
    expect([missing.status, missing.body.msg]).toEqual([400, 'password: 请输入当前密码']);
    // The wrong one does not stay counted against the right one.
    expect((await unlock({ password: DEMO_MD5 }, head)).body.code).toBe(200);
  });

  it('without a token it answers 600', async () => {
    expect((await unlock({ password: DEMO_MD5 })).body.code).toBe(CODE.SESSION_EXPIRED);
  });

  it('an account without a password proves itself by a code to its own number', async () => {
    const me = await tokenFor(h.app, 'e00013');
    const [account] = await h.database.db.select().from(t.users).where(eq(t.users.account, 'e00013'));
    await h.database.db.update(t.users).set({ passwordHash: '' }).where(eq(t.users.id, account!.id));
    expect((await unlock({ password: DEMO_MD5 }, me)).body.msg).toBe(
      'reauthCode: 请输入发送至当前手机号的验证码',
    );
    expect((await getJson(h.app, REAUTH_CODE_PATH, me)).body.code).toBe(200);
    await waitFor(() => codesSentTo(smsFile, account!.mobile!).length > 0);
    const code = codesSentTo(smsFile, account!.mobile!).at(-1)!;
    expect((await unlock({ reauthCode: code }, me)).body.code).toBe(200);
  });
});

describe('seeding', () => {
  it('runs again without adding anything, and slips stay as they were', async () => {
    const [month] = (await listOf(nurse)).list;
    const before = await slipOf(nurse, month!.id);
    expect(await seedPayslips(h.database.db, Date.now())).toBe(0);
    expect(await slipOf(nurse, month!.id)).toEqual(before);
  });
});
