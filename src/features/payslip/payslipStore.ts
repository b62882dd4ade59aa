/**
 * The payslips' local copy in Dexie: each year's month list (`payslipMonths`, by year) so the page opens
 * offline, and every slip the user has opened (`payslips`), readable offline later. Rows an older version
 * of the app stored that no longer fit the contract are treated as absent.
 */
import { z } from 'zod/mini';
import { payslip, payslipList, type Payslip, type PayslipList } from '../../../contract';
import type { PayslipMonthsRow, PayslipRow, UserDb } from '../../data';
import { fetchPayslip, fetchPayslipMonths } from './payslipApi';

export type CachedMonths = PayslipList & { fetchedAt: number };
export type CachedSlip = Payslip & { fetchedAt: number };

function validMonths(row: PayslipMonthsRow | undefined): CachedMonths | null {
  if (!row) return null;
  const parsed = z.safeParse(payslipList, row);
  return parsed.success ? { ...parsed.data, fetchedAt: row.fetchedAt } : null;
}

/** A year's stored list; without a year, the newest year stored (what the server would open with). */
export async function readMonths(db: UserDb, year: number | null): Promise<CachedMonths | null> {
  const row =
    year === null ? await db.payslipMonths.orderBy('year').last() : await db.payslipMonths.get(year);
  return validMonths(row);
}

export async function readSlip(db: UserDb, id: string): Promise<CachedSlip | null> {
  const row: PayslipRow | undefined = await db.payslips.get(id);
  if (!row) return null;
  const parsed = z.safeParse(payslip, row);
  return parsed.success ? { ...parsed.data, fetchedAt: row.fetchedAt } : null;
}

/** Fetches a year's list (the latest when null) and stores it under the year the server answered. */
export async function refreshMonths(db: UserDb, year: number | null, now = Date.now): Promise<void> {
  const data = await fetchPayslipMonths(year);
  await db.payslipMonths.put({ ...data, fetchedAt: now() });
}

/** Fetches one slip and stores it, so it opens offline from now on. */
export async function refreshSlip(db: UserDb, id: string, now = Date.now): Promise<void> {
  const data = await fetchPayslip(id);
  await db.payslips.put({ ...data, fetchedAt: now() });
}
