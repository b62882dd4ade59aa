/**
 * The workflow lists' pure model (issue #5): the four lists and where each is fetched, the status tag of an
 * item (task status, or the operator's decision in 已办), urgency marks, and the link to its detail page.
 */
import { DONE_DECISION, FLOW_STATUS, type FlowListItem } from '../../../../contract';
import { FLOW_LIST_KINDS, type FlowListKind } from '../../../../core/store/flowLists';

export {
  FLOW_LIST_KINDS,
  FLOW_PAGE_SIZE as PAGE_SIZE,
  flowListKindPath as listPath,
  type FlowListKind,
} from '../../../../core/store/flowLists';

export type Tone = 'primary' | 'success' | 'warning' | 'error' | 'info';

/** A tag as the list shows it: the i18n key of its text and its colour. */
export interface Tag {
  key: string;
  tone: Tone;
}

type StatusName = keyof typeof FLOW_STATUS;
const STATUS_TONE: Readonly<Record<StatusName, Tone>> = {
  draft: 'info',
  inApproval: 'primary',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'info',
  terminated: 'error',
};
const STATUS_NAMES = Object.keys(FLOW_STATUS) as StatusName[];

/** 等待提交 … 审核终止 by task status; in 已办 the operator's decision, 同意 or 拒绝 (anything but 1). */
export function statusTag(item: Pick<FlowListItem, 'status'>, kind: FlowListKind): Tag {
  if (kind === 'done') {
    return item.status === DONE_DECISION.approved
      ? { key: 'wfList.decision.approved', tone: 'success' }
      : { key: 'wfList.decision.rejected', tone: 'error' };
  }
  const name = STATUS_NAMES.find((n) => FLOW_STATUS[n] === item.status);
  return name
    ? { key: `wfList.status.${name}`, tone: STATUS_TONE[name] }
    : { key: 'wfList.status.unknown', tone: 'info' };
}

/** Urgency 2 重要 (orange), 3 紧急 (red); 1 普通 and anything else shows no mark. */
export function urgencyMark(flowUrgent: number): Tag | null {
  if (flowUrgent === 3) return { key: 'wfList.urgent.critical', tone: 'error' };
  if (flowUrgent === 2) return { key: 'wfList.urgent.important', tone: 'warning' };
  return null;
}

export const FLOW_BEFORE_PATH = '/pages/workFlow/flowBefore/index';

/** The detail page of an item: the task, the operator for a to-do (the one who decides), and the list. */
export function flowBeforeUrl(item: Pick<FlowListItem, 'id' | 'processId'>, kind: FlowListKind): string {
  const query = new URLSearchParams({ id: item.processId });
  if (kind === 'todo') query.set('taskOperatorId', item.id);
  query.set('category', kind);
  return `${FLOW_BEFORE_PATH}?${query.toString()}`;
}

/** The spec §2 page that shows one list, and the kind a path shows. */
export const LIST_PAGE_PATHS: Readonly<Record<FlowListKind, string>> = {
  todo: '/pages/workFlow/flowTodo/index',
  done: '/pages/workFlow/flowDone/index',
  copy: '/pages/workFlow/flowCopy/index',
  launch: '/pages/workFlow/flowLaunch/index',
};
export const ALL_APP_PATH = '/pages/workFlow/allApp/index';

export function kindOfPath(pathname: string): FlowListKind | null {
  const path = pathname.replace(/\/+$/, '');
  return FLOW_LIST_KINDS.find((k) => LIST_PAGE_PATHS[k] === path) ?? null;
}

/** Appends a page, dropping rows already listed (the list moved between two pages). */
export function appendPage(items: readonly FlowListItem[], page: readonly FlowListItem[]): FlowListItem[] {
  const seen = new Set(items.map((i) => i.id));
  return [...items, ...page.filter((i) => !seen.has(i.id))];
}

/** Collaboration (/pages/index/workFlow): the four lists and 更多流程 as entries. */
export const COLLAB_PATH = '/pages/index/workFlow';
