/**
 * Approver rules and branch conditions, pure: the manager (or the head of the unit, walking up), the
 * department head above a ward (walking up past empty units and the applicant), role and position holders,
 * named users and chosen candidates — never the applicant; and leave's branches at their boundaries.
 */
import { describe, expect, it } from 'vitest';
import {
  holds,
  namesOnlyApplicant,
  pathOf,
  resolveRule,
  templateOf,
  type OrgFacts,
  type UnitFact,
} from '../../server/workflow';

const unit = (
  id: string,
  category: UnitFact['category'],
  headId: string | null,
  active = true,
): UnitFact => ({
  id,
  category,
  head: headId ? { id: headId, active } : null,
});

const NURSE_CHAIN = [
  unit('ward', 'ward', 'headNurse'),
  unit('dept', 'department', 'director'),
  unit('hospital', 'company', 'leader'),
];

function facts(over: Partial<OrgFacts> = {}): OrgFacts {
  return {
    applicantId: 'me',
    manager: { id: 'headNurse', active: true },
    chain: NURSE_CHAIN,
    holders: { 'role:hr': ['hr1', 'hr2', 'me'], 'position:director': ['leader'] },
    chosen: {},
    ...over,
  };
}

describe('the manager rule', () => {
  it('is the applicant’s manager', () => {
    expect(resolveRule({ kind: 'manager' }, facts(), 'n')).toEqual(['headNurse']);
  });

  it('without a manager (or a disabled one) is the head of the applicant’s unit', () => {
    expect(resolveRule({ kind: 'manager' }, facts({ manager: null }), 'n')).toEqual(['headNurse']);
    const disabled = facts({ manager: { id: 'gone', active: false } });
    expect(resolveRule({ kind: 'manager' }, disabled, 'n')).toEqual(['headNurse']);
  });

  it('walks up the tree past a unit headed by the applicant, by nobody, or by a disabled account', () => {
    const chain = [
      unit('ward', 'ward', 'me'),
      unit('dept', 'department', null),
      unit('h', 'company', 'leader'),
    ];
    expect(resolveRule({ kind: 'manager' }, facts({ manager: null, chain }), 'n')).toEqual(['leader']);
    const off = [unit('ward', 'ward', 'x', false), unit('dept', 'department', 'director')];
    expect(resolveRule({ kind: 'manager' }, facts({ manager: null, chain: off }), 'n')).toEqual(['director']);
  });

  it('finds nobody when the tree runs out', () => {
    const chain = [unit('h', 'company', 'me')];
    expect(resolveRule({ kind: 'manager' }, facts({ manager: null, chain }), 'n')).toEqual([]);
  });
});

describe('the department head rule', () => {
  it('for a ward nurse is the head of the department above the ward', () => {
    expect(resolveRule({ kind: 'departmentHead' }, facts(), 'n')).toEqual(['director']);
  });

  it('for someone in a department is its head', () => {
    const chain = NURSE_CHAIN.slice(1);
    expect(resolveRule({ kind: 'departmentHead' }, facts({ chain }), 'n')).toEqual(['director']);
  });

  it('walks up when the department has no head, or is headed by the applicant', () => {
    const empty = [NURSE_CHAIN[0]!, unit('dept', 'department', null), NURSE_CHAIN[2]!];
    expect(resolveRule({ kind: 'departmentHead' }, facts({ chain: empty }), 'n')).toEqual(['leader']);
    const own = NURSE_CHAIN.slice(1).map((u) => (u.id === 'dept' ? unit('dept', 'department', 'me') : u));
    expect(resolveRule({ kind: 'departmentHead' }, facts({ applicantId: 'me', chain: own }), 'n')).toEqual([
      'leader',
    ]);
  });
});

describe('holders, named users and candidates', () => {
  it('a role or position is everyone holding it, but never the applicant', () => {
    expect(resolveRule({ kind: 'role', role: 'hr' }, facts(), 'n')).toEqual(['hr1', 'hr2']);
    expect(resolveRule({ kind: 'position', position: 'director' }, facts(), 'n')).toEqual(['leader']);
    expect(resolveRule({ kind: 'role', role: 'nobody' }, facts(), 'n')).toEqual([]);
  });

  it('a rule naming only the applicant is told apart from one naming nobody', () => {
    const onlyMe = facts({ holders: { 'role:hr': ['me'] } });
    expect(resolveRule({ kind: 'role', role: 'hr' }, onlyMe, 'n')).toEqual([]);
    expect(namesOnlyApplicant({ kind: 'role', role: 'hr' }, onlyMe, 'n')).toBe(true);
    expect(namesOnlyApplicant({ kind: 'role', role: 'hr' }, facts(), 'n')).toBe(false);
    expect(namesOnlyApplicant({ kind: 'role', role: 'nobody' }, facts(), 'n')).toBe(false);
    expect(namesOnlyApplicant({ kind: 'manager' }, facts(), 'n')).toBe(false);
  });

  it('named users, once each, never the applicant', () => {
    expect(resolveRule({ kind: 'users', userIds: ['a', 'me', 'a', 'b'] }, facts(), 'n')).toEqual(['a', 'b']);
  });

  it('candidates are those chosen for that node', () => {
    const rule = { kind: 'candidates', chooser: 'previous', pool: { kind: 'everyone' } } as const;
    expect(resolveRule(rule, facts({ chosen: { review: ['p', 'q'] } }), 'review')).toEqual(['p', 'q']);
    expect(resolveRule(rule, facts({ chosen: { other: ['p'] } }), 'review')).toEqual([]);
  });
});

describe('branch conditions', () => {
  const LEAVE_TEMPLATE = templateOf('leaveApply')!;
  const leavePath = (days: unknown) => pathOf(LEAVE_TEMPLATE, { leaveDayCount: days }).map((n) => n.code);

  it('exactly 3 days stays with the manager; 3.5 days also goes to the department director', () => {
    expect(leavePath(3)).toEqual(['manager']);
    expect(leavePath(3.5)).toEqual(['manager', 'director']);
  });

  it('exactly 15 days stops at the director; 15.5 days also goes to the hospital leader', () => {
    expect(leavePath(15)).toEqual(['manager', 'director']);
    expect(leavePath(15.5)).toEqual(['manager', 'director', 'leader']);
  });

  it('a number sent as text compares as a number; a missing field satisfies only 不等于', () => {
    expect(leavePath('4')).toEqual(['manager', 'director']);
    expect(leavePath(undefined)).toEqual(['manager']);
    expect(holds({ field: 'x', op: '!=', value: 1 }, {})).toBe(true);
    expect(holds({ field: 't', op: '==', value: '病假' }, { t: '病假' })).toBe(true);
    expect(holds({ field: 't', op: '>=', value: 3 }, { t: 3 })).toBe(true);
    expect(holds({ field: 't', op: '<', value: 3 }, { t: 3 })).toBe(false);
  });
});

describe('the seeded templates', () => {
  it('HR alone approves credentials; the department then HR approve transfers', () => {
    const codes = (key: string) => templateOf(key)!.nodes.map((n) => n.code);
    expect(codes('credentialApply')).toEqual(['start', 'hr', 'end']);
    expect(codes('transferPositionApply')).toEqual(['start', 'dept', 'hr', 'end']);
  });

  it('resignations and contracts end with the hospital leadership (会签, signed)', () => {
    for (const key of [
      'dimissionApply',
      'signContractApply',
      'renewContractApply',
      'terminateContractApply',
    ]) {
      const last = templateOf(key)!.nodes.at(-2)!;
      expect(last).toMatchObject({ code: 'leader', counterSign: true, hasSign: true });
    }
  });
});
