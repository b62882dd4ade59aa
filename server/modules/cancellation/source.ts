/**
 * 注销账号 as its flow's form source (workflow/form-source.ts): what 人事处 sees of a request — the flow's title
 * and bill number, the applicant's name, account, unit and post as they are, the day it was asked, the
 * reason — as text the detail shows as label/value pairs (the template's fields name them); and the
 * request's status kept in step with its flow. Approval closes the account, in the approval's transaction,
 * as an administrator disables one: the user disabled (every call then 602, no sign-in) and their sessions
 * ended with reason `disabled`, their open sockets told `logout` once it has committed.
 */
import { FLOW_STATUS } from '../../../contract';
import { SessionRepository } from '../../auth/session-repository';
import type { Db } from '../../db/client';
import { hospitalDay } from '../../hospital-time';
import type { AfterCommit, FormSource } from '../../workflow/form-source';
import { PermissionRepository } from '../permission/repository';
import { CancellationRepository } from './repository';

/** Disables the account and ends its sessions; `after` tells their sockets once the transaction commits. */
export async function closeAccount(db: Db, userId: string, at: Date, after?: AfterCommit): Promise<void> {
  await new PermissionRepository(db).updateUser(userId, { enabled: false });
  const jtis = await new SessionRepository(db).revoke({ userId }, 'disabled', at);
  after?.sessionsEnded(jtis, 'disabled');
}

const dayText = (at: Date) => {
  const { YYYY, MM, DD } = hospitalDay(at.getTime());
  return `${YYYY}-${MM}-${DD}`;
};

export const cancellationSource: FormSource = {
  async load(db, formId) {
    const row = await new CancellationRepository(db).withApplicant(formId);
    if (!row) return null;
    return {
      flowTitle: row.title,
      billNo: row.billNo,
      applyUser: row.realName,
      account: row.account,
      applyDept: row.unit ?? '',
      applyPost: row.post ?? '',
      applyDate: dayText(row.createdAt),
      reason: row.reason,
    };
  },
  async setStatus(db, formId, status, at, after) {
    const userId = await new CancellationRepository(db).setStatus(formId, status, at);
    if (userId && status === FLOW_STATUS.approved) await closeAccount(db, userId, at, after);
  },
};
