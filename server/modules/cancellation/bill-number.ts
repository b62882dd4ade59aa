/**
 * 注销申请单号: the bill-number rule of a request to close an account (seeded with the others, seed/bill-rules.ts)
 * and the next number of it, issued to the requester in the request's transaction: ZX + the hospital's day +
 * the day's counter.
 */
import type { Db } from '../../db/client';
import { hospitalDay } from '../../hospital-time';
import { BillNumberRepository } from '../system/bill-number-repository';

/** enCode, name and prefix of the rule (seed/bill-rules.ts inserts it where missing). */
export const CANCELLATION_BILL_RULE = ['WF_AccountCancellationNo', '注销申请单号', 'ZX'] as const;

export async function nextCancellationBillNo(tx: Db, userId: string, now: number): Promise<string> {
  const [enCode] = CANCELLATION_BILL_RULE;
  const billNo = await new BillNumberRepository(tx).issue(enCode, hospitalDay(now), userId, new Date(now));
  // seedInstallation adds every missing rule at start-up: a missing one is a broken installation.
  if (!billNo) throw new Error(`bill rule ${enCode} is missing`);
  return billNo;
}
