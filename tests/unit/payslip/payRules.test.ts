/**
 * The demo payslips' pay rules (server/seed/payslips-*.ts): the monthly withholding table is continuous at
 * every bracket edge and taxes each bracket at its own rate; contributions are their shares of the clamped
 * base; every slip's totals are exact in cents; slips are the same for a person and month every time;
 * the twelve months run up to this one across a new year, none before the person joined.
 */
import { describe, expect, it } from 'vitest';
import {
  CONTRIBUTION_BASE,
  MONTHLY_TAX_TABLE,
  TAX_THRESHOLD,
  clampBase,
  deductionsOf,
  incomeTax,
} from '../../../server/seed/payslips-deductions';
import { gradePay, nursingAllowance, serviceYears } from '../../../server/seed/payslips-earnings';
import {
  centsText,
  monthsOnStaff,
  monthsUpTo,
  slipOf,
  type SlipPerson,
} from '../../../server/seed/payslips-slip';

const NOW = Date.parse('2026-02-03T09:00:00+08:00');
const cents = (text: string): number => Math.round(Number(text) * 100);
const sum = (lines: { amount: string }[]): number => lines.reduce((t, l) => t + cents(l.amount), 0);

function person(over: Partial<SlipPerson> = {}): SlipPerson {
  return {
    userId: 'u-nurse01',
    userName: '张小雨',
    departmentName: '心内科病区',
    positionName: '护士',
    positionCode: 'nurse',
    titleLevel: '初级',
    entryDate: '2014-07-01',
    inWard: true,
    ...over,
  };
}

describe('income tax by the monthly withholding table', () => {
  it('nothing is due on nothing taxable', () => {
    expect([incomeTax(-100), incomeTax(0)]).toEqual([0, 0]);
  });

  it('known values: 3,000 → 90; 12,000 → 990; 25,000 → 3,590; 80,000 → 20,840; 100,000 → 29,840', () => {
    expect(incomeTax(300000)).toBe(9000);
    expect(incomeTax(1200000)).toBe(99000);
    expect(incomeTax(2500000)).toBe(359000);
    expect(incomeTax(8000000)).toBe(2084000);
    expect(incomeTax(10000000)).toBe(2984000);
  });

  it('is continuous at every bracket edge (the quick deductions fit the rates)', () => {
    for (const { upTo } of MONTHLY_TAX_TABLE.slice(0, -1)) {
      expect(Math.abs(incomeTax(upTo + 1) - incomeTax(upTo)), String(upTo)).toBeLessThanOrEqual(1);
    }
  });

  it('each bracket taxes one more yuan at its own rate', () => {
    let from = 0;
    for (const { upTo, rate } of MONTHLY_TAX_TABLE) {
      const at = Number.isFinite(upTo) ? upTo : from + 10000000;
      expect(incomeTax(at) - incomeTax(at - 10000), String(upTo)).toBe(rate * 100);
      from = at;
    }
  });
});

describe('contributions', () => {
  it('the base is clamped into the city bounds', () => {
    expect(clampBase(100)).toBe(CONTRIBUTION_BASE.min);
    expect(clampBase(99999999)).toBe(CONTRIBUTION_BASE.max);
    expect(clampBase(800000)).toBe(800000);
  });

  it('pension 8%, medical 2%, unemployment 0.5%, housing fund 12%, then tax on the rest', () => {
    const lines = deductionsOf(1000000, 1500000);
    expect(lines).toEqual([
      { name: '养老保险', cents: 80000 },
      { name: '医疗保险', cents: 20000 },
      { name: '失业保险', cents: 5000 },
      { name: '住房公积金', cents: 120000 },
      { name: '个人所得税', cents: incomeTax(1500000 - TAX_THRESHOLD - 225000) },
    ]);
  });
});

describe('earnings rules', () => {
  it('service years count whole years from the month joined', () => {
    expect(serviceYears('2014-07-01', '2026-06')).toBe(11);
    expect(serviceYears('2014-07-01', '2026-07')).toBe(12);
    expect(serviceYears('2027-01-01', '2026-07')).toBe(0);
    expect(serviceYears(null, '2026-07')).toBe(0);
  });

  it('grade pay stops rising after 35 years; nursing allowance steps at 5, 10 and 20 years', () => {
    expect(gradePay(40)).toBe(gradePay(35));
    expect([4, 5, 10, 20].map(nursingAllowance)).toEqual([0, 6000, 8000, 10000]);
  });
});

describe('a slip', () => {
  const people = [
    person(),
    person({ userId: 'u-d', positionCode: 'dept-director', titleLevel: '正高', entryDate: '1995-01-01' }),
    person({ userId: 'u-c', positionCode: 'clerk', titleLevel: null, entryDate: null, inWard: false }),
    person({ userId: 'u-r', positionCode: 'resident-physician', titleLevel: '初级', inWard: false }),
  ];

  it('has totals exact in cents: gross = Σ earnings, net = gross − Σ deductions', () => {
    for (const p of people)
      for (const month of monthsUpTo(NOW, 12)) {
        const slip = slipOf(p, month, NOW);
        expect(cents(slip.grossPay)).toBe(sum(slip.earnings));
        expect(cents(slip.totalDeductions)).toBe(sum(slip.deductions));
        expect(cents(slip.netPay)).toBe(cents(slip.grossPay) - cents(slip.totalDeductions));
        expect(cents(slip.netPay)).toBeGreaterThan(0);
      }
  });

  it('is the same for a person and month every time, and differs between months', () => {
    expect(slipOf(person(), '2025-10', NOW)).toEqual(slipOf(person(), '2025-10', NOW));
    const incentive = (m: string) =>
      slipOf(person(), m, NOW).earnings.find((l) => l.name === '奖励性绩效工资');
    const months = monthsUpTo(NOW, 12).map(incentive);
    expect(new Set(months.map((l) => l?.amount)).size).toBeGreaterThan(1);
  });

  it('is paid on the 5th of its month, or now when that is still ahead', () => {
    expect(slipOf(person(), '2026-01', NOW).paidAt).toBe(Date.parse('2026-01-05T10:00:00+08:00'));
    expect(slipOf(person(), '2026-02', NOW).paidAt).toBe(NOW);
  });

  it('writes amounts as text with two places', () => {
    expect([centsText(0), centsText(5), centsText(123456), centsText(-105)]).toEqual([
      '0.00',
      '0.05',
      '1234.56',
      '-1.05',
    ]);
  });
});

describe('which months', () => {
  it('the twelve months up to this one, oldest first, across the new year', () => {
    const months = monthsUpTo(NOW, 12);
    expect(months).toHaveLength(12);
    expect([months[0], months[10], months[11]]).toEqual(['2025-03', '2026-01', '2026-02']);
  });

  it('none before the month the person joined', () => {
    expect(monthsOnStaff(monthsUpTo(NOW, 12), '2025-12-15')).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(monthsOnStaff(['2026-01'], null)).toEqual(['2026-01']);
  });
});
