/**
 * Handing out a bill number (GET BillRule/BillNumber, and the server's own numbers such as an account
 * cancellation's): the rule's next number that nothing holds yet, recorded as the caller's in one
 * transaction. One caller holds at most BILL_NUMBERS_PER_DAY taken in a day and not yet used by a form, so
 * nobody can fill the record, while a ward clerk entering 300 applications in a day is never stopped (each
 * one uses its number); the record is kept ISSUED_RETENTION_DAYS (a form saved by then carries its number).
 */
import { CODE } from '../../../contract';
import type { Purge } from '../../daily-purge';
import type { Db } from '../../db/client';
import { hospitalDay } from '../../hospital-time';
import { ApiError } from '../../http/envelope';
import { BillNumberRepository } from './bill-number-repository';

/** Unused numbers one caller may hold from a day: far above a day's open drafts, far below what fills a table. */
export const BILL_NUMBERS_PER_DAY = 200;
export const ISSUED_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

/** Null for an unknown rule. */
export function issueBillNumber(db: Db, rule: string, userId: string, now: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const numbers = new BillNumberRepository(tx);
    if ((await numbers.unusedSince(userId, new Date(now - DAY_MS))) >= BILL_NUMBERS_PER_DAY)
      throw new ApiError(CODE.TOO_MANY_REQUESTS, '今天获取的单据编号过多，请明天再试');
    return numbers.issue(rule, hospitalDay(now), userId, new Date(now));
  });
}

export const issuedBillNumberPurge: Purge = {
  name: 'issued bill numbers',
  run: (db, now) => new BillNumberRepository(db).purgeBefore(new Date(now - ISSUED_RETENTION_DAYS * DAY_MS)),
};
