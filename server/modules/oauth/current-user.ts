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
import type { OauthRepository, PermissionRow, UserRow } from './repository';

/** Names from the hospital down to the user's unit: ["滨江市人民医院", "心内科", "心内科病区"]. */
function organizePath(
  tree: Map<string, { parentId: string | null; fullName: string }>,
  id: string,
): string[] {
  const names: string[] = [];
  for (let node = tree.get(id); node; node = node.parentId ? tree.get(node.parentId) : undefined) {
    names.unshift(node.fullName);
  }
  return names;
}

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

async function userInfo(
  repo: OauthRepository,
  user: UserRow,
  session: AuthSession,
): Promise<CurrentUser['userInfo']> {
  const [tree, positionName, roleIds, subordinates] = await Promise.all([
    repo.organizeTree(),
    repo.positionName(user.positionId),
    repo.roleIds(user.id),
    repo.subordinateIds(user.id),
  ]);
  const path = organizePath(tree, user.organizeId);
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
    positionName,
    positionIds: user.positionId ? [user.positionId] : [],
    roleId: roleIds[0] ?? null,
    roleIds,
    subordinates,
    loginTime: session.issuedAt,
    prevLoginTime: user.prevLoginAt?.getTime() ?? null,
    isAdministrator: user.isAdministrator,
  };
}

export async function currentUser(
  repo: OauthRepository,
  user: UserRow,
  session: AuthSession,
): Promise<CurrentUser> {
  const info = await userInfo(repo, user, session);
  const [permissions, config] = await Promise.all([
    repo.permissions(info.roleIds),
    repo.setting('sysConfigInfo'),
  ]);
  const parsed = sysConfigInfo.safeParse(config);
  const fallback: SysConfigInfo = {
    sysName: '人事系统',
    sysVersion: APP_VERSION.sysVersion,
    copyright: '',
    companyName: '',
    title: '',
    logoIcon: '',
  };
  return {
    userInfo: info,
    permissionList: groupPermissions(permissions),
    sysConfigInfo: parsed.success ? parsed.data : fallback,
  };
}
