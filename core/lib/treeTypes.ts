/** The tree of spec §4's check rules, as treeCheck.ts and buildTree.ts both speak it. */

export interface TreeNode {
  id: string;
  parentId: string | null;
  childIds: readonly string[];
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  expanded: boolean;
  /** Top-level nodes are level 1. */
  level: number;
}

export type TreeMap = ReadonlyMap<string, TreeNode>;

/** cascade: parent and children follow each other; strict: no propagation; leafOnly: only leaves check. */
export type CheckMode = 'cascade' | 'strict' | 'leafOnly';

export interface TreeItem {
  id: string;
  parentId?: string | null;
  disabled?: boolean;
  checked?: boolean;
  expanded?: boolean;
}
