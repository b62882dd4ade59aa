/**
 * 我的下属's tree (issue #17): the people who report to someone, one level at a time — from the server
 * (`GET Users/Current/Subordinate/{id}`, 0 = oneself) when online, else from the directory on this device
 * (each colleague's `managerId`), so the tree opens offline too.
 */
import { subordinateData, type DirectoryUser } from '../../../../contract/directory';
import { ApiError } from '../../../../core/net/errors';
import { request } from '../../../api/http';
import type { UserDb } from '../../../data';
import { CURRENT_USER_CALLS } from '../../../../contract/personalPaths';

export interface Subordinate {
  id: string;
  userName: string;
  avatar: string;
  department: string;
  position: string;
  isLeaf: boolean;
}

/** Direct reports of `managerId` in local directory rows, in the directory's order. Pure. */
export function reportsIn(users: readonly DirectoryUser[], managerId: string): Subordinate[] {
  const managers = new Set(users.map((u) => u.managerId));
  return users
    .filter((u) => u.managerId === managerId)
    .sort((a, b) => a.sortCode - b.sortCode || a.realName.localeCompare(b.realName, 'zh-CN'))
    .map((u) => ({
      id: u.id,
      userName: u.realName,
      avatar: u.headIcon,
      department: u.organizeName,
      position: u.positionName,
      isLeaf: !managers.has(u.id),
    }));
}

async function localReports(db: UserDb, managerId: string): Promise<Subordinate[]> {
  return reportsIn(await db.users.toArray(), managerId);
}

/** The reports of `managerId` (`selfId` for one's own): the server's when it answers, else this device's. */
export async function reportsOf(
  db: UserDb,
  managerId: string,
  selfId: string,
  online: boolean,
): Promise<Subordinate[]> {
  if (!online) return localReports(db, managerId);
  try {
    return await request(
      `${CURRENT_USER_CALLS}/Subordinate/${managerId === selfId ? '0' : encodeURIComponent(managerId)}`,
      {
        schema: subordinateData,
        report: false,
      },
    );
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'network') return localReports(db, managerId);
    throw e;
  }
}
