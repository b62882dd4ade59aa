/**
 * The demo hospital's pay rules, deductions side (扣款项目), in cents: the employee's social insurance and
 * housing fund on the contribution base, and individual income tax by the monthly withholding table
 * (按月换算后的综合所得税率表, 5,000 yuan a month exempt). Pure functions.
 */
import type { PayLine } from './payslips-earnings';

/** The city's contribution base bounds (yuan a month): the base is clamped into them. */
export const CONTRIBUTION_BASE = { min: 446200, max: 2493000 } as const;

/** Employee shares in basis points of the contribution base. */
export const CONTRIBUTIONS = [
  { name: '养老保险', bp: 800 },
  { name: '医疗保险', bp: 200 },
  { name: '失业保险', bp: 50 },
  { name: '住房公积金', bp: 1200 },
] as const;

/** The monthly tax table: taxable income up to `upTo` cents is taxed at `rate` % less `quick` cents. */
export const MONTHLY_TAX_TABLE = [
  { upTo: 300000, rate: 3, quick: 0 },
  { upTo: 1200000, rate: 10, quick: 21000 },
  { upTo: 2500000, rate: 20, quick: 141000 },
  { upTo: 3500000, rate: 25, quick: 266000 },
  { upTo: 5500000, rate: 30, quick: 441000 },
  { upTo: 8000000, rate: 35, quick: 716000 },
  { upTo: Infinity, rate: 45, quick: 1516000 },
] as const;

/** 5,000 yuan a month (基本减除费用). */
export const TAX_THRESHOLD = 500000;

/** Income tax on a month's taxable income (cents, after the threshold and contributions), rounded to cents. */
export function incomeTax(taxable: number): number {
  if (taxable <= 0) return 0;
  const row = MONTHLY_TAX_TABLE.find((r) => taxable <= r.upTo) ?? MONTHLY_TAX_TABLE[6];
  return Math.round((taxable * row.rate) / 100) - row.quick;
}

export const clampBase = (cents: number): number =>
  Math.min(CONTRIBUTION_BASE.max, Math.max(CONTRIBUTION_BASE.min, cents));

/** The deductions of a month: contributions on the clamped base, then the tax on what remains. */
export function deductionsOf(contributionBase: number, grossCents: number): PayLine[] {
  const base = clampBase(contributionBase);
  const contributions = CONTRIBUTIONS.map((c) => ({
    name: c.name,
    cents: Math.round((base * c.bp) / 10000),
  }));
  const exempt = contributions.reduce((sum, c) => sum + c.cents, 0);
  return [...contributions, { name: '个人所得税', cents: incomeTax(grossCents - TAX_THRESHOLD - exempt) }];
}
