/**
 * What the approver rules need to know about an applicant, read from the organisation: their manager, the
 * chain of units from theirs up to the hospital with each head, and the active holders of the roles and
 * positions a template names. `resolveFlow` turns those facts into every node's approvers and copy-to
 * people with the engine's pure rules.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { positions, roles, userRoles, users } from '../../db/schema';
import {
  holderKeysOf,
  namesOnlyApplicant,
  resolveRule,
  type ApproverRule,
  type Head,
  type FlowTemplate,
  type OrgFacts,
  type Resolved,
  type UnitFact,
} from '../../workflow';

/** Far deeper than any hospital; stops a corrupt parent cycle. */
const MAX_DEPTH = 32;

/** The applicant's unit and their manager (whether still active), in one query. */
async function personOf(
  db: Db,
  applicantId: string,
): Promise<{ organizeId: string | null; manager: Head | null }> {
  const manager = alias(users, 'manager');
  const [row] = await db
    .select({ organizeId: users.organizeId, managerId: manager.id, managerActive: manager.enabled })
    .from(users)
    .leftJoin(manager, eq(manager.id, users.managerId))
    .where(eq(users.id, applicantId));
  const head = row?.managerId ? { id: row.managerId, active: row.managerActive ?? false } : null;
  return { organizeId: row?.organizeId ?? null, manager: head };
}

/** The units from `organizeId` up to the top, each with its head, in one recursive query. */
async function chainFrom(db: Db, organizeId: string | null): Promise<UnitFact[]> {
  if (!organizeId) return [];
  // Both drivers (PGlite, node-postgres) answer execute() with `{ rows }`.
  const result = (await db.execute(sql`
    WITH RECURSIVE chain (id, parent_id, category, manager_id, depth) AS (
      SELECT id, parent_id, category, manager_id, 0 FROM organizes WHERE id = ${organizeId}
      UNION ALL
      SELECT o.id, o.parent_id, o.category, o.manager_id, c.depth + 1
      FROM organizes o JOIN chain c ON o.id = c.parent_id
      WHERE c.depth < ${MAX_DEPTH - 1}
    )
    SELECT c.id, c.category, c.manager_id AS "managerId", u.enabled
    FROM chain c LEFT JOIN users u ON u.id = c.manager_id
    ORDER BY c.depth`)) as unknown as {
    rows: { id: string; category: string; managerId: string | null; enabled: boolean | null }[];
  };
  return result.rows.map((r) => ({
    id: r.id,
    category: r.category as UnitFact['category'],
    head: r.managerId && r.enabled !== null ? { id: r.managerId, active: r.enabled } : null,
  }));
}

async function holdersOf(db: Db, key: string): Promise<string[]> {
  const [kind, code] = key.split(':') as [string, string];
  const rows =
    kind === 'role'
      ? await db
          .select({ id: users.id })
          .from(users)
          .innerJoin(userRoles, eq(userRoles.userId, users.id))
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(and(eq(roles.enCode, code), eq(users.enabled, true)))
      : await db
          .select({ id: users.id })
          .from(users)
          .innerJoin(positions, eq(positions.id, users.positionId))
          .where(and(eq(positions.enCode, code), eq(users.enabled, true)));
  return rows.map((r) => r.id).sort();
}

function rulesOf(template: FlowTemplate): ApproverRule[] {
  return template.nodes.flatMap((n): ApproverRule[] => {
    if (n.type === 'start') return [];
    const copies = n.copyTo ?? [];
    return n.type === 'end' ? [...copies] : [n.rule, ...copies];
  });
}

export async function gatherFacts(
  db: Db,
  template: FlowTemplate,
  applicantId: string,
  chosen: Readonly<Record<string, readonly string[]>>,
): Promise<OrgFacts> {
  const person = await personOf(db, applicantId);
  const keys = holderKeysOf(rulesOf(template));
  // One query after another: inside a transaction they share one connection anyway.
  const holders: Record<string, string[]> = {};
  for (const key of keys) holders[key] = await holdersOf(db, key);
  return {
    applicantId,
    manager: person.manager,
    chain: await chainFrom(db, person.organizeId),
    holders,
    chosen,
  };
}

/** Every node's approvers and copy-to people for this applicant now. */
export function resolveAll(template: FlowTemplate, facts: OrgFacts): Resolved {
  const resolved: Record<string, { handlers: string[]; copies: string[]; applicantOnly: boolean }> = {};
  for (const node of template.nodes) {
    if (node.type === 'start') continue;
    const copies = (node.copyTo ?? []).flatMap((rule) => resolveRule(rule, facts, node.code));
    const handlers = node.type === 'approver' ? resolveRule(node.rule, facts, node.code) : [];
    const applicantOnly = node.type === 'approver' && namesOnlyApplicant(node.rule, facts, node.code);
    resolved[node.code] = { handlers, copies: [...new Set(copies)], applicantOnly };
  }
  return resolved;
}

export async function resolveFlow(
  db: Db,
  template: FlowTemplate,
  applicantId: string,
  chosen: Readonly<Record<string, readonly string[]>>,
): Promise<Resolved> {
  return resolveAll(template, await gatherFacts(db, template, applicantId, chosen));
}

/** The active users among `ids`. */
export async function activeUsers(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.enabled, true)));
  return new Set(rows.map((r) => r.id));
}
