/**
 * A list row and a list render without a DOM (server rendering): the title, the status tag text, urgency,
 * 待同步 on a pending to-do, 同意 in 已办, completion in 我发起的; the honest states when nothing is stored.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FlowItemRow } from '../../../src/features/workflow/lists/FlowItemRow';
import { FlowListBody } from '../../../src/features/workflow/lists/FlowListBody';
import type { FlowListView } from '../../../src/features/workflow/lists/useFlowListView';
import '../../../src/i18n';
import { listItem } from './fixtures';
import { addFeatureWords } from '../../../src/features/workflow/words';

// The screens' loaders add these words in the app (src/app/screens.tsx).
addFeatureWords();

const NOW = 1_700_000_000_000 + 3 * 3_600_000;
const row = (props: Partial<Parameters<typeof FlowItemRow>[0]> = {}) =>
  renderToString(
    <FlowItemRow
      item={listItem(1)}
      kind="todo"
      now={NOW}
      pending={false}
      onOpen={() => undefined}
      {...props}
    />,
  );

describe('a list row', () => {
  it('shows title, flow, applicant, node, status tag and how long ago', () => {
    const html = row();
    expect(html).toContain('李护士的请假申请 1');
    expect(html).toContain('请假申请 · 李护士');
    expect(html).toContain('当前节点：科主任审批');
    expect(html).toMatch(/data-testid="wf-status"[^>]*>等待审核</);
    expect(html).toContain('3小时前');
    expect(html).not.toContain('待同步');
  });

  it('marks urgency and a pending decision', () => {
    const html = row({ item: listItem(1, { flowUrgent: 3 }), pending: true });
    expect(html).toMatch(/data-testid="wf-urgency"[^>]*>紧急</);
    expect(html).toMatch(/data-testid="wf-pending"[^>]*>待同步</);
    expect(html).toContain('is-pending');
  });

  it('reads the decision in 已办 and the completion in 我发起的', () => {
    expect(row({ kind: 'done', item: listItem(1, { status: 1 }) })).toMatch(/wf-status"[^>]*>同意</);
    expect(row({ kind: 'launch', item: listItem(1, { completion: 60 }) })).toContain('完成 60%');
    expect(row({ item: listItem(1, { thisStep: '' }) })).toContain('流程已结束');
  });

  it('in 批量 mode shows a checkbox named after the to-do', () => {
    const html = row({ choice: { checked: true, disabled: false, onToggle: () => undefined } });
    expect(html).toContain('aria-label="选择 李护士的请假申请 1"');
    expect(html).toContain('checked');
  });
});

const view = (over: Partial<FlowListView>): FlowListView => ({
  kind: 'todo',
  searching: false,
  phase: 'ready',
  foot: 'end',
  items: [],
  total: 0,
  fetchedAt: 1,
  loadMore: () => undefined,
  restart: () => undefined,
  ...over,
});

const body = (v: FlowListView) =>
  renderToString(
    <FlowListBody
      view={v}
      now={NOW}
      pending={new Set()}
      choiceOf={() => undefined}
      onOpen={() => undefined}
      getScrollElement={() => null}
      offset={0}
    />,
  );

describe('a list', () => {
  it('renders its rows and says when there are no more', () => {
    const html = body(view({ items: [listItem(1), listItem(2)], total: 2 }));
    expect(html).toContain('李护士的请假申请 2');
    expect(html).toContain('没有更多了');
  });

  it('is honest when empty, offline with nothing stored, or a search offline', () => {
    expect(body(view({}))).toContain('暂无待办事宜');
    expect(body(view({ phase: 'neverOffline' }))).toContain('尚未加载，请联网后下拉刷新');
    expect(body(view({ phase: 'searchOffline', searching: true }))).toContain('当前无网络，无法搜索');
    expect(body(view({ searching: true }))).toContain('没有找到匹配的流程');
  });
});
