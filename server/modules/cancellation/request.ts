/**
 * Storing a confirmed request to close an account, in one transaction: its bill number (注销申请单号), its
 * flow started (注销账号: 人事处 gets the to-do and its message, pushed once committed), and its row with the
 * flow's status. One in approval at a time: refused before anything is written, and by the unique index of
 * migration 021 when a concurrent request got there first. Should the flow approve itself at once (the only
 * HR officer's own request), the account is closed in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { CANCEL_PENDING, CANCELLATION_FLOW, CODE, FLOW_STATUS, type Cancellation } from '../../../contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../http/envelope';
import type { FormSources } from '../../workflow/form-source';
import type { PushCollector } from '../message/push';
import { startFlow } from '../workflow/flow-start';
import { nextCancellationBillNo } from './bill-number';
import { CancellationRepository, type CancellationRow } from './repository';
import { closeAccount } from './source';

export const pendingRefusal = (): ApiError => new ApiError(CODE.BAD_REQUEST, CANCEL_PENDING);

export type CancellationRequest = {
  userId: string;
  reason: string;
  now: number;
  pushes: PushCollector;
  forms: FormSources;
};

export const toCancellation = (row: CancellationRow): NonNullable<Cancellation> => ({
  id: row.id,
  taskId: row.taskId,
  status: row.status,
  reason: row.reason,
  createdAt: row.createdAt.getTime(),
});

async function insertAlone(repo: CancellationRepository, row: CancellationRow): Promise<void> {
  try {
    await repo.insert(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw pendingRefusal();
    throw err;
  }
}

export async function requestCancellation(
  tx: Db,
  r: CancellationRequest,
): Promise<NonNullable<Cancellation>> {
  const repo = new CancellationRepository(tx);
  if (await repo.inApproval(r.userId)) throw pendingRefusal();
  const person = await repo.person(r.userId);
  // A signed-in caller has a row; this guards a user deleted since signing in.
  if (!person) throw new ApiError(CODE.FORBIDDEN, '申请人不存在');
  const id = randomUUID();
  const at = new Date(r.now);
  const started = await startFlow(tx, {
    flowKey: CANCELLATION_FLOW,
    formId: id,
    applicantId: r.userId,
    title: `${person.realName}的注销账号`,
    billNo: await nextCancellationBillNo(tx, r.userId, r.now),
    urgent: 1,
    now: at,
    form: { reason: r.reason },
    pushes: r.pushes,
    forms: r.forms,
  });
  const row = { id, userId: r.userId, reason: r.reason, ...started, createdAt: at, updatedAt: at };
  await insertAlone(repo, row);
  if (started.status === FLOW_STATUS.approved) await closeAccount(tx, r.userId, at, r.pushes);
  return toCancellation(row);
}
