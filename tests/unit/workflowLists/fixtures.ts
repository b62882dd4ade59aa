/** Workflow list items and outbox rows for the list tests, shaped as contract/workflow.ts says. */
import type { FlowEngineItem, FlowListData, FlowListItem } from '../../../contract';
import type { FlowOutboxRow } from '../../../src/features/workflow/lists/flowOutboxModel';

export function listItem(n: number, over: Partial<FlowListItem> = {}): FlowListItem {
  return {
    id: `op-${n}`,
    processId: `task-${n}`,
    enCode: 'leaveApply',
    fullName: `李护士的请假申请 ${n}`,
    flowName: '请假申请',
    flowCode: 'leaveApply',
    billNo: `QJ-${n}`,
    flowId: 'leaveApply',
    flowCategory: 'hr',
    formType: 1,
    flowUrgent: 1,
    thisStep: '科主任审批',
    thisStepId: 'director',
    status: 1,
    startTime: 1_700_000_000_000,
    creatorTime: 1_700_000_000_000,
    creatorUserId: 'u-nurse',
    userName: '李护士',
    description: '',
    completion: 50,
    ...over,
  };
}

export function page(items: FlowListItem[], total = items.length, pageIndex = 1): FlowListData {
  return { list: items, pagination: { pageIndex, pageSize: 20, total } };
}

export function outboxRow(
  over: Partial<FlowOutboxRow> & Pick<FlowOutboxRow, 'id' | 'stream'>,
): FlowOutboxRow {
  return { kind: 'flowAudit', state: 'queued', lastError: null, ...over };
}

export function engine(id: string, category: string, sortCode: number, fullName = id): FlowEngineItem {
  return {
    id,
    enCode: id,
    fullName,
    category,
    formKey: id,
    appFormUrl: `/pages/workFlow/workFlowForm/${id}/index`,
    icon: '',
    formType: 1,
    iconBackground: '',
    sortCode,
  };
}
