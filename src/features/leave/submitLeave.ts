/**
 * Submitting a leave: the engine's submitForm (src/forms/submitForm.ts) with the leave's plan — one outbox
 * row `leaveApply` (POST LeaveApply, stream `form:<draftId>`) written with the draft marked pending, the
 * bill number of LEAVE_BILL_RULE, the body of contract/leave.ts checked by the contract first.
 */
import { LEAVE_BILL_RULE, type LeaveApplyBody } from '../../../contract';
import type { UserDb } from '../../data';
import { FormRejected, submitForm, type DraftSession, type SubmitPlan, type Submitter } from '../../forms';
import { contractIssue, toLeaveBody } from './leaveBody';

export const LEAVE_URL = '/api/workflow/Form/LeaveApply';

/** The contract refused a leave's body (the engine's FormRejected). */
export const LeaveRejected = FormRejected;

export const LEAVE_PLAN: SubmitPlan<LeaveApplyBody> = {
  kind: 'leaveApply',
  formKey: 'LeaveApply',
  url: LEAVE_URL,
  billRule: LEAVE_BILL_RULE,
  toBody: toLeaveBody,
  issue: contractIssue,
};

/** Queues the leave; resolves with its outbox row, or null when already submitted (or being submitted). */
export const submitLeave = (db: UserDb, editor: DraftSession, who: Submitter, online: boolean) =>
  submitForm(db, editor, who, online, LEAVE_PLAN);
