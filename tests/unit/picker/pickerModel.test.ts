/** Tree picker state: spec §4 check rules in single and multiple choice, chosen ids, rows, search. */
import { describe, expect, it } from 'vitest';
import {
  choose,
  chosenIds,
  initialExpanded,
  isChoosable,
  pathLabel,
  pickerData,
  treeForValue,
  treeRows,
  unchoose,
  type PickerNode,
  type PickerOptions,
} from '../../../src/ui/picker/pickerModel';
import { buildNodeSearch, searchNodes } from '../../../src/ui/picker/pickerSearch';
import type { TreeMap } from '../../../core/lib/treeCheck';

//  hosp (disabled) ─┬─ cardio ─┬─ ward
//                   │          └─ icu
//                   └─ hr
const UNITS: PickerNode[] = [
  { id: 'hosp', parentId: null, label: '滨江市人民医院', disabled: true },
  { id: 'cardio', parentId: 'hosp', label: '心内科', keywords: 'xinneike xnk' },
  { id: 'ward', parentId: 'cardio', label: '心内科病区' },
  { id: 'icu', parentId: 'cardio', label: '重症监护' },
  { id: 'hr', parentId: 'hosp', label: '人力资源部' },
];
// The same units grouping people, as in a user picker.
const PEOPLE: PickerNode[] = [
  ...UNITS.map((u) => ({ ...u, selectable: false })),
  { id: 'u1', parentId: 'ward', label: '李静怡', keywords: 'lijingyi ljy' },
  { id: 'u2', parentId: 'ward', label: '张小雨', keywords: 'zhangxiaoyu zxy' },
  { id: 'u3', parentId: 'hr', label: '周晓梅', keywords: 'zhouxiaomei zxm', disabled: true },
];

const SINGLE: PickerOptions = { multiple: false, mode: 'strict' };
const CASCADE: PickerOptions = { multiple: true, mode: 'cascade' };
const STRICT: PickerOptions = { multiple: true, mode: 'strict' };
const LEAF: PickerOptions = { multiple: true, mode: 'leafOnly' };

const units = pickerData(UNITS);
const people = pickerData(PEOPLE);
const state = (tree: TreeMap, id: string) => {
  const n = tree.get(id);
  return n?.indeterminate ? 'half' : n?.checked ? 'on' : 'off';
};
const tap = (data: typeof units, o: PickerOptions, ids: string[], value: string[] = []) =>
  ids.reduce((t, id) => choose(data, t, id, o), treeForValue(data, value, o));

describe('single choice', () => {
  it('a tap chooses one node and replaces the previous choice', () => {
    const tree = tap(units, SINGLE, ['ward', 'hr']);
    expect(chosenIds(units, tree, SINGLE)).toEqual(['hr']);
  });
  it('choosing a department does not tick its wards (single choice is strict)', () => {
    const tree = tap(units, SINGLE, ['cardio']);
    expect(state(tree, 'ward')).toBe('off');
    expect(chosenIds(units, tree, SINGLE)).toEqual(['cardio']);
  });
  it('a disabled node cannot be chosen', () => {
    expect(chosenIds(units, tap(units, SINGLE, ['hosp']), SINGLE)).toEqual([]);
  });
  it('a grouping node (a unit in a user picker) cannot be chosen', () => {
    expect(chosenIds(people, tap(people, SINGLE, ['ward']), SINGLE)).toEqual([]);
  });
  it('starts from the value and keeps only its first id', () => {
    expect(chosenIds(units, treeForValue(units, ['ward', 'hr'], SINGLE), SINGLE)).toEqual(['ward']);
  });
  it('single choice in leaf-only mode takes leaves only (wards, not departments)', () => {
    const o: PickerOptions = { multiple: false, mode: 'leafOnly' };
    expect(chosenIds(units, tap(units, o, ['cardio']), o)).toEqual([]);
    expect(chosenIds(units, tap(units, o, ['ward']), o)).toEqual(['ward']);
  });
  it('a pre-chosen disabled node is replaced by a new choice', () => {
    const tree = tap(people, SINGLE, ['u1'], ['u3']);
    expect(chosenIds(people, tree, SINGLE)).toEqual(['u1']);
  });
});

describe('multiple choice, cascade', () => {
  it('ticking a department ticks its wards; the hospital stays as it is because it is disabled', () => {
    const tree = tap(units, CASCADE, ['cardio']);
    expect(['cardio', 'ward', 'icu', 'hosp'].map((id) => state(tree, id))).toEqual(['on', 'on', 'on', 'off']);
  });
  it('some wards ticked make the department indeterminate, all make it checked', () => {
    expect(state(tap(units, CASCADE, ['ward']), 'cardio')).toBe('half');
    expect(state(tap(units, CASCADE, ['ward', 'icu']), 'cardio')).toBe('on');
  });
  it('a second tap unticks', () => {
    expect(chosenIds(units, tap(units, CASCADE, ['cardio', 'cardio']), CASCADE)).toEqual([]);
  });
  it('ticking a unit in a user picker takes its people but hands back only people', () => {
    const tree = tap(people, CASCADE, ['ward']);
    expect(chosenIds(people, tree, CASCADE)).toEqual(['u1', 'u2']);
  });
  it('a value of people shows their units half or fully ticked', () => {
    const tree = treeForValue(people, ['u1'], CASCADE);
    expect(state(tree, 'ward')).toBe('half');
    expect(state(treeForValue(people, ['u1', 'u2'], CASCADE), 'ward')).toBe('on');
  });
  it('a disabled person is never ticked by propagation, and keeps a given tick', () => {
    expect(state(tap(people, CASCADE, ['hr']), 'u3')).toBe('off');
    expect(chosenIds(people, treeForValue(people, ['u3'], CASCADE), CASCADE)).toEqual(['u3']);
  });
});

describe('multiple choice, strict and leaf-only', () => {
  it('strict: a department and its wards are ticked independently', () => {
    const tree = tap(units, STRICT, ['cardio']);
    expect(['cardio', 'ward'].map((id) => state(tree, id))).toEqual(['on', 'off']);
    expect(state(tap(units, STRICT, ['ward', 'icu']), 'cardio')).toBe('off');
  });
  it('strict: grouping nodes cannot be ticked', () => {
    expect(chosenIds(people, tap(people, STRICT, ['ward']), STRICT)).toEqual([]);
  });
  it('leaf-only: only leaves can be ticked and nothing propagates', () => {
    const tree = tap(units, LEAF, ['cardio', 'ward', 'hr']);
    expect(state(tree, 'cardio')).toBe('off');
    expect(chosenIds(units, tree, LEAF)).toEqual(['ward', 'hr']);
  });
});

describe('isChoosable (whether a row shows a check control)', () => {
  it('disabled nodes never; grouping nodes only when the tree cascades; non-leaves not in leaf-only mode', () => {
    expect(isChoosable(units, 'hosp', CASCADE)).toBe(false);
    expect(isChoosable(people, 'ward', CASCADE)).toBe(true);
    expect(isChoosable(people, 'ward', STRICT)).toBe(false);
    expect(isChoosable(people, 'ward', SINGLE)).toBe(false);
    expect(isChoosable(units, 'cardio', LEAF)).toBe(false);
    expect(isChoosable(units, 'ward', LEAF)).toBe(true);
    expect(isChoosable(people, 'u1', SINGLE)).toBe(true);
  });
});

describe('unchoose (a chip’s ×)', () => {
  it('unticks the node and re-derives its parent', () => {
    const tree = unchoose(tap(units, CASCADE, ['cardio']), 'ward', CASCADE);
    expect(state(tree, 'cardio')).toBe('half');
    expect(chosenIds(units, tree, CASCADE)).toEqual(['icu']);
  });
});

describe('rows and paths', () => {
  it('opens with the roots expanded and the path to each chosen node', () => {
    expect([...initialExpanded(people, ['u1'])].sort()).toEqual(['cardio', 'hosp', 'ward']);
  });
  it('rows list the expanded part depth-first', () => {
    expect(treeRows(units, new Set(['hosp'])).map((r) => `${r.id}@${r.level}`)).toEqual([
      'hosp@1',
      'cardio@2',
      'hr@2',
    ]);
  });
  it('a path names the ancestors, outermost first', () => {
    expect(pathLabel(people, 'u1')).toBe('滨江市人民医院 / 心内科 / 心内科病区');
    expect(pathLabel(people, 'hosp')).toBe('');
  });
});

describe('search inside the picker', () => {
  const search = buildNodeSearch(PEOPLE);
  it('finds by label, pinyin and initials, label-prefix matches first', () => {
    expect(searchNodes(search, '心内科')).toEqual(['cardio', 'ward']);
    expect(searchNodes(search, 'ljy')).toEqual(['u1']);
    expect(searchNodes(search, 'ZhangXiaoyu')).toEqual(['u2']);
    expect(searchNodes(search, '病区')).toEqual(['ward']);
  });
  it('an accept test keeps only choosable results', () => {
    expect(searchNodes(search, 'x', (id) => id.startsWith('u'))).toEqual(['u2', 'u3']);
  });
  it('a blank query finds nothing', () => {
    expect(searchNodes(search, ' ')).toEqual([]);
  });
});

describe('a 20,000-person tree', () => {
  const wards = Array.from({ length: 100 }, (_, w) => ({
    id: `w${w}`,
    parentId: 'hosp',
    label: `病区${w}`,
    selectable: false,
  }));
  const staff = Array.from({ length: 20_000 }, (_, i) => ({
    id: `p${i}`,
    parentId: `w${i % 100}`,
    label: `员工${i}`,
  }));
  const big = pickerData([
    { id: 'hosp', parentId: null, label: '医院', selectable: false },
    ...wards,
    ...staff,
  ]);
  it('opens on the hospital and its wards only', () => {
    expect(treeRows(big, initialExpanded(big, []))).toHaveLength(101);
  });
  it('ticking a ward takes its 200 people', () => {
    const tree = choose(big, treeForValue(big, [], CASCADE), 'w7', CASCADE);
    const ids = chosenIds(big, tree, CASCADE);
    expect(ids).toHaveLength(200);
    expect(ids.every((id) => Number(id.slice(1)) % 100 === 7)).toBe(true);
  });
});
