// Builds the flat tree map used by treeCheck from items carrying id and parentId.
// A parentId that names no item makes a top-level node; cycles are broken so every node gets a level.

import type { TreeItem, TreeMap, TreeNode } from './treeTypes';

interface Draft {
  item: TreeItem;
  parentId: string | null;
  childIds: string[];
  level: number;
}

function draftNodes(items: readonly TreeItem[]): Map<string, Draft> {
  const drafts = new Map<string, Draft>();
  for (const item of items) {
    if (!drafts.has(item.id)) drafts.set(item.id, { item, parentId: null, childIds: [], level: 0 });
  }
  for (const draft of drafts.values()) {
    const parentId = draft.item.parentId ?? null;
    const parent = parentId === null || parentId === draft.item.id ? undefined : drafts.get(parentId);
    if (!parent) continue;
    draft.parentId = parentId;
    parent.childIds.push(draft.item.id);
  }
  return drafts;
}

/** Breadth-first from one root, giving each node not yet reached its level. */
function assignLevels(drafts: Map<string, Draft>, rootId: string): void {
  let layer = [rootId];
  for (let level = 1; layer.length > 0; level += 1) {
    const next: string[] = [];
    for (const id of layer) {
      const draft = drafts.get(id);
      if (!draft || draft.level !== 0) continue;
      draft.level = level;
      next.push(...draft.childIds);
    }
    layer = next;
  }
}

/** Detaches a node that sits on a cycle from its parent, making it a root. */
function detach(drafts: Map<string, Draft>, draft: Draft): void {
  const parent = draft.parentId === null ? undefined : drafts.get(draft.parentId);
  if (parent) parent.childIds = parent.childIds.filter((id) => id !== draft.item.id);
  draft.parentId = null;
}

function toNode(draft: Draft): TreeNode {
  return {
    id: draft.item.id,
    parentId: draft.parentId,
    childIds: draft.childIds,
    checked: draft.item.checked === true,
    indeterminate: false,
    disabled: draft.item.disabled === true,
    expanded: draft.item.expanded === true,
    level: draft.level,
  };
}

/** Flat map of nodes in item order; duplicate ids after the first are ignored, states are taken as given. */
export function buildTree(items: readonly TreeItem[]): TreeMap {
  const drafts = draftNodes(items);
  for (const draft of drafts.values()) {
    if (draft.parentId === null) assignLevels(drafts, draft.item.id);
  }
  for (const draft of drafts.values()) {
    if (draft.level !== 0) continue;
    detach(drafts, draft);
    assignLevels(drafts, draft.item.id);
  }
  const tree = new Map<string, TreeNode>();
  for (const [id, draft] of drafts) tree.set(id, toNode(draft));
  return tree;
}
