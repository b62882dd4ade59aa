/** Picker nodes from the reference tables: departments, positions under units, people under units. */
import { describe, expect, it } from 'vitest';
import type { DirectoryUser, OrganizeRow } from '../../../contract';
import type { PositionRow } from '../../../src/data';
import { departmentNodes, mergeUnits, positionNodes, userNodes } from '../../../src/ui/picker/referenceNodes';

const org = (
  id: string,
  parentId: string | null,
  category: OrganizeRow['category'],
  sortCode = 0,
): OrganizeRow => ({
  id,
  parentId,
  fullName: id,
  enCode: id,
  category,
  managerId: null,
  sortCode,
});
const ORGS = [
  org('hosp', null, 'company'),
  org('cardio', 'hosp', 'department', 2),
  org('hr', 'hosp', 'department', 1),
  org('ward', 'cardio', 'ward'),
];
const position = (id: string, organizeId: string | null, sortCode = 0): PositionRow => ({
  id,
  organizeId,
  fullName: id,
  enCode: id,
  sortCode,
});
const user: DirectoryUser = {
  id: 'u1',
  account: 'head01',
  realName: '李静怡',
  gender: 2,
  headIcon: '/a.png',
  organizeId: 'ward',
  organizeName: '心内科病区',
  positionId: 'head-nurse',
  positionName: '护士长',
  managerId: null,
  mobile: null,
  email: null,
  pinyin: 'lijingyi',
  initials: 'ljy',
  sortCode: 0,
};

describe('departmentNodes', () => {
  it('lists units in sortCode order with the hospital disabled', () => {
    const nodes = departmentNodes(ORGS);
    expect(nodes.map((n) => n.id)).toEqual(['hosp', 'ward', 'hr', 'cardio']);
    expect(nodes.filter((n) => n.disabled).map((n) => n.id)).toEqual(['hosp']);
  });
});

describe('positionNodes', () => {
  it('puts positions under their units and drops units without positions', () => {
    const nodes = positionNodes(ORGS, [position('head-nurse', 'ward'), position('director', null)]);
    expect(nodes.map((n) => `${n.id}<${n.parentId ?? ''}${n.selectable === false ? ' group' : ''}`)).toEqual([
      'hosp< group',
      'ward<cardio group',
      'cardio<hosp group',
      'head-nurse<ward',
      'director<',
    ]);
  });
});

describe('userNodes', () => {
  it('units group people; a person carries position, pinyin, initials and avatar', () => {
    const nodes = userNodes(ORGS, [user]);
    expect(nodes.filter((n) => n.selectable === false)).toHaveLength(4);
    expect(nodes.at(-1)).toMatchObject({
      id: 'u1',
      parentId: 'ward',
      label: '李静怡',
      detail: '护士长',
      avatar: '/a.png',
    });
    expect(nodes.at(-1)?.keywords).toContain('ljy');
  });
});

describe('mergeUnits', () => {
  it('keeps each id once, the first copy winning', () => {
    const merged = mergeUnits(
      [{ ...org('a', null, 'company'), fullName: 'A' }],
      [{ ...org('a', null, 'company'), fullName: 'A2' }, org('b', 'a', 'department')],
    );
    expect(merged.map((o) => o.fullName)).toEqual(['A', 'b']);
  });
});
