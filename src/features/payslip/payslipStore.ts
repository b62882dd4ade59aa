/**
 * The payslips' local copy in Dexie: each year's month list (`payslipMonths`, by year) so the page opens
 * offline, and the slips (`payslips`) — the newest 12, fetched with the newest year's list whether opened or
 * not (issue #30), and every other slip the user has opened — readable offline later. Rows an older version
 * of the app stored that no longer fit the contract are treated as absent.
 */
import { z } from 'zod/mini';
import { payslip, payslipList, type Payslip, type PayslipList } from '../../../contract';
import type { PayslipMonthsRow, PayslipRow, UserDb } from '../../data';
import { fetchPayslip, fetchPayslipMonths } from './payslipApi';
import { KEPT_SLIPS, newestSlipIds } from './payslipModel';

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

/**
 * The newest 12 slips onto the phone, given the newest year's list: earlier years' lists until there are 12
 * months (kept too), then each slip not stored yet. Quiet (no toast: the screen's own read has answered), but
 * a failure fails the refresh, so the freshness line says so; the slips already kept stay.
 */
async function keepNewestSlips(db: UserDb, newest: PayslipList, now: () => number): Promise<void> {
  const months = [...newest.list];
  for (const year of newest.years.filter((y) => y < newest.year)) {
    if (months.length >= KEPT_SLIPS) break;
    const earlier = await fetchPayslipMonths(year, { quiet: true });
    await db.payslipMonths.put({ ...earlier, fetchedAt: now() });
    months.push(...earlier.list);
  }
  const wanted = newestSlipIds(months);
  const stored = new Set(await db.payslips.where('id').anyOf(wanted).primaryKeys());
  const missing = wanted.filter((id) => !stored.has(id));
  await Promise.all(
    missing.map(async (id) =>
      db.payslips.put({ ...(await fetchPayslip(id, { quiet: true })), fetchedAt: now() }),
    ),
  );
}

/**
 * Fetches a year's list (the latest when null) and stores it under the year the server answered; the newest
 * year's also brings the newest 12 slips onto the phone before the refresh counts as done.
 */
export async function refreshMonths(db: UserDb, year: number | null, now = Date.now): Promise<void> {
  const data = await fetchPayslipMonths(year);
  await db.payslipMonths.put({ ...data, fetchedAt: now() });
  if (data.year === (data.years[0] ?? data.year)) await keepNewestSlips(db, data, now);
}

/** Fetches one slip and stores it, so it opens offline from now on. */
export async function refreshSlip(db: UserDb, id: string, now = Date.now): Promise<void> {
  const data = await fetchPayslip(id);
  await db.payslips.put({ ...data, fetchedAt: now() });
}
