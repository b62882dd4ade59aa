/**
 * The payslips' local copy: a fetched year is stored under the year the server answered and read back
 * (the newest year when none is chosen); a slip opened online reads back offline; the newest year's refresh
 * keeps the newest 12 slips on the phone, across years, unopened (issue #30); nothing stored, or a row that
 * no longer fits the contract, reads as no copy.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payslip, PayslipList } from '../../../contract';
import { createUserDb, type UserDb } from '../../../core/store/db';

const api = vi.hoisted(() => ({
  fetchPayslipMonths: vi.fn<(year: number | null, options?: { quiet?: boolean }) => Promise<PayslipList>>(),
  fetchPayslip: vi.fn<(id: string, options?: { quiet?: boolean }) => Promise<Payslip>>(),
}));
vi.mock('../../../src/features/payslip/payslipApi', () => api);

const { readMonths, readSlip, refreshMonths, refreshSlip } =
  await import('../../../src/features/payslip/payslipStore');

const month = (m: string) => ({ id: `ps-${m}`, month: m, netPay: '8000.00', paidAt: 1 });
const YEAR_2026: PayslipList = {
  year: 2026,
  years: [2026, 2025],
  list: [month('2026-02'), month('2026-01')],
};
const YEAR_2025: PayslipList = { year: 2025, years: [2026, 2025], list: [month('2025-12')] };
const SLIP: Payslip = {
  id: 'ps-2026-02',
  month: '2026-02',
  userId: 'u-nurse01',
  userName: '张小雨',
  departmentName: '心内科病区',
  positionName: '护士',
  earnings: [{ name: '岗位工资', amount: '2500.00' }],
  deductions: [],
  grossPay: '2500.00',
  totalDeductions: '0.00',
  netPay: '2500.00',
  paidAt: 1,
  remark: '',
};

const slipOf = (id: string): Payslip => ({ ...SLIP, id, month: id.slice(3) });

let db: UserDb;
beforeEach(async () => {
  db = createUserDb(`payslips-${Math.random()}`);
  await db.open();
  api.fetchPayslipMonths.mockImplementation(async (year) => (year === 2025 ? YEAR_2025 : YEAR_2026));
  api.fetchPayslip.mockImplementation(async (id) => slipOf(id));
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
  vi.resetAllMocks();
});

describe('month lists', () => {
  it('nothing stored reads as no copy', async () => {
    expect(await readMonths(db, null)).toBeNull();
    expect(await readMonths(db, 2026)).toBeNull();
  });

  it('the latest year is stored under the year the server answered, with when it was fetched', async () => {
    api.fetchPayslipMonths.mockResolvedValueOnce(YEAR_2026);
    await refreshMonths(db, null, () => 111);
    expect(api.fetchPayslipMonths.mock.calls[0]).toEqual([null]);
    expect(await readMonths(db, 2026)).toEqual({ ...YEAR_2026, fetchedAt: 111 });
  });

  it('without a chosen year the newest stored year is read', async () => {
    api.fetchPayslipMonths.mockResolvedValueOnce(YEAR_2025).mockResolvedValueOnce(YEAR_2026);
    await refreshMonths(db, 2025, () => 1);
    await refreshMonths(db, 2026, () => 2);
    expect((await readMonths(db, null))?.year).toBe(2026);
    expect((await readMonths(db, 2025))?.list).toEqual(YEAR_2025.list);
  });

  it('a stored row that no longer fits the contract reads as no copy', async () => {
    await db.payslipMonths.put({ year: 2026, years: [2026], list: [{ id: 'x' } as never], fetchedAt: 1 });
    expect(await readMonths(db, 2026)).toBeNull();
  });

  it('a failed fetch stores nothing', async () => {
    api.fetchPayslipMonths.mockRejectedValueOnce(new Error('network'));
    await expect(refreshMonths(db, null)).rejects.toThrow('network');
    expect(await db.payslipMonths.count()).toBe(0);
  });
});

describe('slips', () => {
  it('a slip opened online reads back later (offline) with when it was fetched', async () => {
    api.fetchPayslip.mockResolvedValueOnce(SLIP);
    await refreshSlip(db, SLIP.id, () => 222);
    expect(api.fetchPayslip.mock.calls).toEqual([[SLIP.id]]);
    expect(await readSlip(db, SLIP.id)).toEqual({ ...SLIP, fetchedAt: 222 });
  });

  it('a slip never opened on this device reads as no copy', async () => {
    expect(await readSlip(db, 'ps-never')).toBeNull();
  });
});

describe('the newest 12 slips are kept on the phone', () => {
  const months = (year: number, count: number) =>
    Array.from({ length: count }, (_, i) => month(`${year}-${String(12 - i).padStart(2, '0')}`));
  const lists = {
    2026: { year: 2026, years: [2026, 2025, 2024], list: months(2026, 8) },
    2025: { year: 2025, years: [2026, 2025, 2024], list: months(2025, 12) },
    2024: { year: 2024, years: [2026, 2025, 2024], list: months(2024, 12) },
  } as Record<number, PayslipList>;
  beforeEach(() => {
    api.fetchPayslipMonths.mockImplementation(async (year) => lists[year ?? 2026]!);
  });

  it("the newest year's refresh keeps the 12 newest slips, across years, none of them opened", async () => {
    await refreshMonths(db, null, () => 7);
    const kept = (await db.payslips.toCollection().primaryKeys()).sort().reverse();
    expect(kept).toEqual([...months(2026, 8), ...months(2025, 4)].map((m) => m.id));
    for (const id of kept) expect((await readSlip(db, id))?.fetchedAt).toBe(7);
    // The earlier year's list it read is kept too; the year before that was never needed.
    expect((await readMonths(db, 2025))?.list).toHaveLength(12);
    expect(api.fetchPayslipMonths.mock.calls.map(([year]) => year)).toEqual([null, 2025]);
    // In the background: no failure of theirs would toast.
    for (const [, options] of api.fetchPayslip.mock.calls) expect(options).toEqual({ quiet: true });
  });

  it('slips already on the phone are not fetched again', async () => {
    await refreshMonths(db, null);
    api.fetchPayslip.mockClear();
    await refreshMonths(db, null);
    expect(api.fetchPayslip).not.toHaveBeenCalled();
  });

  it("an earlier year's refresh fetches no slips", async () => {
    await refreshMonths(db, 2025);
    expect(api.fetchPayslip).not.toHaveBeenCalled();
    expect(await db.payslips.count()).toBe(0);
  });

  it('a slip that fails fails the refresh; the ones that came are kept', async () => {
    api.fetchPayslip.mockImplementation(async (id) => {
      if (id === 'ps-2026-10') throw new Error('network');
      return slipOf(id);
    });
    await expect(refreshMonths(db, null)).rejects.toThrow('network');
    expect(await readSlip(db, 'ps-2026-12')).not.toBeNull();
    expect(await readSlip(db, 'ps-2026-10')).toBeNull();
  });
});
