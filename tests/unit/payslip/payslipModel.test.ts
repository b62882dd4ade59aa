/**
 * The payslip pages' view model: month rows carry net pay through the spec §5 formatter, the years to switch
 * between include the shown one, newest first, and one slip shows who, its lines and its three totals.
 */
import { describe, expect, it } from 'vitest';
import type { Payslip } from '../../../contract';
import {
  monthParts,
  monthRows,
  newestSlipIds,
  slipLink,
  slipView,
  yearChoices,
} from '../../../src/features/payslip/payslipModel';

// Midday UTC: the same calendar day in every time zone the tests run in.
const PAID = Date.parse('2026-03-05T12:00:00Z');

const SLIP: Payslip = {
  id: 'ps-u-nurse01-2026-03',
  month: '2026-03',
  userId: 'u-nurse01',
  userName: '张小雨',
  departmentName: '心内科病区',
  positionName: '护士',
  earnings: [
    { name: '岗位工资', amount: '2500.00' },
    { name: '夜班费', amount: '240.00' },
  ],
  deductions: [{ name: '养老保险', amount: '219.20' }],
  grossPay: '2740.00',
  totalDeductions: '219.20',
  netPay: '2520.80',
  paidAt: PAID,
  remark: '含夜班 2 个',
};

describe('the month list', () => {
  it('each row: month parts, net pay formatted, pay day', () => {
    expect(monthRows([{ id: 'a', month: '2026-03', netPay: '8007.4', paidAt: PAID }])).toEqual([
      { id: 'a', month: { year: '2026', month: '03' }, netPay: '8007.40', paidOn: '2026-03-05' },
    ]);
  });

  it('net pay that is not a number shows as 0.00, as the formatter says', () => {
    expect(monthRows([{ id: 'a', month: '2026-03', netPay: 'n/a', paidAt: PAID }])[0]?.netPay).toBe('0.00');
  });

  it('the years to switch between are newest first and include the shown year', () => {
    expect(yearChoices({ year: 2026, years: [2025, 2026] })).toEqual([2026, 2025]);
    expect(yearChoices({ year: 2001, years: [2026, 2025] })).toEqual([2026, 2025, 2001]);
    expect(yearChoices({ year: 2026, years: [] })).toEqual([2026]);
  });

  it('a row opens the slip by its id', () => {
    expect(slipLink('ps-u/1 2')).toBe('/pages/subDev/personnelManage/payslipQuery/form?id=ps-u%2F1%202');
    expect(monthParts('2025-12')).toEqual({ year: '2025', month: '12' });
  });
});

describe('one slip', () => {
  it('shows the month, who, the pay day, each line and the three totals', () => {
    expect(slipView(SLIP)).toEqual({
      month: { year: '2026', month: '03' },
      who: '张小雨 · 心内科病区 · 护士',
      paidOn: '2026-03-05',
      earnings: [
        { name: '岗位工资', amount: '2500.00' },
        { name: '夜班费', amount: '240.00' },
      ],
      deductions: [{ name: '养老保险', amount: '219.20' }],
      grossPay: '2740.00',
      totalDeductions: '219.20',
      netPay: '2520.80',
      remark: '含夜班 2 个',
    });
  });

  it('leaves out what the slip lacks from the who line', () => {
    expect(slipView({ ...SLIP, departmentName: '', positionName: '' }).who).toBe('张小雨');
  });
});

describe('the slips the phone keeps', () => {
  const m = (month: string) => ({ id: `ps-${month}`, month, netPay: '1.00', paidAt: 1 });

  it('the newest 12 months, newest first, whatever order they come in', () => {
    const months = ['2025-03', '2026-01', '2024-12', '2025-12', '2025-01', '2025-02', '2025-04', '2025-05']
      .concat(['2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11'])
      .map(m);
    const ids = newestSlipIds(months);
    expect(ids).toHaveLength(12);
    expect(ids[0]).toBe('ps-2026-01');
    expect(ids.at(-1)).toBe('ps-2025-02');
    expect(ids).not.toContain('ps-2024-12');
  });

  it('fewer than 12: all of them', () => {
    expect(newestSlipIds([m('2026-01'), m('2026-02')])).toEqual(['ps-2026-02', 'ps-2026-01']);
  });
});
