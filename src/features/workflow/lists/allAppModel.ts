/**
 * 更多流程 (allApp) as a pure model: the flows a person may start, grouped by category (人事管理, 假勤管理,
 * 学习荣誉 …) in the order the server ranks them, filtered by a search over name, code and category.
 */
import type { FlowEngineItem } from '../../../../contract';

export interface EngineGroup {
  category: string;
  items: FlowEngineItem[];
}

const bySort = (a: FlowEngineItem, b: FlowEngineItem) =>
  a.sortCode - b.sortCode || a.fullName.localeCompare(b.fullName, 'zh-CN');

/** Whether a flow matches every word of the search (case-insensitive), in its name, code or category. */
export function matchesEngine(item: FlowEngineItem, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${item.fullName} ${item.enCode} ${item.category}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** Groups in the order of their first-ranked flow; flows by sortCode, then name. Empty groups are left out. */
export function groupEngines(list: readonly FlowEngineItem[], query = ''): EngineGroup[] {
  const groups = new Map<string, FlowEngineItem[]>();
  for (const item of [...list].sort(bySort)) {
    if (!matchesEngine(item, query)) continue;
    const category = item.category.trim();
    const group = groups.get(category);
    if (group) group.push(item);
    else groups.set(category, [item]);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}
