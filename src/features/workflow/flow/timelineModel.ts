/**
 * The progress timeline of a flow, pure: its nodes on this branch in order (skipped ones left out), each
 * with its state, handlers and the records made there (who, when, what as text, opinion, signature), and
 * this device's action still waiting to be sent shown at the node it acts on as 待同步; a task sent back shows
 * 已驳回 at the node it was sent back from (#30 item 7).
 */
import { FLOW_STATUS, HANDLE_TYPE, type FlowBeforeData } from '../../../../contract';
import type { Translate } from '../../../../contract/form/issueText';
import { actionOfKind, type FlowActionKey } from './flowKinds';

type Node = FlowBeforeData['flowTaskNodeList'][number];
type RecordRow = FlowBeforeData['flowTaskOperatorRecordList'][number];

export interface TimelineRecord {
  id: string;
  who: string;
  at: number;
  handleType: number;
  opinion: string;
  signImg: string | null;
  /** Transfer target, copy-to people, reject target … as the server wrote it. */
  extra: string;
}

export interface TimelineNode {
  id: string;
  name: string;
  /** The server's state; `rejected` where the task was sent back from, while it stays sent back. */
  state: Node['state'] | 'rejected';
  counterSign: boolean;
  handlers: string[];
  records: TimelineRecord[];
  /** This device's action on the flow, not yet delivered (only on the node it acts on). */
  local: { action: FlowActionKey; who: string } | null;
}

const recordOf = (r: RecordRow): TimelineRecord => ({
  id: r.id,
  who: r.userName,
  at: r.handleTime,
  handleType: r.handleType,
  opinion: r.handleOpinion,
  signImg: r.signImg,
  extra: r.extra,
});

const nodeOf = (n: Node, records: TimelineRecord[]): TimelineNode => ({
  id: n.id,
  name: n.nodeName,
  state: n.state,
  counterSign: n.counterSign,
  handlers: n.handlers.map((h) => h.userName),
  records,
  local: null,
});

/** Records of nodes the detail does not list (an older template) get a node of their own, in time order. */
function orphanNodes(records: readonly RecordRow[], known: ReadonlySet<string>): TimelineNode[] {
  const byNode = new Map<string, TimelineNode>();
  for (const r of records) {
    if (known.has(r.nodeCode)) continue;
    const node = byNode.get(r.nodeCode) ?? {
      ...nodeOf(
        {
          id: r.nodeCode,
          nodeCode: r.nodeCode,
          nodeName: r.nodeName,
          nodeType: 'approver',
          type: '0',
          userName: '',
          state: 'done',
          counterSign: false,
          handlers: [],
        },
        [],
      ),
    };
    node.records.push(recordOf(r));
    byNode.set(r.nodeCode, node);
  }
  return [...byNode.values()];
}

export interface PendingMark {
  /** The outbox kind of the waiting action (`flowAudit` …). */
  kind: string | null | undefined;
  /** Who took it: this device's user. */
  who: string;
}

/** The rejection that sent the task back: the last one recorded (the list is oldest first). */
export const lastRejection = (data: FlowBeforeData): RecordRow | undefined =>
  data.flowTaskOperatorRecordList.filter((r) => r.handleType === HANDLE_TYPE.reject).at(-1);

export function timelineOf(data: FlowBeforeData, pending?: PendingMark | null): TimelineNode[] {
  // The decisions and (ours) the urges, in time order.
  const records = [...data.flowTaskOperatorRecordList, ...(data.flowTaskEventList ?? [])].sort(
    (a, b) => a.handleTime - b.handleTime,
  );
  const visible = data.flowTaskNodeList.filter((n) => n.state !== 'skipped');
  const nodes = visible.map((n) => nodeOf(n, records.filter((r) => r.nodeCode === n.id).map(recordOf)));
  const known = new Set(data.flowTaskNodeList.map((n) => n.id));
  const all = [...orphanNodes(records, known), ...nodes];
  // Sent back: the node it was sent back from says so (the server counts it as not reached again).
  if (data.flowTaskInfo.status === FLOW_STATUS.rejected) {
    const last = lastRejection(data);
    const from = last && all.find((n) => n.id === last.nodeCode);
    if (from) from.state = 'rejected';
  }
  const action = actionOfKind(pending?.kind);
  if (action && pending) {
    // The action acts where the flow waits now; a flow that waits nowhere shows it on its first node.
    const at = all.find((n) => n.state === 'current') ?? all[0];
    if (at) at.local = { action, who: pending.who };
  }
  return all;
}

const HANDLE_KEYS = new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8']);

/** 同意, 驳回, 提交 … for a record's handleType. */
export const handleText = (t: Translate, handleType: number): string =>
  t(`wfFlow.handle.${HANDLE_KEYS.has(String(handleType)) ? handleType : 'unknown'}`);

/** One record as a line of text: 王主任 同意 转办给 张三. */
export function recordText(t: Translate, record: TimelineRecord): string {
  return [record.who, handleText(t, record.handleType), record.extra].filter(Boolean).join(' ');
}

/** The waiting action as a line of text: 李护士 同意（待同步）. */
export const localText = (t: Translate, local: NonNullable<TimelineNode['local']>): string =>
  t('wfFlow.localAction', { who: local.who, action: t(`wfFlow.action.${local.action}`) });
