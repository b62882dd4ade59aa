/**
 * One demo payslip from a person's staff record and a month: its own random stream (seeded by person and
 * month, so a slip never changes whichever others are made), the earnings and deductions of the pay rules,
 * and totals exact in cents (gross = Σ earnings, net = gross − Σ deductions). Also which months to make.
 */
import { hospitalDay } from '../hospital-time';
import { deductionsOf } from './payslips-deductions';
import { earningsOf, type PayLine, type PayProfile } from './payslips-earnings';
import { createRng } from './prng';

const PAYSLIP_SEED = 20260206;
/** Pay for a month is paid on the 5th of that month at 10:00, hospital time. */
const PAY_DAY = '05T10:00:00+08:00';

export type SlipPerson = PayProfile & { userName: string; departmentName: string; positionName: string };

export type SlipRow = {
  id: string;
  userId: string;
  month: string;
  userName: string;
  departmentName: string;
  positionName: string;
  earnings: { name: string; amount: string }[];
  deductions: { name: string; amount: string }[];
  grossPay: string;
  totalDeductions: string;
  netPay: string;
  paidAt: number;
  remark: string;
};

/** Cents as decimal text with two places: 123456 → '1234.56', -5 → '-0.05'. */
export function centsText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** FNV-1a (32 bit) of the text: the seed of one person's month. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export const payslipId = (userId: string, month: string): string => `ps-${userId}-${month}`;

/** The `count` months up to and including the month of `now` in the hospital, oldest first. */
export function monthsUpTo(now: number, count: number): string[] {
  const { YYYY, MM } = hospitalDay(now);
  const last = Number(YYYY) * 12 + Number(MM) - 1;
  return Array.from({ length: count }, (_, i) => {
    const m = last - (count - 1) + i;
    return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  });
}

/** Months a person was on the staff for: none before the month they joined. */
export const monthsOnStaff = (months: string[], entryDate: string | null): string[] =>
  entryDate ? months.filter((m) => m >= entryDate.slice(0, 7)) : months;

const sum = (lines: PayLine[]): number => lines.reduce((total, l) => total + l.cents, 0);
const texts = (lines: PayLine[]) => lines.map((l) => ({ name: l.name, amount: centsText(l.cents) }));

/** The slip of `person` for `month`; paid on the month's pay day, or `now` when that is still ahead. */
export function slipOf(person: SlipPerson, month: string, now: number): SlipRow {
  const rng = createRng(hash(`${person.userId}|${month}`) ^ PAYSLIP_SEED);
  const earned = earningsOf(person, month, rng);
  const gross = sum(earned.lines);
  const deductions = deductionsOf(earned.contributionBase, gross);
  const withheld = sum(deductions);
  return {
    id: payslipId(person.userId, month),
    userId: person.userId,
    month,
    userName: person.userName,
    departmentName: person.departmentName,
    positionName: person.positionName,
    earnings: texts(earned.lines),
    deductions: texts(deductions),
    grossPay: centsText(gross),
    totalDeductions: centsText(withheld),
    netPay: centsText(gross - withheld),
    paidAt: Math.min(Date.parse(`${month}-${PAY_DAY}`), now),
    remark: earned.nightShifts > 0 ? `含夜班 ${earned.nightShifts} 个` : '',
  };
}
