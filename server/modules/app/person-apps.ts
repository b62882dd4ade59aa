/**
 * The business applications one person may use (business-apps.ts): those without a permission model, and
 * those whose model one of the person's roles holds.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AppMenu } from '../../../contract/platform';
import type { Db } from '../../db/client';
import { rolePermissions, userRoles } from '../../db/schema';
import { appMenu, BUSINESS_APPS } from './business-apps';

async function heldModels(db: Db, userId: string): Promise<Set<string>> {
  const roles = db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  const rows = await db
    .selectDistinct({ modelId: rolePermissions.modelId })
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, roles));
  return new Set(rows.map((r) => r.modelId));
}

/** The person's apps as the platform's menu (by group), whose name holds `keyword`. */
export async function menuFor(db: Db, userId: string, keyword = ''): Promise<AppMenu['list']> {
  return appMenu(BUSINESS_APPS, await heldModels(db, userId), keyword);
}

/** The person's apps, one list. */
export const appsFor = async (db: Db, userId: string) =>
  (await menuFor(db, userId)).flatMap((g) => g.children);
