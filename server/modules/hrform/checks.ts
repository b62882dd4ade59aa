/**
 * Everything an HR form body must satisfy before it is stored, in order: applied for by the caller, a bill
 * number of the form's own rule that no other form carries and that was issued to the caller (or is the
 * form's own already), then its own fields (field-values.ts), then the earlier form it follows on
 * (links.ts). Returns the own values to store.
 */
import { CODE } from '../../../contract';
import type { FormValues } from '../../../contract/form';
import type { HrFormSystem } from '../../../contract/hrForm';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { billNoTaken, checkBillNumberFormat, checkBillNumberIssued } from '../system/bill-number-check';
import type { Caller } from '../forms/form-writes';
import type { HrForm } from './catalogue';
import { checkedValues } from './field-values';
import { checkLink } from './links';
import { HrFormRepository } from './repository';

export type { Caller };

/** The form being edited: its own number is fine. */
export type EditedForm = { id: string; billNo: string };

/** Throws the first problem found. */
export async function checkHrForm(
  tx: Db,
  caller: Caller,
  { entry, def }: HrForm,
  body: HrFormSystem & Record<string, unknown>,
  edited?: EditedForm,
): Promise<FormValues> {
  const exceptId = edited?.id;
  if (body.applyUser !== caller.userId)
    throw new ApiError(
      CODE.FORBIDDEN,
      `只能为本人提交${entry.title.zh}：申请人（applyUser）须为当前登录用户`,
    );
  await checkBillNumberFormat(tx, entry.billRule, body.billNo, caller.now);
  if (await new HrFormRepository(tx).billNoTaken(body.billNo, exceptId)) throw billNoTaken(body.billNo);
  if (body.billNo !== edited?.billNo) await checkBillNumberIssued(tx, body.billNo, caller.userId);
  const values = await checkedValues(tx, caller.userId, def, body);
  if (entry.follows) await checkLink(tx, caller.userId, entry, String(values.refId), exceptId);
  return values;
}
