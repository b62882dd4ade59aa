/**
 * 账号安全's list of the ways into an account (issue #28): the password (when it has one), the mobile (when
 * bound) and the DingTalk binding (when bound), each with when it was added or last changed and from which
 * device — the note of its latest change, else what the way in itself keeps (the binding's time, the
 * password's last retirement, the account's creation). A change made from another device than the caller's
 * (another session, not of this device cookie) of the mobile or the binding is `removable`: "sign out all
 * others" offers to remove it (remove.ts).
 */
import { isRemovableWayIn, type WayIn, type WayInKind, type WaysIn } from '../../../contract';
import type { AuthSession } from '../../auth/session-service';
import type { AccountWays, WayInRow } from './repository';

/** Whether a change was made on the caller's own device: its session, or another of the same device. */
export function madeHere(row: WayInRow, session: AuthSession): boolean {
  return row.sessionJti === session.jti || (row.deviceId !== null && row.deviceId === session.deviceId);
}

/** Whether "sign out all others" may remove it: a mobile or binding change another device's session made. */
export function removableBy(row: WayInRow, session: AuthSession): boolean {
  return isRemovableWayIn(row.kind) && row.sessionJti !== null && !madeHere(row, session);
}

function entry(
  kind: WayInKind,
  fallback: Date | null,
  row: WayInRow | undefined,
  session: AuthSession,
): WayIn {
  const at = row?.changedAt ?? fallback;
  return {
    kind,
    addedAt: at ? at.getTime() : null,
    userAgent: row?.userAgent ?? '',
    address: row?.address ?? '',
    thisDevice: row ? madeHere(row, session) : false,
    removable: row ? removableBy(row, session) : false,
  };
}

export function waysInOf(account: AccountWays, session: AuthSession): WaysIn {
  const note = (kind: WayInKind) => account.changes.find((c) => c.kind === kind);
  const list: WayIn[] = [];
  if (account.hasPassword)
    list.push(entry('password', account.passwordSetAt ?? account.createdAt, note('password'), session));
  if (account.mobile) list.push(entry('mobile', account.createdAt, note('mobile'), session));
  if (account.dingBoundAt) list.push(entry('ding', account.dingBoundAt, note('ding'), session));
  return { hasPassword: account.hasPassword, list };
}
