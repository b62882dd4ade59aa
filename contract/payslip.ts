/**
 * Payslips (spec §2 personnelManage/payslipQuery and payslipQuery/form): `GET /api/SubDev/Payslip?year=`
 * lists the caller's own months, newest first, with the years that have slips; `GET /api/SubDev/Payslip/{id}`
 * is one slip — the caller's own only (anyone else's is 404, as if it did not exist). Amounts travel as
 * decimal text with two places (`'8500.00'`), shown through the spec §5 number formatter. The gate (issue #30):
 * `POST /api/SubDev/Payslip/Unlock` checks the current password before a slip is shown.
 */
import { z } from 'zod/mini';
import { reauthBody } from './waysIn';

export const PAYSLIP_PATH = '/api/SubDev/Payslip';
/** The gate's password check, part of the payslip module (as the list and the slip, it stays in strict mode). */
export const PAYSLIP_UNLOCK_PATH = `${PAYSLIP_PATH}/Unlock`;
export const payslipUnlockBody = reauthBody;
export const payslipPath = (id: string): string => `${PAYSLIP_PATH}/${encodeURIComponent(id)}`;

/** Decimal text, two places, optionally negative: `'8500.00'`, `'-120.50'`. */
export const moneyText = z.string().check(z.regex(/^-?\d{1,9}\.\d{2}$/));

export const payslipQuery = z.object({
  year: z.optional(z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100))),
});

export const payslipMonth = z.object({
  id: z.string(),
  /** `YYYY-MM`. */
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  netPay: moneyText,
  /** When it was paid (Unix ms). */
  paidAt: z.int(),
});
export type PayslipMonth = z.infer<typeof payslipMonth>;

export const payslipList = z.object({
  year: z.int(),
  /** Years with at least one slip of the caller's, newest first. */
  years: z.array(z.int()),
  list: z.array(payslipMonth),
});
export type PayslipList = z.infer<typeof payslipList>;

export const payslipLine = z.object({ name: z.string(), amount: moneyText });
export type PayslipLine = z.infer<typeof payslipLine>;

export const payslip = z.object({
  id: z.string(),
  month: z.string(),
  userId: z.string(),
  userName: z.string(),
  departmentName: z.string(),
  positionName: z.string(),
  /** 应发项目: base pay, post pay, performance, allowances … */
  earnings: z.array(payslipLine),
  /** 扣款项目: pension, medical, unemployment, housing fund, income tax … */
  deductions: z.array(payslipLine),
  grossPay: moneyText,
  totalDeductions: moneyText,
  netPay: moneyText,
  paidAt: z.int(),
  remark: z.string(),
});
export type Payslip = z.infer<typeof payslip>;
