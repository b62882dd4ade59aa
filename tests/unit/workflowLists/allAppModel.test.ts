/** 更多流程: flows grouped by category in the server's order, and a search over name, code and category. */
import { describe, expect, it } from 'vitest';
import { groupEngines, matchesEngine } from '../../../src/features/workflow/lists/allAppModel';
import { engine } from './fixtures';

const LIST = [
  engine('credentialApply', '学习荣誉', 30, '证书申请'),
  engine('leaveApply', '假勤管理', 20, '请假申请'),
  engine('dimissionApply', '人事管理', 2, '离职申请'),
  engine('retirementApply', '人事管理', 1, '退休申请'),
  engine('ceaseLeaveApply', '假勤管理', 21, '销假申请'),
];

describe('grouping', () => {
  it('groups by category, groups and flows in sortCode order', () => {
    const groups = groupEngines(LIST);
    expect(groups.map((g) => g.category)).toEqual(['人事管理', '假勤管理', '学习荣誉']);
    expect(groups[0]?.items.map((i) => i.fullName)).toEqual(['退休申请', '离职申请']);
    expect(groups[1]?.items.map((i) => i.fullName)).toEqual(['请假申请', '销假申请']);
  });

  it('an empty list has no groups', () => {
    expect(groupEngines([])).toEqual([]);
  });
});

describe('search', () => {
  it('finds by name, keeping only groups with a match', () => {
    const groups = groupEngines(LIST, '假');
    expect(groups.map((g) => g.category)).toEqual(['假勤管理']);
    expect(groups[0]?.items.map((i) => i.fullName)).toEqual(['请假申请', '销假申请']);
  });

  it('finds by code (any case) and by category; every word must match', () => {
    expect(matchesEngine(LIST[1]!, 'LEAVEAPPLY')).toBe(true);
    expect(groupEngines(LIST, '学习荣誉')[0]?.items.map((i) => i.id)).toEqual(['credentialApply']);
    expect(groupEngines(LIST, '人事 退休').flatMap((g) => g.items.map((i) => i.id))).toEqual([
      'retirementApply',
    ]);
    expect(groupEngines(LIST, '不存在')).toEqual([]);
  });
});
