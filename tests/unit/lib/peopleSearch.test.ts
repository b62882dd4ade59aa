/** Colleague search: name, pinyin, initials, department and position, ranked exact → prefix → contains → field. */
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  matchTier,
  MATCH_TIER,
  queryTokens,
  searchPeople,
  type SearchablePerson,
} from '../../../core/lib/peopleSearch';

const person = (
  id: string,
  realName: string,
  pinyin: string,
  initials: string,
  organizeName = '心内科病区',
  positionName = '护士',
): SearchablePerson => ({ id, realName, pinyin, initials, organizeName, positionName });

const PEOPLE = [
  person('1', '张伟', 'zhangwei', 'zw'),
  person('2', '张伟明', 'zhangweiming', 'zwm', '骨科', '主治医师'),
  person('3', '王子伟', 'wangziwei', 'wzw', '儿科', '住院医师'),
  person('4', '李静怡', 'lijingyi', 'ljy', '心内科病区', '护士长'),
  person('5', '周晓梅', 'zhouxiaomei', 'zxm', '人力资源部', '人事专员'),
];
const index = buildSearchIndex(PEOPLE);
const ids = (query: string) => searchPeople(index, query).map((p) => p.id);

describe('searchPeople', () => {
  it('finds 张伟 by full pinyin "zhangwei" and by initials "zw"', () => {
    expect(ids('zhangwei')[0]).toBe('1');
    expect(ids('zw')[0]).toBe('1');
  });
  it('finds a colleague by Chinese name', () => {
    expect(ids('李静怡')).toEqual(['4']);
  });
  it('ranks exact matches before prefix matches before contains matches', () => {
    // zw: 张伟 exact initials, 张伟明 initials prefix, 王子伟 initials contain "zw".
    expect(ids('zw')).toEqual(['1', '2', '3']);
  });
  it('is case-insensitive and ignores spaces between pinyin syllables', () => {
    expect(ids('ZW')).toEqual(ids('zw'));
    expect(ids('zhang wei')[0]).toBe('1');
  });
  it('finds people by department and by position', () => {
    expect(ids('人力资源')).toEqual(['5']);
    expect(ids('护士长')).toEqual(['4']);
    expect(ids('骨科')).toEqual(['2']);
  });
  it('every word must match when the query names a department and a position', () => {
    expect(ids('心内科 护士长')).toEqual(['4']);
    expect(ids('心内科 医师')).toEqual([]);
  });
  it('a blank query finds nobody', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });
  it('people of the same tier come out in pinyin order', () => {
    // "wei" is inside three pinyins and starts none: one tier, pinyin order.
    expect(ids('wei')).toEqual(['3', '1', '2']);
  });
  it('`within` restricts the result to the chosen people', () => {
    expect(searchPeople(index, 'zw', { within: (p) => p.organizeName === '骨科' }).map((p) => p.id)).toEqual([
      '2',
    ]);
  });
  it('tolerates missing optional text (an empty position)', () => {
    const idx = buildSearchIndex([person('9', '赵六', 'zhaoliu', 'zl', '', '')]);
    expect(searchPeople(idx, 'zl').map((p) => p.id)).toEqual(['9']);
  });
});

describe('matchTier and queryTokens', () => {
  it('splits the query into lowercase words', () => {
    expect(queryTokens('  Zhang  WEI ')).toEqual(['zhang', 'wei']);
  });
  it('names the tier of one person', () => {
    const keys = ['张伟', 'zhangwei', 'zw'];
    const hay = [...keys, '心内科病区', '护士'].join('\u0001');
    expect(matchTier(keys, hay, ['zw'])).toBe(MATCH_TIER.exact);
    expect(matchTier(keys, hay, ['zha'])).toBe(MATCH_TIER.prefix);
    expect(matchTier(keys, hay, ['ngw'])).toBe(MATCH_TIER.contains);
    expect(matchTier(keys, hay, ['护士'])).toBe(MATCH_TIER.field);
    expect(matchTier(keys, hay, ['骨科'])).toBeNull();
    expect(matchTier(keys, hay, [])).toBeNull();
  });
});

// 20,000 synthetic staff built from syllables with known pinyin; the result is compared with a naive scan.
const SURNAMES = [
  ['张', 'zhang'],
  ['王', 'wang'],
  ['李', 'li'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['赵', 'zhao'],
  ['黄', 'huang'],
  ['周', 'zhou'],
  ['吴', 'wu'],
] as const;
const GIVEN = [
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['丽', 'li'],
  ['强', 'qiang'],
  ['磊', 'lei'],
  ['军', 'jun'],
  ['洋', 'yang'],
  ['勇', 'yong'],
  ['艳', 'yan'],
  ['杰', 'jie'],
  ['涛', 'tao'],
  ['明', 'ming'],
  ['超', 'chao'],
  ['秀', 'xiu'],
  ['霞', 'xia'],
  ['平', 'ping'],
  ['刚', 'gang'],
] as const;
const DEPTS = ['心内科病区', '骨科', '儿科', '急诊科', '检验科', '人力资源部'];
const POSITIONS = ['护士', '护师', '主治医师', '技师', '科员'];

function syntheticStaff(n: number): SearchablePerson[] {
  return Array.from({ length: n }, (_, i) => {
    const [s, sp] = SURNAMES[i % SURNAMES.length]!;
    const [g1, g1p] = GIVEN[Math.floor(i / 10) % GIVEN.length]!;
    const parts: [string, string][] = [
      [s, sp],
      [g1, g1p],
    ];
    if (Math.floor(i / 200) % 2 === 1) parts.push([...GIVEN[Math.floor(i / 400) % GIVEN.length]!]);
    return person(
      `p${i}`,
      parts.map(([c]) => c).join(''),
      parts.map(([, p]) => p).join(''),
      parts.map(([, p]) => p[0]).join(''),
      DEPTS[i % DEPTS.length],
      POSITIONS[i % POSITIONS.length],
    );
  });
}

function naive(people: SearchablePerson[], query: string): string[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const q = words.join('');
  const tierOf = (p: SearchablePerson): number => {
    const keys = [p.realName, p.pinyin, p.initials];
    if (keys.some((k) => k === q)) return 0;
    if (keys.some((k) => k.startsWith(q))) return 1;
    if (keys.some((k) => k.includes(q))) return 2;
    const all = [...keys, p.organizeName, p.positionName].join(' ');
    return words.every((w) => all.includes(w)) ? 3 : -1;
  };
  return people
    .map((p) => ({ p, tier: tierOf(p) }))
    .filter((x) => x.tier >= 0)
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        (a.p.pinyin < b.p.pinyin ? -1 : a.p.pinyin > b.p.pinyin ? 1 : 0) ||
        (a.p.id < b.p.id ? -1 : 1),
    )
    .map((x) => x.p.id);
}

describe('20,000 people', () => {
  const staff = syntheticStaff(20_000);
  const big = buildSearchIndex(staff);
  it.each(['zw', 'zhangwei', '张伟', 'wjm', 'li', '心内科', '急诊科 技师', 'x', 'nobody'])(
    'the result for "%s" equals a naive scan, in the same order',
    (query) => {
      expect(searchPeople(big, query).map((p) => p.id)).toEqual(naive(staff, query));
    },
  );
  it('initials "zw" put every exact 张伟 first', () => {
    const result = searchPeople(big, 'zw');
    const exact = staff.filter((p) => p.initials === 'zw').length;
    expect(exact).toBeGreaterThan(0);
    expect(result.slice(0, exact).every((p) => p.initials === 'zw')).toBe(true);
    expect(result[exact]?.initials).not.toBe('zw');
  });
});
