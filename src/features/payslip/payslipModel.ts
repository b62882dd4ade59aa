/**
 * What the payslip pages show, as plain data: a month's label parts, the month rows of a year with their net
 * pay through the spec §5 number formatter, the years to switch between, and one slip's sections and totals
 * (应发合计, 扣款合计, 实发工资). Pure: no React, no Dexie.
 */
import type { Payslip, PayslipList, PayslipMonth } from '../../../contract';
import { formatDate } from '../../../core/lib/dateFormat';
import { formatAmount } from '../../../core/lib/numberFormat';

export interface MonthParts {
  year: string;
  month: string;
}

/** 'YYYY-MM' → its parts, for `payslip.month` ('2026年03月'). */
export const monthParts = (month: string): MonthParts => ({
  year: month.slice(0, 4),
  month: month.slice(5, 7),
});

export interface MonthRow {
  id: string;
  month: MonthParts;
  netPay: string;
  paidOn: string;
}

export const monthRows = (list: readonly PayslipMonth[]): MonthRow[] =>
  list.map((m) => ({
    id: m.id,
    month: monthParts(m.month),
    netPay: formatAmount(m.netPay),
    paidOn: formatDate(m.paidAt, 'yyyy-MM-dd'),
  }));

/** The years to offer, newest first: the list's years, and the shown year even when it has no slips. */
export function yearChoices(data: Pick<PayslipList, 'year' | 'years'>): number[] {
  return [...new Set([...data.years, data.year])].sort((a, b) => b - a);
}

/** How many of the newest slips the phone keeps, opened or not (issue #30): a year of pay. */
export const KEPT_SLIPS = 12;

/** The ids of the newest `count` months among those given, newest first. */
export const newestSlipIds = (months: readonly PayslipMonth[], count = KEPT_SLIPS): string[] =>
  [...months]
    .sort((a, b) => b.month.localeCompare(a.month))
    .slice(0, count)
    .map((m) => m.id);

export interface LineView {
  name: string;
  amount: string;
}

export interface SlipView {
  month: MonthParts;
  /** 张小雨 · 心内科病区 · 护士 (parts the slip lacks are left out). */
  who: string;
  paidOn: string;
  earnings: LineView[];
  deductions: LineView[];
  grossPay: string;
  totalDeductions: string;
  netPay: string;
  remark: string;
}

const lines = (items: Payslip['earnings']): LineView[] =>
  items.map((l) => ({ name: l.name, amount: formatAmount(l.amount) }));

export function slipView(slip: Payslip): SlipView {
  return {
    month: monthParts(slip.month),
    who: [slip.userName, slip.departmentName, slip.positionName].filter(Boolean).join(' · '),
    paidOn: formatDate(slip.paidAt, 'yyyy-MM-dd'),
    earnings: lines(slip.earnings),
    deductions: lines(slip.deductions),
    grossPay: formatAmount(slip.grossPay),
    totalDeductions: formatAmount(slip.totalDeductions),
    netPay: formatAmount(slip.netPay),
    remark: slip.remark.trim(),
  };
}

export const PAYSLIP_FORM_PATH = '/pages/subDev/personnelManage/payslipQuery/form';
export const slipLink = (id: string): string => `${PAYSLIP_FORM_PATH}?id=${encodeURIComponent(id)}`;
