/** Reads and writes of the people behind sign-in and the current-user response. */
import { asc, eq, inArray, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizes, positions, rolePermissions, settings, userRoles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type PermissionRow = Pick<
  typeof rolePermissions.$inferSelect,
  'modelId' | 'moduleName' | 'kind' | 'enCode' | 'fullName'
>;

export class OauthRepository {
  constructor(private readonly db: Db) {}

  async findByAccount(account: string): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.account, account));
    return rows[0] ?? null;
  }

  async findById(id: string): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.id, id));
    return rows[0] ?? null;
  }

  /** Shifts the last sign-in time to prevLoginTime and stamps the new one. */
  async recordLogin(userId: string, at: Date): Promise<void> {
    const user = await this.findById(userId);
    await this.db
      .update(users)
      .set({ prevLoginAt: user?.lastLoginAt ?? null, lastLoginAt: at })
      .where(eq(users.id, userId));
  }

  async organizeTree(): Promise<Map<string, { parentId: string | null; fullName: string }>> {
    const rows = await this.db
      .select({ id: organizes.id, parentId: organizes.parentId, fullName: organizes.fullName })
      .from(organizes);
    return new Map(rows.map((r) => [r.id, r]));
  }

  async positionName(id: string | null): Promise<string> {
    if (!id) return '';
    const rows = await this.db
      .select({ fullName: positions.fullName })
      .from(positions)
      .where(eq(positions.id, id));
    return rows[0]?.fullName ?? '';
  }

  async roleIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(userRoles.roleId));
    return rows.map((r) => r.roleId);
  }

  async subordinateIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.managerId, userId), eq(users.enabled, true)))
      .orderBy(asc(users.id));
    return rows.map((r) => r.id);
  }

  async permissions(roleIds: string[]): Promise<PermissionRow[]> {
    if (!roleIds.length) return [];
    return this.db
      .selectDistinct({
        modelId: rolePermissions.modelId,
        moduleName: rolePermissions.moduleName,
        kind: rolePermissions.kind,
        enCode: rolePermissions.enCode,
        fullName: rolePermissions.fullName,
      })
      .from(rolePermissions)
      .where(inArray(rolePermissions.roleId, roleIds))
      .orderBy(asc(rolePermissions.modelId), asc(rolePermissions.kind), asc(rolePermissions.enCode));
  }

  async setting(key: string): Promise<unknown> {
    const rows = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    return rows[0]?.value ?? null;
  }
}
