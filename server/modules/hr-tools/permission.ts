/**
 * Who may use HR's tools: an administrator, or whoever's roles hold the tool's resource permission
 * (contract/hrTools.ts `HR_TOOLS`; the seed gives them to HR). Checked on the server at every call; anyone
 * else is refused with body code 403, whatever their app shows.
 */
import { and, eq } from 'drizzle-orm';
import { CODE, HR_TOOLS, type HrTool } from '../../../contract';
import type { Db } from '../../db/client';
import { rolePermissions, userRoles, users } from '../../db/schema';
import { ApiError } from '../../http/envelope';

export const NOT_HR = '无权使用人事工具';

export async function holdsHrTool(db: Db, userId: string, tool: HrTool): Promise<boolean> {
  const { modelId, enCode } = HR_TOOLS[tool];
  const [admin] = await db
    .select({ yes: users.isAdministrator })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.enabled, true)));
  if (!admin) return false;
  if (admin.yes) return true;
  const [held] = await db
    .select({ id: rolePermissions.id })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(rolePermissions.kind, 'resource'),
        eq(rolePermissions.modelId, modelId),
        eq(rolePermissions.enCode, enCode),
      ),
    )
    .limit(1);
  return !!held;
}

export async function requireHrTool(db: Db, userId: string, tool: HrTool): Promise<void> {
  if (!(await holdsHrTool(db, userId, tool))) throw new ApiError(CODE.FORBIDDEN, NOT_HR);
}
