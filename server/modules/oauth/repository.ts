/** Reads and writes of the people behind sign-in and the current-user response. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizes, positions, rolePermissions, roles, settings, userRoles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type PermissionRow = Pick<
  typeof rolePermissions.$inferSelect,
  'modelId' | 'moduleName' | 'kind' | 'enCode' | 'fullName'
>;

/** A unit's parents are followed at most this far (a cycle in bad data must not loop forever). */
const MAX_ORGANIZE_DEPTH = 32;

/** A scalar subquery answering json (both drivers hand json back parsed). */
const json = <T>(query: SQL) => sql<T>`(${query})`;

/**
 * Everything CurrentUser shows, in one prepared statement (it is read on every app start and resume): the
 * user, the unit names from the hospital down, the post's name, role ids, direct subordinates, the
 * permissions merged over the roles, and the system settings.
 */
function prepareProfile(db: Db) {
  return db
    .select({
      user: {
        id: users.id,
        account: users.account,
        realName: users.realName,
        headIcon: users.headIcon,
        gender: users.gender,
        organizeId: users.organizeId,
        positionId: users.positionId,
        managerId: users.managerId,
        prevLoginAt: users.prevLoginAt,
        isAdministrator: users.isAdministrator,
        mobile: users.mobile,
        email: users.email,
        birthday: users.birthday,
        entryDate: users.entryDate,
      },
      organizePath: json<string[]>(sql`
        with recursive chain(id, parent_id, full_name, depth) as (
          select id, parent_id, full_name, 0 from ${organizes} where id = ${users.organizeId}
          union all
          select o.id, o.parent_id, o.full_name, c.depth + 1
          from ${organizes} o join chain c on o.id = c.parent_id
          where c.depth < ${sql.raw(String(MAX_ORGANIZE_DEPTH))}
        )
        select coalesce(json_agg(full_name order by depth desc), '[]') from chain`),
      positionName: sql<string>`coalesce((select p.full_name from ${positions} p
        where p.id = ${users.positionId}), '')`,
      roleIds: json<string[]>(sql`select coalesce(json_agg(r.role_id order by r.role_id), '[]')
        from ${userRoles} r where r.user_id = ${users.id}`),
      // Qualified: drizzle names a column of the one table bare here, and roles has an id of its own.
      roleNames: sql<string>`(select coalesce(string_agg(ro.full_name, ',' order by ro.id), '')
        from ${userRoles} r join ${roles} ro on ro.id = r.role_id where r.user_id = ${users}.${users.id})`,
      subordinates: json<string[]>(sql`select coalesce(json_agg(s.id order by s.id), '[]')
        from ${users} s where s.manager_id = ${users.id} and s.enabled`),
      permissions: json<PermissionRow[]>(sql`
        select coalesce(json_agg(p order by p."modelId", p.kind, p."enCode"), '[]') from (
          select distinct model_id as "modelId", module_name as "moduleName", kind,
            en_code as "enCode", full_name as "fullName"
          from ${rolePermissions}
          where role_id in (select r.role_id from ${userRoles} r where r.user_id = ${users.id})
        ) p`),
      sysConfigInfo: json<unknown>(sql`select value from ${settings} where key = 'sysConfigInfo'`),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('current_user_profile');
}

export type UserProfile = Awaited<ReturnType<ReturnType<typeof prepareProfile>['execute']>>[number];

export class OauthRepository {
  private readonly profilePrepared: ReturnType<typeof prepareProfile>;

  constructor(private readonly db: Db) {
    this.profilePrepared = prepareProfile(db);
  }

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

  /** The current user's profile (see prepareProfile); null when the user is gone. */
  async profile(userId: string): Promise<UserProfile | null> {
    const [row] = await this.profilePrepared.execute({ id: userId });
    return row ?? null;
  }
}
