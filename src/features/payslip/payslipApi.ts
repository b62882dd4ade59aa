/** The payslip reads from the server (contract/payslip.ts), through the one HTTP door, src/api/http.ts. */
import { z } from 'zod/mini';
import {
  PAYSLIP_PATH,
  PAYSLIP_UNLOCK_PATH,
  payslip,
  payslipList,
  payslipPath,
  type Payslip,
  type PayslipList,
} from '../../../contract';
import { request } from '../../api/http';
import { wireProof, type Proof } from '../../api/reauth';

/** `quiet`: a background read (the last 12 slips kept on the phone) reports no failure to the screen. */
type ReadOptions = { quiet?: boolean };

/** A year's months; without a year the server picks the latest that has slips. */
export function fetchPayslipMonths(
  year: number | null,
  { quiet = false }: ReadOptions = {},
): Promise<PayslipList> {
  return request(PAYSLIP_PATH, { query: { year: year ?? undefined }, schema: payslipList, report: !quiet });
}

export function fetchPayslip(id: string, { quiet = false }: ReadOptions = {}): Promise<Payslip> {
  return request(payslipPath(id), { schema: payslip, report: !quiet });
}

/**
 * The gate's proof, checked by the server: the password (md5 on the wire), or for an account without one
 * the code sent to its number. A refusal names the field (`password: 当前密码错误`, `reauthCode: …`).
 */
export function unlockOnServer(proof: Proof): Promise<null> {
  return request(PAYSLIP_UNLOCK_PATH, {
    method: 'POST',
    json: wireProof(proof),
    schema: z.null(),
    report: false,
  });
}
