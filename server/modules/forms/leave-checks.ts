/**
 * Everything a leave body must satisfy beyond its schema before it is stored: applied for by the caller,
 * a sound range (leave-rules.ts), a type from dictionary `leaveType`, a bill number of rule
 * WF_LeaveApplyNo that no other application carries, and attachments the applicant uploaded
 * (file/own-files.ts). Bad fields are HTTP 400 naming the field.
 */
import { CODE, DICTIONARY, LEAVE_BILL_RULE, type LeaveApplyBody } from '../../../contract';
import type { Db } from '../../db/client';
import { ApiError, fieldError } from '../../http/envelope';
import { billNoTaken, checkBillNumberFormat } from '../system/bill-number-check';
import { checkOwnFiles } from '../file/own-files';
import { SystemRepository } from '../system/repository';
import type { Caller } from './form-writes';
import { LeaveRepository } from './leave-repository';
import { leaveRangeProblem } from './leave-rules';

export type { Caller };

async function checkBillNo(tx: Db, billNo: string, now: number, exceptId?: string): Promise<void> {
  await checkBillNumberFormat(tx, LEAVE_BILL_RULE, billNo, now);
  if (await new LeaveRepository(tx).billNoTaken(billNo, exceptId)) throw billNoTaken(billNo);
}

/** Throws the first problem found; `exceptId` is the application being edited (its own number is fine). */
export async function checkLeave(tx: Db, caller: Caller, body: LeaveApplyBody, exceptId?: string) {
  if (body.applyUser !== caller.userId)
    throw new ApiError(CODE.FORBIDDEN, '只能为本人申请请假：申请人（applyUser）须为当前登录用户');
  const problem = leaveRangeProblem(body);
  if (problem) throw fieldError(problem.field, problem.message);
  if (!(await new SystemRepository(tx).isDictionaryItem(DICTIONARY.leaveType, body.leaveType)))
    throw fieldError('leaveType', '请假类型不存在，请从字典中选择');
  await checkBillNo(tx, body.billNo, caller.now, exceptId);
  await checkOwnFiles(tx, caller.userId, 'fileJson', '附件', body.fileJson);
}
