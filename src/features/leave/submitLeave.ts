/**
 * Submitting a leave: one outbox row (POST LeaveApply, stream `form:<draftId>`) written in the same
 * transaction that marks the draft pending, so once this resolves the application survives a killed tab
 * and is sent exactly once — online or not. A bill number is asked for first when online and missing. A
 * draft the server rejected (state failed, edited from 同步中心) replaces its rejected row.
 */
import { LEAVE_BILL_RULE } from '../../../contract';
import { enqueueWrite, type UserDb } from '../../data';
import { attachmentIds, fetchBillNumber, type DraftSession, type FormValues } from '../../forms';
import { contractIssue, toLeaveBody } from './leaveBody';

export const LEAVE_URL = '/api/workflow/Form/LeaveApply';

export class LeaveRejected extends Error {}

async function withBillNumber(values: FormValues, online: boolean): Promise<FormValues> {
  if (values.billNo || !online) return values;
  try {
    return { ...values, billNo: await fetchBillNumber(LEAVE_BILL_RULE) };
  } catch {
    // Still none: the outbox asks again when it sends the row.
    return values;
  }
}

export interface Submitter {
  userId: string;
  userName: string;
}

/** Sessions being submitted right now: a double tap must not queue the application twice. */
const submitting = new WeakSet<DraftSession>();

/**
 * Queues the application; the draft becomes `pending`. Resolves with the outbox row, or null when this
 * draft is already submitted (or being submitted). Throws LeaveRejected when the contract says no.
 */
export async function submitLeave(db: UserDb, editor: DraftSession, who: Submitter, online: boolean) {
  if (editor.state === 'pending' || submitting.has(editor)) return null;
  submitting.add(editor);
  try {
    return await queue(db, editor, who, online);
  } finally {
    submitting.delete(editor);
  }
}

async function queue(db: UserDb, editor: DraftSession, who: Submitter, online: boolean) {
  await editor.hold();
  const now = Date.now();
  const values = { ...(await withBillNumber(editor.values, online)), applyDate: now };
  const body = toLeaveBody(values, { now, userName: who.userName });
  const problem = contractIssue(body);
  if (problem) throw new LeaveRejected(problem);
  const row = await enqueueWrite(
    db,
    {
      userId: who.userId,
      kind: 'leaveApply',
      stream: `form:${editor.draftId}`,
      method: 'POST',
      url: LEAVE_URL,
      body,
      fileIds: attachmentIds(values),
      replacesFailed: true,
    },
    async (t) => {
      await t.drafts.put(editor.rowOf(values, 'pending'));
    },
  );
  editor.setState('pending', values);
  return row;
}
