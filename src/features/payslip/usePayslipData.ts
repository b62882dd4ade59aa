/** The payslip pages' data: a year's months (the latest year when none is chosen) and one slip, cached. */
import { useCallback } from 'react';
import { useCachedRead, type CachedRead, type UserDb } from '../../data';
import {
  readMonths,
  readSlip,
  refreshMonths,
  refreshSlip,
  type CachedMonths,
  type CachedSlip,
} from './payslipStore';

export function usePayslipMonths(db: UserDb, year: number | null, online: boolean): CachedRead<CachedMonths> {
  const read = useCallback(() => readMonths(db, year), [db, year]);
  const fetch = useCallback(() => refreshMonths(db, year), [db, year]);
  return useCachedRead(`${db.name}|${year ?? 'latest'}`, read, fetch, online);
}

export function usePayslip(db: UserDb, id: string, online: boolean): CachedRead<CachedSlip> {
  const read = useCallback(() => readSlip(db, id), [db, id]);
  const fetch = useCallback(() => refreshSlip(db, id), [db, id]);
  return useCachedRead(`${db.name}|${id}`, read, fetch, online);
}
