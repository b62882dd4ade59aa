/** Address Book model: hospital → departments → wards with head counts, browse rows, unit filter. */
import { describe, expect, it } from 'vitest';
import { searchPeople } from '../../../core/lib/peopleSearch';
import type { DirectoryUser, OrganizeRow } from '../../../contract';
import {
  browseRows,
  buildColleagueSearch,
  buildOrgIndex,
  inUnit,
  initiallyExpanded,
  personRows,
  type ContactRow,
} from '../../../src/features/contacts/directoryModel';

const org = (id: string, parentId: string | null, fullName: string, sortCode = 0): OrganizeRow => ({
  id,
  parentId,
  fullName,
  enCode: id,
  category: parentId === null ? 'company' : id.startsWith('ward') ? 'ward' : 'department',
  managerId: null,
  sortCode,
});

const user = (id: string, organizeId: string, pinyin: string, sortCode = 0): DirectoryUser => ({
  id,
  account: id,
  realName: id,
  gender: 2,
  headIcon: '',
  organizeId,
  organizeName: organizeId,
  positionId: null,
  positionName: '护士',
  managerId: null,
  mobile: null,
  email: null,
  pinyin,
  initials: pinyin.slice(0, 1),
  sortCode,
});

const ORGS = [
  org('hosp', null, '滨江市人民医院'),
  org('dept-b', 'hosp', '心内科', 2),
  org('dept-a', 'hosp', '院办', 1),
  org('ward-b', 'dept-b', '心内科病区'),
];
const USERS = [
  user('u-boss', 'dept-a', 'yuanzhang'),
  user('u-doc', 'dept-b', 'yisheng'),
  user('u-n2', 'ward-b', 'zhang'),
  user('u-n1', 'ward-b', 'li'),
  user('u-lost', 'dept-gone', 'mishi'),
];
const index = buildOrgIndex(ORGS, USERS);
const shape = (rows: ContactRow[]) => rows.map((r) => (r.kind === 'org' ? `${r.id}(${r.total})` : r.id));

describe('buildOrgIndex', () => {
  it('the hospital is the root and its departments follow sortCode', () => {
    expect(index.roots).toEqual(['hosp']);
    expect(index.childOrgs.get('hosp')).toEqual(['dept-a', 'dept-b']);
  });
  it('each unit counts its own people and those of every unit under it', () => {
    expect(index.totals.get('ward-b')).toBe(2);
    expect(index.totals.get('dept-b')).toBe(3);
    expect(index.totals.get('hosp')).toBe(4);
  });
  it('people of a unit are ordered by sortCode, then pinyin', () => {
    expect(index.members.get('ward-b')?.map((u) => u.id)).toEqual(['u-n1', 'u-n2']);
  });
  it('someone whose unit is not known locally is kept as an orphan, not lost', () => {
    expect(index.orphans.map((u) => u.id)).toEqual(['u-lost']);
  });
  it('a unit whose parent is unknown becomes a root', () => {
    expect(buildOrgIndex([org('x', 'missing', 'X')], []).roots).toEqual(['x']);
  });
});

describe('browseRows', () => {
  it('opens on the hospital with its departments and their head counts', () => {
    expect(shape(browseRows(index, initiallyExpanded(index, null)))).toEqual([
      'hosp(4)',
      'dept-a(1)',
      'dept-b(3)',
      'u-lost',
    ]);
  });
  it('an expanded department lists its wards before its own people', () => {
    expect(shape(browseRows(index, new Set(['hosp', 'dept-b', 'ward-b'])))).toEqual([
      'hosp(4)',
      'dept-a(1)',
      'dept-b(3)',
      'ward-b(2)',
      'u-n1',
      'u-n2',
      'u-doc',
      'u-lost',
    ]);
  });
  it('rows carry their depth for indentation', () => {
    const rows = browseRows(index, new Set(['hosp', 'dept-b', 'ward-b']));
    expect(rows.find((r) => r.id === 'u-n1')?.level).toBe(4);
  });
  it('with a unit chosen, the tree starts at that unit, opened', () => {
    expect(shape(browseRows(index, initiallyExpanded(index, 'dept-b'), 'dept-b'))).toEqual([
      'dept-b(3)',
      'ward-b(2)',
      'u-doc',
    ]);
  });
  it('an unknown chosen unit falls back to the whole tree', () => {
    expect(shape(browseRows(index, new Set(), 'nope'))).toEqual(['hosp(4)', 'u-lost']);
  });
});

describe('inUnit and personRows', () => {
  it('a department holds the people of its wards too', () => {
    const inCardio = inUnit(index, 'dept-b');
    expect(USERS.filter(inCardio).map((u) => u.id)).toEqual(['u-doc', 'u-n2', 'u-n1']);
  });
  it('search results become level-1 person rows', () => {
    expect(personRows([USERS[0]!])).toEqual([{ kind: 'person', id: 'u-boss', user: USERS[0], level: 1 }]);
  });
});

describe('colleague search', () => {
  const orgs = [
    org('hospital', null, '医院'),
    { ...org('dept-xnk', 'hospital', '心内科'), initials: 'xnk' },
    org('dept-ek', 'hospital', '儿科'),
  ];
  const nurse = { ...user('zhang', 'dept-xnk', 'zhangwei'), positionId: 'pos-hs' };
  const doctor = { ...user('li', 'dept-ek', 'lina'), positionId: 'pos-ys', positionName: '医师' };
  const positions = [
    { id: 'pos-hs', organizeId: null, fullName: '护士', enCode: 'hs', sortCode: 0, initials: 'hs' },
    { id: 'pos-ys', organizeId: null, fullName: '医师', enCode: 'ys', sortCode: 1, initials: 'ys' },
  ];
  const index = buildColleagueSearch({ users: [nurse, doctor], orgs, positions, fetchedAt: null });

  it('finds people by the initials of their department (xnk) or post (hs)', () => {
    expect(searchPeople(index, 'xnk').map((u) => u.id)).toEqual(['zhang']);
    expect(searchPeople(index, 'ys').map((u) => u.id)).toEqual(['li']);
    expect(searchPeople(index, 'xnk hs').map((u) => u.id)).toEqual(['zhang']);
  });

  it('rows stored before units carried initials still search by name', () => {
    const old = buildColleagueSearch({
      users: [doctor],
      orgs: [org('dept-ek', null, '儿科')],
      positions: [],
      fetchedAt: null,
    });
    expect(searchPeople(old, 'lina').map((u) => u.id)).toEqual(['li']);
    expect(searchPeople(old, 'ys')).toEqual([]);
  });
});
