/**
 * Assembles `GET /api/oauth/CurrentUser`: userInfo (with the organisation path and subordinates), the
 * permission list merged over the user's roles, and sysConfigInfo.
 */
import {
  APP_VERSION,
  sysConfigInfo,
  type CurrentUser,
  type PermissionEntry,
  type SysConfigInfo,
} from '../../../contract';
import type { AuthSession } from '../../auth/session-service';
import { dayStartMs } from '../../hospital-time';
import type { OauthRepository, PermissionRow, UserProfile } from './repository';

export function groupPermissions(rows: PermissionRow[]): PermissionEntry[] {
  const byModel = new Map<string, PermissionEntry>();
  for (const row of rows) {
    let entry = byModel.get(row.modelId);
    if (!entry) {
      entry = {
        modelId: row.modelId,
        moduleName: row.moduleName,
        column: [],
        button: [],
        form: [],
        resource: [],
      };
      byModel.set(row.modelId, entry);
    }
    entry[row.kind].push({
      id: `${row.modelId}:${row.kind}:${row.enCode}`,
      fullName: row.fullName,
      enCode: row.enCode,
    });
  }
  return [...byModel.values()];
}

function userInfo(profile: UserProfile, session: AuthSession): CurrentUser['userInfo'] {
  const { user, organizePath: path } = profile;
  return {
    userId: user.id,
    userAccount: user.account,
    userName: user.realName,
    headIcon: user.headIcon,
    gender: user.gender,
    organizeId: user.organizeId,
    organizeName: path.join('/'),
    departmentName: path[path.length - 1] ?? '',
    managerId: user.managerId,
    positionId: user.positionId,
    positionName: profile.positionName,
    // The platform's shape: the leave page joins their names into 申请职位.
    positionIds: user.positionId ? [{ id: user.positionId, name: profile.positionName ?? '' }] : [],
    roleId: profile.roleIds[0] ?? null,
    roleIds: profile.roleIds,
    subordinates: profile.subordinates,
    loginTime: session.issuedAt,
    prevLoginTime: user.prevLoginAt?.getTime() ?? null,
    isAdministrator: user.isAdministrator,
    entryDate: user.entryDate,
    mobilePhone: user.mobile,
    // What the 3.2.4 client's business and personal-data pages read of its user (GET /api/app/User).
    email: user.email,
    birthday: dayStartMs(user.birthday),
    roleName: profile.roleNames,
  };
}

/** The CurrentUser answer for the session's user; null when the user is gone. */
export async function currentUser(repo: OauthRepository, session: AuthSession): Promise<CurrentUser | null> {
  const profile = await repo.profile(session.userId);
  if (!profile) return null;
  const parsed = sysConfigInfo.safeParse(profile.sysConfigInfo);
  const fallback: SysConfigInfo = {
    sysName: '人事系统',
    sysVersion: APP_VERSION.sysVersion,
    copyright: '',
    companyName: '',
    title: '',
    logoIcon: '',
  };
  return {
    userInfo: userInfo(profile, session),
    permissionList: groupPermissions(profile.permissions),
    sysConfigInfo: parsed.success ? parsed.data : fallback,
  };
}
