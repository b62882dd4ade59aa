// Flattens the visible part of a tree (roots, plus the children of expanded nodes) into rows for a virtual
// list, and totals a per-node number over each subtree (people per department). Iterative, so a deep or
// 20,000-node tree neither recurses nor costs more than the rows it shows.

export interface VisibleRow {
  id: string;
  /** Roots are level 1, as in treeCheck. */
  level: number;
  hasChildren: boolean;
  expanded: boolean;
}

export type ChildrenOf = (id: string) => readonly string[];

/** Depth-first rows of the nodes a person can see; a node already emitted (a cycle) is not repeated. */
export function visibleRows(
  roots: readonly string[],
  childrenOf: ChildrenOf,
  isExpanded: (id: string) => boolean,
): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const seen = new Set<string>();
  const stack: Array<{ id: string; level: number }> = [];
  const pushAll = (ids: readonly string[], level: number) => {
    for (let i = ids.length - 1; i >= 0; i -= 1) stack.push({ id: ids[i] as string, level });
  };
  pushAll(roots, 1);
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    if (seen.has(frame.id)) continue;
    seen.add(frame.id);
    const children = childrenOf(frame.id);
    const expanded = children.length > 0 && isExpanded(frame.id);
    rows.push({ id: frame.id, level: frame.level, hasChildren: children.length > 0, expanded });
    if (expanded) pushAll(children, frame.level + 1);
  }
  return rows;
}

/** Post-order order of every node reachable from the roots (children before their parent). */
function postOrder(roots: readonly string[], childrenOf: ChildrenOf): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const stack: Array<{ id: string; done: boolean }> = roots.map((id) => ({ id, done: false }));
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    if (frame.done) {
      order.push(frame.id);
      continue;
    }
    if (seen.has(frame.id)) continue;
    seen.add(frame.id);
    stack.push({ id: frame.id, done: true });
    for (const child of childrenOf(frame.id)) stack.push({ id: child, done: false });
  }
  return order;
}

/** Each node's own amount plus its whole subtree's (e.g. people in a department and all its wards). */
export function subtreeTotals(
  roots: readonly string[],
  childrenOf: ChildrenOf,
  own: (id: string) => number,
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const id of postOrder(roots, childrenOf)) {
    let sum = own(id);
    for (const child of childrenOf(id)) sum += totals.get(child) ?? 0;
    totals.set(id, sum);
  }
  return totals;
}

/** The ids of a node and everything under it. */
export function subtreeIds(rootId: string, childrenOf: ChildrenOf): Set<string> {
  return new Set(postOrder([rootId], childrenOf));
}
