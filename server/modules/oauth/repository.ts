/** Reads and writes of the people behind sign-in and the current-user response. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizes, positions, rolePermissions, settings, userRoles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type PermissionRow = Pick<
  typeof rolePermissions.$inferSelect,
  'modelId' | 'moduleName' | 'kind' | 'enCode' | 'fullName'
>;

/** A unit's parents are followed at most this far (a cycle in bad data must not loop forever). */
const MAX_ORGANIZE_DEPTH = 32;

export type UserProfile = {
  organizePath: string[];
  positionName: string;
  roleIds: string[];
  subordinates: string[];
  permissions: PermissionRow[];
  sysConfigInfo: unknown;
};

type ProfileRow = {
  path: string[];
  position_name: string | null;
  role_ids: string[];
  subordinates: string[];
  permissions: PermissionRow[];
  config: unknown;
};

/** CurrentUser reads the user on every app start and resume: prepared once. */
function prepareFindById(db: Db) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id');
}

export class OauthRepository {
  private readonly findByIdPrepared: ReturnType<typeof prepareFindById>;

  constructor(private readonly db: Db) {
    this.findByIdPrepared = prepareFindById(db);
  }

  async findByAccount(account: string): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.account, account));
    return rows[0] ?? null;
  }

  async findById(id: string): Promise<UserRow | null> {
    const rows = await this.findByIdPrepared.execute({ id });
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

  /**
   * Everything CurrentUser adds to the user row, in one round trip (it is read on every app start and
   * resume): the unit names from the hospital down, the post's name, role ids, direct subordinates, the
   * permissions merged over the roles, and the system settings.
   */
  async profile(user: Pick<UserRow, 'id' | 'organizeId' | 'positionId'>): Promise<UserProfile> {
    // Both drivers (PGlite, node-postgres) answer execute() with `{ rows }`; json comes back parsed.
    const { rows } = (await this.db.execute(sql`
      with recursive chain(id, parent_id, full_name, depth) as (
        select id, parent_id, full_name, 0 from ${organizes} where id = ${user.organizeId}
        union all
        select o.id, o.parent_id, o.full_name, c.depth + 1
        from ${organizes} o join chain c on o.id = c.parent_id
        where c.depth < ${MAX_ORGANIZE_DEPTH}
      )
      select
        (select coalesce(json_agg(full_name order by depth desc), '[]') from chain) as path,
        (select full_name from ${positions} where id = ${user.positionId}) as position_name,
        (select coalesce(json_agg(role_id order by role_id), '[]')
           from ${userRoles} where user_id = ${user.id}) as role_ids,
        (select coalesce(json_agg(id order by id), '[]')
           from ${users} where manager_id = ${user.id} and enabled) as subordinates,
        (select coalesce(json_agg(p order by p."modelId", p.kind, p."enCode"), '[]') from (
           select distinct model_id as "modelId", module_name as "moduleName", kind,
             en_code as "enCode", full_name as "fullName"
           from ${rolePermissions}
           where role_id in (select role_id from ${userRoles} where user_id = ${user.id})
         ) p) as permissions,
        (select value from ${settings} where key = 'sysConfigInfo') as config`)) as unknown as {
      rows: ProfileRow[];
    };
    // A select without FROM always answers one row, and every list is coalesced to [] above.
    const row = rows[0]!;
    return {
      organizePath: row.path,
      positionName: row.position_name ?? '',
      roleIds: row.role_ids,
      subordinates: row.subordinates,
      permissions: row.permissions,
      sysConfigInfo: row.config,
    };
  }
}
