/**
 * The tree picker's state as a hook over pickerModel: the check tree, the expanded nodes, the visible
 * rows, the chosen nodes, and search inside. If the nodes change while open (a sync landed), the choice
 * so far is carried over to the new tree.
 */
import { useMemo, useState } from 'react';
import type { CheckMode, TreeMap } from '../../../core/lib/treeCheck';
import {
  choose,
  chosenIds,
  initialExpanded,
  isChoosable,
  pathLabel,
  pickerData,
  treeForValue,
  treeRows,
  unchoose,
  type PickerData,
  type PickerNode,
  type PickerOptions,
} from './pickerModel';
import { buildNodeSearch, searchNodes } from './pickerSearch';

interface Choice {
  data: PickerData;
  tree: TreeMap;
}

export function useTreeChoice(
  nodes: readonly PickerNode[],
  value: readonly string[],
  multiple: boolean,
  mode: CheckMode,
) {
  const options = useMemo<PickerOptions>(() => ({ multiple, mode }), [multiple, mode]);
  const data = useMemo(() => pickerData(nodes), [nodes]);
  const search = useMemo(() => buildNodeSearch(nodes), [nodes]);
  const [choice, setChoice] = useState<Choice>(() => ({ data, tree: treeForValue(data, value, options) }));
  const [expanded, setExpanded] = useState(() => initialExpanded(data, value));
  if (choice.data !== data) {
    setChoice({ data, tree: treeForValue(data, chosenIds(choice.data, choice.tree, options), options) });
  }
  const { tree } = choice;
  const rows = useMemo(() => treeRows(data, expanded), [data, expanded]);
  const chosen = useMemo(
    () => chosenIds(data, tree, options).flatMap((id) => data.nodes.get(id) ?? []),
    [data, tree, options],
  );
  return useMemo(
    () => ({
      data,
      tree,
      rows,
      chosen,
      isChoosable: (id: string) => isChoosable(data, id, options),
      path: (id: string) => pathLabel(data, id),
      /** Ids matching the query among the nodes a tap may change; null for a blank query (tree mode). */
      search: (query: string) =>
        query.trim() === '' ? null : searchNodes(search, query, (id) => isChoosable(data, id, options)),
      choose: (id: string) => setChoice((c) => ({ data: c.data, tree: choose(c.data, c.tree, id, options) })),
      unchoose: (id: string) => setChoice((c) => ({ data: c.data, tree: unchoose(c.tree, id, options) })),
      toggle: (id: string) =>
        setExpanded((prev) => {
          const next = new Set(prev);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
    }),
    [data, tree, rows, chosen, options, search],
  );
}
