// Tree check state of spec §4 over a flat node map (organisation/user pickers up to 20,000 nodes).
// A check walks only the node's subtree and its ancestors and returns a patch of the changed nodes;
// `toggleNode`/`setChecked` apply it to a new map, leaving the old one untouched.

export type { CheckMode, TreeItem, TreeMap, TreeNode } from './treeTypes';
import type { CheckMode, TreeMap, TreeNode } from './treeTypes';

export { buildTree } from './buildTree';

type CheckState = Pick<TreeNode, 'checked' | 'indeterminate'>;
type Patch = Map<string, TreeNode>;

const isLeaf = (node: TreeNode): boolean => node.childIds.length === 0;
const isFullyChecked = (node: CheckState): boolean => node.checked && !node.indeterminate;

function reader(tree: TreeMap, patch: Patch): (id: string) => TreeNode | undefined {
  return (id) => patch.get(id) ?? tree.get(id);
}

function write(patch: Patch, node: TreeNode, state: CheckState): boolean {
  if (node.checked === state.checked && node.indeterminate === state.indeterminate) return false;
  patch.set(node.id, { ...node, ...state });
  return true;
}

interface Tally {
  total: number;
  full: number;
  some: boolean;
}

function tally(acc: Tally, child: CheckState): Tally {
  acc.total += 1;
  if (isFullyChecked(child)) acc.full += 1;
  acc.some ||= child.checked || child.indeterminate;
  return acc;
}

function fromTally({ total, full, some }: Tally): CheckState {
  if (total > 0 && full === total) return { checked: true, indeterminate: false };
  return { checked: false, indeterminate: some };
}

/** All children checked → checked; some checked or indeterminate → indeterminate; none → unchecked. */
export function deriveFromChildren(children: readonly CheckState[]): CheckState {
  return fromTally(children.reduce(tally, { total: 0, full: 0, some: false }));
}

function deriveNode(node: TreeNode, get: (id: string) => TreeNode | undefined): CheckState {
  const acc: Tally = { total: 0, full: 0, some: false };
  for (const id of node.childIds) {
    const child = get(id);
    if (child) tally(acc, child);
  }
  return fromTally(acc);
}

/** Post-order walk of the subtree: leaves take the value, parents are derived; disabled branches stay. */
function cascadeDown(tree: TreeMap, patch: Patch, rootId: string, checked: boolean): void {
  const get = reader(tree, patch);
  const stack: Array<{ id: string; expanded: boolean }> = [{ id: rootId, expanded: false }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const node = get(frame.id);
    if (!node || node.disabled) continue;
    if (isLeaf(node)) {
      write(patch, node, { checked, indeterminate: false });
    } else if (frame.expanded) {
      write(patch, node, deriveNode(node, get));
    } else {
      stack.push({ id: node.id, expanded: true });
      for (const childId of node.childIds) stack.push({ id: childId, expanded: false });
    }
  }
}

/** Re-derives each ancestor; stops at a disabled ancestor or as soon as one does not change. */
function cascadeUp(tree: TreeMap, patch: Patch, fromId: string): void {
  const get = reader(tree, patch);
  let parentId = get(fromId)?.parentId ?? null;
  while (parentId !== null) {
    const parent = get(parentId);
    if (!parent || parent.disabled) return;
    if (!write(patch, parent, deriveNode(parent, get))) return;
    parentId = parent.parentId;
  }
}

/**
 * The nodes that change when `id` is set to `checked`; empty when the change is not allowed.
 * Costs O(subtree + ancestors' children); a shell holding 20,000 nodes can apply it to its own store
 * instead of copying the whole map. A disabled node never changes, by hand or by propagation.
 */
export function checkPatch(tree: TreeMap, id: string, checked: boolean, mode: CheckMode = 'cascade'): Patch {
  const patch: Patch = new Map();
  const node = tree.get(id);
  if (!node || node.disabled) return patch;
  if (mode === 'leafOnly' && !isLeaf(node)) return patch;
  if (mode !== 'cascade') {
    write(patch, node, { checked, indeterminate: false });
    return patch;
  }
  cascadeDown(tree, patch, id, checked);
  cascadeUp(tree, patch, id);
  return patch;
}

export function applyPatch(tree: TreeMap, patch: ReadonlyMap<string, TreeNode>): TreeMap {
  if (patch.size === 0) return tree;
  const next = new Map(tree);
  for (const [id, node] of patch) next.set(id, node);
  return next;
}

export function setChecked(
  tree: TreeMap,
  id: string,
  checked: boolean,
  mode: CheckMode = 'cascade',
): TreeMap {
  return applyPatch(tree, checkPatch(tree, id, checked, mode));
}

/** Toggling an unchecked or indeterminate node checks it; toggling a checked node unchecks it. */
export function toggleNode(tree: TreeMap, id: string, mode: CheckMode = 'cascade'): TreeMap {
  const node = tree.get(id);
  if (!node) return tree;
  return setChecked(tree, id, !isFullyChecked(node), mode);
}

export interface CheckedIdsOptions {
  /** Only leaves (e.g. users in a user tree). */
  leafOnly?: boolean;
  /** Also list indeterminate (half-checked) nodes. */
  withIndeterminate?: boolean;
}

/** Ids of checked nodes, in map order. */
export function checkedIds(tree: TreeMap, options: CheckedIdsOptions = {}): string[] {
  const ids: string[] = [];
  for (const node of tree.values()) {
    const counts = isFullyChecked(node) || (options.withIndeterminate === true && node.indeterminate);
    if (counts && (!options.leafOnly || isLeaf(node))) ids.push(node.id);
  }
  return ids;
}
