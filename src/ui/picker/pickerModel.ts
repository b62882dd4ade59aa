/**
 * The tree picker's pure state: nodes to a spec §4 check tree (core/lib/treeCheck), choosing in single or
 * multiple mode (cascade, strict, leaf-only; disabled nodes never change), the chosen ids, the rows a
 * virtual list shows, and search inside the picker. No React here, so every rule is unit-tested.
 */
import { buildTree, checkPatch, checkedIds, type CheckMode, type TreeMap } from '../../../core/lib/treeCheck';
import { visibleRows, type VisibleRow } from '../../../core/lib/treeRows';

export interface PickerNode {
  id: string;
  /** null (or an id not in the list) for a top-level node. */
  parentId: string | null;
  label: string;
  /** A hint beside the label: a position, a head count … */
  detail?: string;
  /** Extra lowercase text search also looks in (pinyin, initials). */
  keywords?: string;
  /** Shown but never chosen, by hand or by propagation. */
  disabled?: boolean;
  /** false for nodes that only group others (units in a user picker): they open, never become the value. */
  selectable?: boolean;
  /** Person nodes: an avatar URL; the picker shows initials when it is empty or fails. */
  avatar?: string;
}

export interface PickerOptions {
  multiple: boolean;
  /** Single choice never propagates (strict), but leafOnly still limits it to leaves. */
  mode: CheckMode;
}

export interface PickerData {
  nodes: ReadonlyMap<string, PickerNode>;
  roots: readonly string[];
  /** The tree without any choice: structure, levels and disabled flags. */
  base: TreeMap;
}

const NONE: readonly string[] = [];

export function pickerData(list: readonly PickerNode[]): PickerData {
  const base = buildTree(
    list.map((n) => ({ id: n.id, parentId: n.parentId, disabled: n.disabled === true })),
  );
  const roots = [...base.values()].filter((n) => n.parentId === null).map((n) => n.id);
  return { nodes: new Map(list.map((n) => [n.id, n])), roots, base };
}

const modeOf = (o: PickerOptions): CheckMode => (o.multiple ? o.mode : 'strict');

/** Whether a tap on `id` may change the choice (not disabled; grouping nodes only to tick what they hold). */
export function isChoosable(data: PickerData, id: string, o: PickerOptions): boolean {
  const node = data.base.get(id);
  if (!node || node.disabled) return false;
  const isLeaf = node.childIds.length === 0;
  if (o.mode === 'leafOnly' && !isLeaf) return false;
  if (data.nodes.get(id)?.selectable !== false) return true;
  // A grouping node may still be ticked to take everything under it, when the tree cascades.
  return o.multiple && o.mode === 'cascade' && !isLeaf;
}

/** The check tree for a value: each given id checked (disabled ones as given), then propagated per mode. */
export function treeForValue(data: PickerData, value: readonly string[], o: PickerOptions): TreeMap {
  const ids = o.multiple ? value : value.slice(0, 1);
  const tree = new Map(data.base);
  for (const id of ids) {
    const node = tree.get(id);
    if (node?.disabled) tree.set(id, { ...node, checked: true });
  }
  for (const id of ids) for (const [k, v] of checkPatch(tree, id, true, modeOf(o))) tree.set(k, v);
  return tree;
}

/** The tree after a tap on `id`: single choice replaces, multiple choice toggles by the mode's rules. */
export function choose(data: PickerData, tree: TreeMap, id: string, o: PickerOptions): TreeMap {
  if (!isChoosable(data, id, o)) return tree;
  const node = tree.get(id);
  if (!node) return tree;
  const next = new Map(tree);
  const apply = (patch: ReadonlyMap<string, typeof node>) => patch.forEach((v, k) => next.set(k, v));
  if (!o.multiple) {
    // Single choice replaces whatever was chosen, even a pre-chosen disabled node.
    for (const other of checkedIds(tree)) {
      const prev = next.get(other);
      if (prev && other !== id) next.set(other, { ...prev, checked: false, indeterminate: false });
    }
    apply(checkPatch(next, id, true, 'strict'));
    return next;
  }
  apply(checkPatch(next, id, !(node.checked && !node.indeterminate), o.mode));
  return next;
}

/** Unchecks one chosen id (a chip's ×). */
export function unchoose(tree: TreeMap, id: string, o: PickerOptions): TreeMap {
  const patch = checkPatch(tree, id, false, modeOf(o));
  if (patch.size === 0) return tree;
  const next = new Map(tree);
  patch.forEach((v, k) => next.set(k, v));
  return next;
}

/** The value to hand back: checked nodes that may be chosen (leaves only in leaf-only mode). */
export function chosenIds(data: PickerData, tree: TreeMap, o: PickerOptions): string[] {
  const leafOnly = o.multiple && o.mode === 'leafOnly';
  return checkedIds(tree, { leafOnly }).filter((id) => data.nodes.get(id)?.selectable !== false);
}

/** Roots open, plus the path down to every chosen node so the person sees what is chosen. */
export function initialExpanded(data: PickerData, value: readonly string[]): Set<string> {
  const open = new Set(data.roots);
  for (const id of value) {
    for (
      let p = data.base.get(id)?.parentId ?? null;
      p !== null && !open.has(p);
      p = data.base.get(p)?.parentId ?? null
    ) {
      open.add(p);
    }
  }
  return open;
}

export function treeRows(data: PickerData, expanded: ReadonlySet<string>): VisibleRow[] {
  return visibleRows(
    data.roots,
    (id) => data.base.get(id)?.childIds ?? NONE,
    (id) => expanded.has(id),
  );
}

/** The labels of a node's ancestors, outermost first ("滨江市人民医院 / 心内科"). */
export function pathLabel(data: PickerData, id: string, separator = ' / '): string {
  const labels: string[] = [];
  for (let p = data.base.get(id)?.parentId ?? null; p !== null; p = data.base.get(p)?.parentId ?? null) {
    labels.unshift(data.nodes.get(p)?.label ?? '');
  }
  return labels.join(separator);
}
