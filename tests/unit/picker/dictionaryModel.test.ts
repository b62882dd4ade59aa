/** Dictionary picker: levels of a tree dictionary, the trail back up, and choosing. */
import { describe, expect, it } from 'vitest';
import type { DictionaryItemRow } from '../../../src/data';
import {
  dictionaryLevels,
  hasChildren,
  itemsUnder,
  openingLevel,
  toggleValue,
  trailTo,
} from '../../../src/ui/picker/dictionaryModel';

const item = (id: string, parentId: string | null, fullName: string, sortCode = 0): DictionaryItemRow => ({
  id,
  typeId: 't',
  typeCode: 'leaveType',
  parentId,
  enCode: id,
  fullName,
  sortCode,
});

const ITEMS = [
  item('sick', null, '病假', 2),
  item('annual', null, '年假', 1),
  item('sick-long', 'sick', '长期病假', 1),
  item('sick-short', 'sick', '短期病假', 0),
  item('sick-short-1', 'sick-short', '一天', 0),
];
const tree = dictionaryLevels(ITEMS, true);
const names = (list: readonly DictionaryItemRow[]) => list.map((i) => i.fullName);

describe('dictionaryLevels', () => {
  it('a tree dictionary shows its top level first, in sortCode order', () => {
    expect(names(itemsUnder(tree, null))).toEqual(['年假', '病假']);
  });
  it('drilling into an item shows its children', () => {
    expect(names(itemsUnder(tree, 'sick'))).toEqual(['短期病假', '长期病假']);
    expect(hasChildren(tree, 'sick')).toBe(true);
    expect(hasChildren(tree, 'annual')).toBe(false);
  });
  it('a flat dictionary is one level even when items name parents', () => {
    expect(itemsUnder(dictionaryLevels(ITEMS, false), null)).toHaveLength(5);
  });
  it('an item whose parent is missing is top-level', () => {
    expect(names(itemsUnder(dictionaryLevels([item('x', 'gone', 'X')], true), null))).toEqual(['X']);
  });
});

describe('trailTo and openingLevel', () => {
  it('the trail runs from the top down to the item', () => {
    expect(names(trailTo(tree, 'sick-short-1'))).toEqual(['病假', '短期病假', '一天']);
    expect(trailTo(tree, null)).toEqual([]);
  });
  it('a cycle in the data does not loop forever', () => {
    const loop = dictionaryLevels([item('a', 'b', 'A'), item('b', 'a', 'B')], true);
    expect(names(trailTo(loop, 'a'))).toEqual(['B', 'A']);
  });
  it('the picker opens where the first chosen item lives', () => {
    expect(openingLevel(tree, ['sick-short-1'])).toBe('sick-short');
    expect(openingLevel(tree, ['annual'])).toBeNull();
    expect(openingLevel(tree, [])).toBeNull();
  });
});

describe('toggleValue', () => {
  it('single choice replaces', () => {
    expect(toggleValue(['annual'], 'sick', false)).toEqual(['sick']);
  });
  it('multiple choice adds and removes', () => {
    expect(toggleValue(['annual'], 'sick', true)).toEqual(['annual', 'sick']);
    expect(toggleValue(['annual', 'sick'], 'annual', true)).toEqual(['sick']);
  });
});
