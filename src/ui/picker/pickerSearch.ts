/**
 * Search inside a picker: each node's label and keywords (pinyin, initials) lowercased once per data
 * version; a query lists label-prefix matches first, then the rest, each in tree order.
 */
import { queryTokens } from '../../../core/lib/peopleSearch';
import type { PickerNode } from './pickerModel';

export interface NodeSearch {
  ids: readonly string[];
  labels: readonly string[];
  haystacks: readonly string[];
}

export function buildNodeSearch(nodes: readonly PickerNode[]): NodeSearch {
  return {
    ids: nodes.map((n) => n.id),
    labels: nodes.map((n) => n.label.toLowerCase()),
    haystacks: nodes.map((n) => `${n.label}\u0001${n.keywords ?? ''}\u0001${n.detail ?? ''}`.toLowerCase()),
  };
}

/** Ids of the nodes whose text holds every word of the query; [] for a blank query. */
export function searchNodes(
  search: NodeSearch,
  query: string,
  accept: (id: string) => boolean = () => true,
): string[] {
  const tokens = queryTokens(query);
  const compact = tokens.join('');
  if (compact === '') return [];
  const first: string[] = [];
  const rest: string[] = [];
  search.haystacks.forEach((hay, i) => {
    const id = search.ids[i] as string;
    const hit = hay.includes(compact) || tokens.every((t) => hay.includes(t));
    if (!hit || !accept(id)) return;
    (search.labels[i]?.startsWith(compact) ? first : rest).push(id);
  });
  return [...first, ...rest];
}
