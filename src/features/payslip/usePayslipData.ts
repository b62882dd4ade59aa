/** The payslip pages' data: a year's months (the latest year when none is chosen) and one slip, cached. */
import { useCallback } from 'react';
import type { UserDb } from '../../data';
import {
  readMonths,
  readSlip,
  refreshMonths,
  refreshSlip,
  type CachedMonths,
  type CachedSlip,
} from './payslipStore';
import { useCachedFetch, type CachedFetch } from './useCachedFetch';

export function usePayslipMonths(
  db: UserDb,
  year: number | null,
  online: boolean,
): CachedFetch<CachedMonths> {
  const read = useCallback(() => readMonths(db, year), [db, year]);
  const fetch = useCallback(() => refreshMonths(db, year), [db, year]);
  return useCachedFetch(`${db.name}|${year ?? 'latest'}`, read, fetch, online);
}

export function usePayslip(db: UserDb, id: string, online: boolean): CachedFetch<CachedSlip> {
  const read = useCallback(() => readSlip(db, id), [db, id]);
  const fetch = useCallback(() => refreshSlip(db, id), [db, id]);
  return useCachedFetch(`${db.name}|${id}`, read, fetch, online);
}
