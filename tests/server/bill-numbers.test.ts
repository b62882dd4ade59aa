/**
 * Bill numbers (GET /api/system/BillRule/BillNumber/{enCode}): prefix + the day in the hospital's time zone
 * + a four-digit counter that never repeats, even under concurrent calls, and restarts every day; each is
 * issued to its caller, and a form may carry only a number issued to its applicant (issue #28: nobody can
 * squat a colleague's next number).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../contract';
import { issuedBillNumbers } from '../../server/db/schema';
import { BILL_NUMBERS_PER_DAY, issuedBillNumberPurge } from '../../server/modules/system/bill-number-issue';
import { createHarness, getJson, tokenFor, type Harness } from './harness';
import { applicationsWith, leaveBody, savedData, sendLeave } from './leaveRequests';

let h: Harness;
let token: string;

// 00:30 on 24 November in Shanghai, still the 23rd in UTC.
const JUST_AFTER_MIDNIGHT = Date.parse('2026-11-23T16:30:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  h = await createHarness();
  h.clock.now = JUST_AFTER_MIDNIGHT;
  token = await tokenFor(h.app, 'nurse01');
});
afterAll(() => h.close());

async function next(rule: string) {
  const { status, body } = await getJson(h.app, `/api/system/BillRule/BillNumber/${rule}`, token);
  expect(status).toBe(200);
  return body;
}

describe('bill numbers', () => {
  it('the first leave number of the day is QJ + the Shanghai date + 0001', async () => {
    expect(await next('WF_LeaveApplyNo')).toEqual({ code: 200, msg: '操作成功', data: 'QJ202611240001' });
    expect((await next('WF_LeaveApplyNo')).data).toBe('QJ202611240002');
  });

  it('twenty concurrent calls get twenty different, consecutive numbers', async () => {
    const numbers = await Promise.all(Array.from({ length: 20 }, () => next('WF_OvertimeApplyNo')));
    const values = numbers.map((b) => String(b.data)).sort();
    expect(new Set(values).size).toBe(20);
    expect(values).toEqual(
      Array.from({ length: 20 }, (_, i) => `JB20261124${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('each rule counts on its own, and answers to its id as well as its enCode', async () => {
    expect((await next('bill-WF_DimissionApplyNo')).data).toBe('LZ202611240001');
    expect((await next('WF_DimissionApplyNo')).data).toBe('LZ202611240002');
  });

  it('the counter restarts the next day', async () => {
    h.clock.now = JUST_AFTER_MIDNIGHT + DAY;
    token = await tokenFor(h.app, 'nurse01');
    expect((await next('WF_LeaveApplyNo')).data).toBe('QJ202611250001');
  });

  it('an unknown rule is code 404 naming it', async () => {
    expect(await next('WF_NoSuchRule')).toEqual({
      code: CODE.NOT_FOUND,
      msg: '单据规则不存在：WF_NoSuchRule',
      data: null,
    });
  });
});

describe('a bill number is good only in the hands it was issued to', () => {
  const TODAY = 'QJ20261125';
  const number = (n: number) => `${TODAY}${String(n).padStart(4, '0')}`;
  const leaveWith = (billNo: string) => leaveBody('u-nurse01', { billNo });

  it('a number typed ahead of the counter is refused, naming it, and stores nothing', async () => {
    const ahead = number(50);
    const reply = await sendLeave(h.app, leaveWith(ahead), { token, issued: false });
    expect(reply.body).toMatchObject({
      code: CODE.BAD_REQUEST,
      msg: `单据编号 ${ahead} 不是系统为您生成的编号，请重新获取编号`,
    });
    expect(await applicationsWith(h, ahead)).toHaveLength(0);
    const head = await tokenFor(h.app, 'head01');
    const numbers = [];
    for (let i = 0; i < 3; i++)
      numbers.push((await getJson(h.app, '/api/system/BillRule/BillNumber/WF_LeaveApplyNo', head)).body.data);
    expect(numbers).not.toContain(ahead);
  });

  it("a colleague's issued number is not mine to use", async () => {
    const head = await tokenFor(h.app, 'head01');
    const hers = String(
      (await getJson(h.app, '/api/system/BillRule/BillNumber/WF_LeaveApplyNo', head)).body.data,
    );
    const reply = await sendLeave(h.app, leaveWith(hers), { token, issued: false });
    expect(reply.body.msg).toBe(`单据编号 ${hers} 不是系统为您生成的编号，请重新获取编号`);
    const mine = String((await next('WF_LeaveApplyNo')).data);
    expect(savedData(await sendLeave(h.app, leaveWith(mine), { token, issued: false })).billNo).toBe(mine);
  });

  it('the counter skips numbers a form already holds (squatted before the rule)', async () => {
    h.clock.now = JUST_AFTER_MIDNIGHT + 2 * DAY; // the 26th: a fresh counter
    token = await tokenFor(h.app, 'nurse01');
    const day = 'QJ20261126';
    // Forms stored with the day's numbers 2 and 3 ahead of the counter (how squatting looked before).
    for (const n of ['0002', '0003'])
      savedData(await sendLeave(h.app, leaveBody('u-nurse01', { billNo: `${day}${n}` }), { token }));
    await h.database.db.delete(issuedBillNumbers); // stored before numbers were recorded
    const head = await tokenFor(h.app, 'head01');
    const got = [];
    for (let i = 0; i < 3; i++)
      got.push((await getJson(h.app, '/api/system/BillRule/BillNumber/WF_LeaveApplyNo', head)).body.data);
    expect(got).toEqual([`${day}0001`, `${day}0004`, `${day}0005`]);
    // …and each number it handed out goes through for her.
    const headLeave = leaveBody('u-head01', { billNo: String(got[1]) });
    expect(savedData(await sendLeave(h.app, headLeave, { token: head, issued: false })).billNo).toBe(got[1]);
  });

  it('a form keeps the number it carries when edited, issued or not', async () => {
    const saved = savedData(await sendLeave(h.app, { ...leaveWith(number(70)), status: 1 }, { token }));
    await h.database.db.delete(issuedBillNumbers);
    const edited = await sendLeave(
      h.app,
      { ...leaveWith(number(70)), status: 1, leaveReason: '改了理由' },
      { token, issued: false, method: 'PUT', url: `/api/workflow/Form/LeaveApply/${saved.id}` },
    );
    expect(savedData(edited).billNo).toBe(number(70));
  });

  it(`one person holds at most ${BILL_NUMBERS_PER_DAY} unused numbers of a day`, async () => {
    const at = new Date(h.clock.now - 60_000);
    await h.database.db.insert(issuedBillNumbers).values(
      Array.from({ length: BILL_NUMBERS_PER_DAY - 1 }, (_, i) => ({
        billNo: `X${i}`,
        userId: 'u-director01',
        issuedAt: at,
      })),
    );
    const director = await tokenFor(h.app, 'director01');
    const ask = () => getJson(h.app, '/api/system/BillRule/BillNumber/WF_LeaveApplyNo', director);
    expect((await ask()).body.code).toBe(CODE.OK);
    expect((await ask()).body).toMatchObject({ code: CODE.TOO_MANY_REQUESTS, data: null });
    expect((await next('WF_LeaveApplyNo')).code).toBe(CODE.OK); // the others are not held up
  });

  it('a number a form carries no longer counts: submitting all day is never stopped', async () => {
    const at = new Date(h.clock.now - 60_000);
    // A clerk who took BILL_NUMBERS_PER_DAY numbers today and used one of them on a leave.
    await h.database.db.insert(issuedBillNumbers).values(
      Array.from({ length: BILL_NUMBERS_PER_DAY }, (_, i) => ({
        billNo: number(9000 + i),
        userId: 'u-leader01',
        issuedAt: at,
      })),
    );
    const leader = await tokenFor(h.app, 'leader01');
    const ask = () => getJson(h.app, '/api/system/BillRule/BillNumber/WF_LeaveApplyNo', leader);
    expect((await ask()).body.code).toBe(CODE.TOO_MANY_REQUESTS);
    const saved = await sendLeave(
      h.app,
      { ...leaveBody('u-leader01', { billNo: number(9000) }), status: 0 },
      { token: leader, issued: false },
    );
    expect(saved.body.code).toBe(CODE.OK);
    expect((await ask()).body.code).toBe(CODE.OK);
  });

  it('issued numbers are forgotten after 30 days', async () => {
    const before = (await h.database.db.select().from(issuedBillNumbers)).length;
    expect(await issuedBillNumberPurge.run(h.database.db, h.clock.now + 30 * DAY - 120_000)).toBe(0);
    expect(await issuedBillNumberPurge.run(h.database.db, h.clock.now + 31 * DAY)).toBe(before);
  });
});
