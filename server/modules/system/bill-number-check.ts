/**
 * Checking a form's bill number (单据编号): it must look like a number of the form's own rule (prefix, the
 * date in the rule's format, the counter), and be one the server issued to the caller (or the one the form
 * already carries). Whether another form already carries it is the form's table's question. A badly formed
 * number is HTTP 400 naming billNo, with an example.
 */
import { CODE } from '../../../contract';
import type { Db } from '../../db/client';
import { hospitalDay } from '../../hospital-time';
import { ApiError, fieldError } from '../../http/envelope';
import { billNumberPattern, billPeriod, formatBillNumber } from './bill-number';
import { BillNumberRepository } from './bill-number-repository';
import { SystemRepository } from './repository';

export async function checkBillNumberFormat(
  db: Db,
  ruleCode: string,
  billNo: string,
  now: number,
): Promise<void> {
  const rule = await new SystemRepository(db).billRule(ruleCode);
  if (!rule) throw new ApiError(CODE.NOT_FOUND, `单据规则不存在：${ruleCode}`);
  if (billNumberPattern(rule).test(billNo)) return;
  const example = formatBillNumber({
    ...rule,
    period: billPeriod(rule.dateFormat, hospitalDay(now)),
    number: 1,
  });
  throw fieldError('billNo', `单据编号格式不正确，应为前缀、日期和流水号，如 ${example}`);
}

/** The refusal of a bill number another application already carries. */
export const billNoTaken = (billNo: string): ApiError =>
  new ApiError(CODE.BAD_REQUEST, `单据编号 ${billNo} 已被其他申请使用，请重新获取编号`);

/**
 * A number typed ahead of the counter (or taken from a colleague's screen) is refused: only a number the
 * server handed to this caller may go on a new form. The words name the number, so our outbox takes a new
 * one and sends again (workers/outbox/renumber.ts).
 */
export async function checkBillNumberIssued(db: Db, billNo: string, userId: string): Promise<void> {
  if (await new BillNumberRepository(db).issuedTo(billNo, userId)) return;
  throw new ApiError(CODE.BAD_REQUEST, `单据编号 ${billNo} 不是系统为您生成的编号，请重新获取编号`);
}
