/**
 * The list model: each item's status tag (task status, or the operator's decision in 已办), urgency marks,
 * where each list is fetched, and the link to the flow's detail.
 */
import { describe, expect, it } from 'vitest';
import { FLOW_LAUNCH_PATH } from '../../../contract';
import {
  appendPage,
  flowBeforeUrl,
  kindOfPath,
  listPath,
  statusTag,
  urgencyMark,
} from '../../../src/features/workflow/lists/flowListModel';
import { zhCN } from '../../../src/i18n/zh-CN';
import { listItem } from './fixtures';
import { addFeatureWords } from '../../../src/features/workflow/words';

// The screens' loaders add these words in the app (src/app/screens.tsx).
addFeatureWords();

/** The Chinese text of an i18n key such as `wfList.status.approved`. */
function zh(key: string): string {
  let node: unknown = zhCN;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node);
}

describe('status tag', () => {
  it.each([
    [0, '等待提交', 'info'],
    [1, '等待审核', 'primary'],
    [2, '审核通过', 'success'],
    [3, '审核驳回', 'error'],
    [4, '流程撤回', 'info'],
    [5, '审核终止', 'error'],
  ])('task status %i reads %s in to-do, copied and my initiated', (status, text, tone) => {
    for (const kind of ['todo', 'copy', 'launch'] as const) {
      const tag = statusTag({ status }, kind);
      expect(zh(tag.key)).toBe(text);
      expect(tag.tone).toBe(tone);
    }
  });

  it('in the done list status is the decision: 1 同意, anything else 拒绝', () => {
    expect(zh(statusTag({ status: 1 }, 'done').key)).toBe('同意');
    expect(zh(statusTag({ status: 0 }, 'done').key)).toBe('拒绝');
    expect(zh(statusTag({ status: 3 }, 'done').key)).toBe('拒绝');
  });

  it('an unknown status code does not crash the row', () => {
    expect(zh(statusTag({ status: 42 }, 'todo').key)).toBe('未知状态');
  });
});

describe('urgency marks', () => {
  it('重要 is orange, 紧急 red, 普通 (and anything else) shows none', () => {
    expect(urgencyMark(2)).toEqual({ key: 'wfList.urgent.important', tone: 'warning' });
    expect(zh(urgencyMark(2)?.key ?? '')).toBe('重要');
    expect(urgencyMark(3)).toEqual({ key: 'wfList.urgent.critical', tone: 'error' });
    expect(zh(urgencyMark(3)?.key ?? '')).toBe('紧急');
    expect(urgencyMark(1)).toBeNull();
    expect(urgencyMark(0)).toBeNull();
  });
});

describe('where the lists live', () => {
  it('to-do, done and copied are FlowBefore/List/1, 2, 3; my initiated is FlowLaunch', () => {
    expect(listPath('todo')).toBe('/api/workflow/Engine/FlowBefore/List/1');
    expect(listPath('done')).toBe('/api/workflow/Engine/FlowBefore/List/2');
    expect(listPath('copy')).toBe('/api/workflow/Engine/FlowBefore/List/3');
    expect(listPath('launch')).toBe(FLOW_LAUNCH_PATH);
  });

  it('each spec §2 list page names its list, with or without a trailing slash', () => {
    expect(kindOfPath('/pages/workFlow/flowTodo/index')).toBe('todo');
    expect(kindOfPath('/pages/workFlow/flowDone/index/')).toBe('done');
    expect(kindOfPath('/pages/workFlow/flowCopy/index')).toBe('copy');
    expect(kindOfPath('/pages/workFlow/flowLaunch/index')).toBe('launch');
    expect(kindOfPath('/pages/workFlow/allApp/index')).toBeNull();
  });
});

describe('opening an item', () => {
  it('a to-do opens its task with the operator who decides', () => {
    expect(flowBeforeUrl(listItem(1), 'todo')).toBe(
      '/pages/workFlow/flowBefore/index?id=task-1&taskOperatorId=op-1&category=todo',
    );
  });

  it('the other lists open the task with their category only', () => {
    for (const kind of ['done', 'copy', 'launch'] as const) {
      expect(flowBeforeUrl(listItem(2), kind)).toBe(
        `/pages/workFlow/flowBefore/index?id=task-2&category=${kind}`,
      );
    }
  });
});

describe('paging', () => {
  it('a row already listed is not listed twice when the list moved between pages', () => {
    const merged = appendPage([listItem(1), listItem(2)], [listItem(2), listItem(3)]);
    expect(merged.map((i) => i.id)).toEqual(['op-1', 'op-2', 'op-3']);
  });
});
