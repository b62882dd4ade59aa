/**
 * Resolving an approver rule to people, from facts the shell has gathered about the applicant (their
 * manager, their unit and the units above it with their heads, the holders of roles and positions, the
 * candidates chosen). Pure: the same facts always give the same approvers. The applicant and disabled
 * accounts never approve; heads are found by walking up the tree past empty units.
 */
import type { ApproverRule, CandidatePool } from './types';

export type Head = { id: string; active: boolean };
export type UnitFact = { id: string; category: 'company' | 'department' | 'ward'; head: Head | null };

export type OrgFacts = {
  applicantId: string;
  manager: Head | null;
  /** The applicant's unit first, then each unit above it up to the hospital. */
  chain: readonly UnitFact[];
  /** Active holders by `role:<enCode>` / `position:<enCode>`. */
  holders: Readonly<Record<string, readonly string[]>>;
  /** Candidates chosen per node code. */
  chosen: Readonly<Record<string, readonly string[]>>;
};

export const holdersKey = (pool: { kind: 'role'; role: string } | { kind: 'position'; position: string }) =>
  pool.kind === 'role' ? `role:${pool.role}` : `position:${pool.position}`;

const usable = (facts: OrgFacts, head: Head | null): head is Head =>
  head !== null && head.active && head.id !== facts.applicantId;

/** The first usable head from `start` upward in the chain. */
function headFrom(facts: OrgFacts, start: number): string[] {
  for (let i = Math.max(0, start); i < facts.chain.length; i++) {
    const head = facts.chain[i]!.head;
    if (usable(facts, head)) return [head.id];
  }
  return [];
}

function departmentIndex(chain: readonly UnitFact[]): number {
  const index = chain.findIndex((u) => u.category !== 'ward');
  return index < 0 ? chain.length : index;
}

function unique(ids: readonly string[], applicantId: string): string[] {
  return [...new Set(ids)].filter((id) => id !== applicantId);
}

/** The people a rule names at `nodeCode` (candidates: those chosen for it). */
export function resolveRule(rule: ApproverRule, facts: OrgFacts, nodeCode: string): string[] {
  switch (rule.kind) {
    case 'manager':
      return usable(facts, facts.manager) ? [facts.manager.id] : headFrom(facts, 0);
    case 'departmentHead':
      return headFrom(facts, departmentIndex(facts.chain));
    case 'role':
    case 'position':
      return unique(facts.holders[holdersKey(rule)] ?? [], facts.applicantId);
    case 'users':
      return unique(rule.userIds, facts.applicantId);
    case 'candidates':
      return unique(facts.chosen[nodeCode] ?? [], facts.applicantId);
  }
}

/** The rule names people, all of whom are the applicant (a role only they hold, their own name …). */
export function namesOnlyApplicant(rule: ApproverRule, facts: OrgFacts, nodeCode: string): boolean {
  const named =
    rule.kind === 'role' || rule.kind === 'position'
      ? (facts.holders[holdersKey(rule)] ?? [])
      : rule.kind === 'users'
        ? rule.userIds
        : rule.kind === 'candidates'
          ? (facts.chosen[nodeCode] ?? [])
          : [];
  return named.length > 0 && named.every((id) => id === facts.applicantId);
}

/** The holder keys a set of rules needs the shell to look up. */
export function holderKeysOf(rules: readonly (ApproverRule | CandidatePool)[]): string[] {
  const keys = rules.flatMap((r) => (r.kind === 'role' || r.kind === 'position' ? [holdersKey(r)] : []));
  return [...new Set(keys)];
}
