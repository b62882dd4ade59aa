/**
 * Every flow the system runs, as data: one per form of the catalogue (leave among them), and 注销账号, which
 * only its own endpoint starts (not launchable). Looked up by flow key ('leaveApply'); the app opens a
 * flow's form at `/pages/workFlow/workFlowForm/{key}/index` (spec §2).
 */
import { flowFormPath } from '../../../contract/appPaths';
import type { FlowTemplate } from '../types';
import { ACCOUNT_CANCELLATION_TEMPLATE } from './account-cancellation';
import { HR_FORM_TEMPLATES } from './hr-forms';

/** The order of the groups on the 更多流程 (allApp) page. */
export const FLOW_CATEGORIES = ['人事管理', '假勤管理', '学习荣誉'] as const;

export const TEMPLATES: readonly FlowTemplate[] = [...HR_FORM_TEMPLATES, ACCOUNT_CANCELLATION_TEMPLATE];

const BY_KEY = new Map(TEMPLATES.map((t) => [t.key, t]));

export function templateOf(key: string): FlowTemplate | undefined {
  return BY_KEY.get(key);
}

export const appFormUrl = flowFormPath;

/** The node's display name, or its code when the template no longer has it. */
export function nodeNameOf(key: string, code: string | null): string {
  if (code === null) return '';
  return templateOf(key)?.nodes.find((n) => n.code === code)?.name ?? code;
}

export const flowNameOf = (key: string): string => templateOf(key)?.name ?? key;

/** Whether a person may start the flow from the lists (更多流程, 常用) as a new application. */
export const isLaunchable = (t: FlowTemplate): boolean => t.launchable !== false;

/** The templates a person may start, in allApp order: by category group, then sort code. */
export function templatesInOrder(): FlowTemplate[] {
  const group = (t: FlowTemplate) => FLOW_CATEGORIES.indexOf(t.category as (typeof FLOW_CATEGORIES)[number]);
  return TEMPLATES.filter(isLaunchable).sort((a, b) => group(a) - group(b) || a.sortCode - b.sortCode);
}
