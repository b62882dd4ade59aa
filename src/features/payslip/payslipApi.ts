/** The payslip reads from the server (contract/payslip.ts), through the one HTTP door, src/api/http.ts. */
import {
  PAYSLIP_PATH,
  payslip,
  payslipList,
  payslipPath,
  type Payslip,
  type PayslipList,
} from '../../../contract';
import { request } from '../../api/http';

/** A year's months; without a year the server picks the latest that has slips. */
export function fetchPayslipMonths(year: number | null): Promise<PayslipList> {
  return request(PAYSLIP_PATH, { query: { year: year ?? undefined }, schema: payslipList });
}

export function fetchPayslip(id: string): Promise<Payslip> {
  return request(payslipPath(id), { schema: payslip });
}
