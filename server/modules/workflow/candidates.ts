/**
 * Candidate approvers (Candidates / CandidateUser): the people a candidates node's pool holds (everyone, a
 * role's or a position's active holders), paged with the directory's keyword match, and the check that
 * chosen candidates belong to the pool of a node that may be chosen for now.
 */
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizes, positions, roles, userRoles, users } from '../../db/schema';
import { fieldError } from '../../http/envelope';
import type { ApproverNode, CandidatePool } from '../../workflow';
import { keywordMatch } from '../permission/repository';

function inPool(pool: CandidatePool): SQL | undefined {
  if (pool.kind === 'everyone') return undefined;
  if (pool.kind === 'role')
    return sql`${users.id} IN (SELECT ${userRoles.userId} FROM ${userRoles} JOIN ${roles} ON ${roles.id} = ${userRoles.roleId} WHERE ${roles.enCode} = ${pool.role})`;
  return sql`${users.positionId} IN (SELECT ${positions.id} FROM ${positions} WHERE ${positions.enCode} = ${pool.position})`;
}

export type CandidatePage = { keyword?: string; offset: number; limit: number; excludeId?: string };

export async function candidatePage(db: Db, pool: CandidatePool, page: CandidatePage) {
  const where = and(
    eq(users.enabled, true),
    inPool(pool),
    keywordMatch(page.keyword),
    page.excludeId ? ne(users.id, page.excludeId) : undefined,
  );
  const [rows, [total]] = [
    await db
      .select({
        id: users.id,
        fullName: users.realName,
        headIcon: users.headIcon,
        organize: organizes.fullName,
        // The same under the platform's names (its clients' pickers read these).
        userId: users.id,
        userName: users.realName,
      })
      .from(users)
      .innerJoin(organizes, eq(organizes.id, users.organizeId))
      .where(where)
      .orderBy(asc(users.sortCode), asc(users.pinyin), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    await db.select({ n: count() }).from(users).where(where),
  ];
  return { rows, total: total?.n ?? 0 };
}

async function members(db: Db, pool: CandidatePool, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enabled, true), inArray(users.id, [...ids]), inPool(pool)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Checks candidates chosen in a request: each for a node in `allowed`, at least one person, everyone in
 * that node's pool and not the applicant. Returns them without duplicates.
 */
export async function checkChosen(
  db: Db,
  allowed: readonly ApproverNode[],
  chosen: Readonly<Record<string, readonly string[]>> | undefined,
  applicantId: string,
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [code, picked] of Object.entries(chosen ?? {})) {
    const node = allowed.find((n) => n.code === code);
    if (node?.rule.kind !== 'candidates')
      throw fieldError('candidateList', `节点「${code}」现在无需选择审批人`);
    const ids = [...new Set(picked)];
    if (!ids.length) throw fieldError('candidateList', `请选择「${node.name}」的审批人`);
    const ok = await members(db, node.rule.pool, ids);
    if (ids.some((id) => !ok.has(id) || id === applicantId))
      throw fieldError('candidateList', `所选审批人不在「${node.name}」的候选范围内`);
    out[code] = ids;
  }
  return out;
}
