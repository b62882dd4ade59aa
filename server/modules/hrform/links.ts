/**
 * Forms that follow on an earlier one (a leave return on its leave, a contract renewal on its contract):
 * the earlier form must be the applicant's own, approved, of a kind the catalogue's `follows` names, and
 * not already followed by a live form of the same key (LIVE_STATUSES). The original's row is locked while
 * checking, so two forms racing for one original queue up and the second sees the first.
 */
import { FLOW_STATUS } from '../../../contract';
import type { HrFormEntry, HrOriginal } from '../../../contract/hrForm';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/envelope';
import { HrFormRepository } from './repository';

const LEAVE = 'LeaveApply';

/** A leave as an original shows its range, type and reason (its attachments stay with it). */
function leaveSummary({ fileJson: _files, ...summary }: Record<string, unknown>): Record<string, unknown> {
  return summary;
}

type Original = { applyUserId: string; flowStatus: number };

async function lockOriginal(tx: Db, follows: readonly string[], refId: string): Promise<Original | null> {
  const form = await new HrFormRepository(tx).lockById(refId);
  return form && follows.includes(form.formKey) ? form : null;
}

/** Refuses, naming refId, an original the form may not follow on; `exceptId` is the form being edited. */
export async function checkLink(
  tx: Db,
  userId: string,
  entry: HrFormEntry,
  refId: string,
  exceptId?: string,
): Promise<void> {
  const original = await lockOriginal(tx, entry.follows ?? [], refId);
  if (!original) throw fieldError('refId', '关联申请不存在，或不是本表单可关联的申请');
  if (original.applyUserId !== userId) throw fieldError('refId', '只能关联本人的申请');
  if (original.flowStatus !== FLOW_STATUS.approved)
    throw fieldError('refId', '关联申请尚未审批通过，不能关联');
  if (await new HrFormRepository(tx).liveFollower(entry.formKey, refId, exceptId))
    throw fieldError('refId', '该申请已被另一份审批中或已通过的申请关联，不能重复关联');
}

/** The caller's forms `entry` may follow on now (GET …/Originals), newest first within each kind. */
export async function originalsFor(db: Db, userId: string, entry: HrFormEntry): Promise<HrOriginal[]> {
  const forms = await new HrFormRepository(db).approvedNotFollowed(
    userId,
    entry.follows ?? [],
    entry.formKey,
  );
  return forms.map((row) => ({
    id: row.id,
    formKey: row.formKey,
    billNo: row.billNo,
    flowTitle: row.flowTitle,
    creatorTime: row.createdAt.getTime(),
    data: row.formKey === LEAVE ? leaveSummary(row.data) : row.data,
  }));
}
