/**
 * Bill numbers (GET /api/system/BillRule/BillNumber/{enCode}): prefix + the day in the hospital's time zone
 * + a four-digit counter that never repeats, even under concurrent calls, and restarts every day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../contract';
import { createHarness, getJson, tokenFor, type Harness } from './harness';

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
