/**
 * The flow screens' addresses (spec §2 /pages/workFlow/…) and their query parameters, built in one place so
 * the lists, the detail and its sub-screens agree on them.
 */
import type { DecisionAction } from './flowKinds';

export const FLOW_CATEGORIES = ['todo', 'done', 'copy', 'launch'] as const;
export type FlowCategory = (typeof FLOW_CATEGORIES)[number];

const BASE = '/pages/workFlow';

const LIST_PATHS: Readonly<Record<FlowCategory, string>> = {
  todo: `${BASE}/flowTodo/index`,
  done: `${BASE}/flowDone/index`,
  copy: `${BASE}/flowCopy/index`,
  launch: `${BASE}/flowLaunch/index`,
};
/** Business Processing (tab 1): where a flow opened from elsewhere returns to. */
const WORKFLOW_TAB = '/pages/index/workFlowNew';

export const categoryOf = (value: string | null): FlowCategory | null =>
  FLOW_CATEGORIES.find((c) => c === value) ?? null;

/** The list a flow returns to once acted on. */
export const listPathOf = (category: FlowCategory | null): string =>
  category ? LIST_PATHS[category] : WORKFLOW_TAB;

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export interface FlowRef {
  /** The task id. */
  id: string;
  /** The viewer's operator on the task (the to-do and done lists have one). */
  taskOperatorId?: string | null;
  category?: FlowCategory | null;
}

export const flowBeforeHref = ({ id, taskOperatorId, category }: FlowRef): string =>
  withQuery(`${BASE}/flowBefore/index`, { id, taskOperatorId, category });

/** The decision screen of 同意 / 驳回 / 转办. */
export const DECISION_ACTIONS: readonly DecisionAction[] = ['audit', 'reject', 'transfer'];
export const decisionOf = (value: string | null): DecisionAction | null =>
  DECISION_ACTIONS.find((a) => a === value) ?? null;

export const operateHref = (id: string, action: DecisionAction, category?: FlowCategory | null): string =>
  withQuery(`${BASE}/operate/index`, { id, action, category });

export const candidatesHref = (taskId: string, nodeId: string, nodeName: string): string =>
  withQuery(`${BASE}/candiDateUserSelect/index`, { taskId, nodeId, nodeName });

export const commentHref = (taskId: string): string => withQuery(`${BASE}/comment/index`, { taskId });

export const scanFormHref = (id: string): string => withQuery(`${BASE}/scanForm/index`, { id });
