/** Spec §4 tree check state: parent from children, propagation, strict and leaf-only modes, disabled nodes. */
import { describe, expect, it } from 'vitest';
import {
  buildTree,
  checkedIds,
  checkPatch,
  deriveFromChildren,
  setChecked,
  toggleNode,
  type TreeItem,
  type TreeMap,
  type TreeNode,
} from '../../../core/lib/treeCheck';

//  r ─┬─ a ─┬─ a1
//     │     ├─ a2
//     │     └─ a3
//     ├─ b ─── b1
//     └─ c
const ITEMS: TreeItem[] = [
  { id: 'r', parentId: null },
  { id: 'a', parentId: 'r' },
  { id: 'a1', parentId: 'a' },
  { id: 'a2', parentId: 'a' },
  { id: 'a3', parentId: 'a' },
  { id: 'b', parentId: 'r' },
  { id: 'b1', parentId: 'b' },
  { id: 'c', parentId: 'r' },
];

const node = (tree: TreeMap, id: string): TreeNode => {
  const n = tree.get(id);
  if (!n) throw new Error(`no node ${id}`);
  return n;
};
const stateOf = (tree: TreeMap, id: string): 'checked' | 'indeterminate' | 'unchecked' => {
  const n = node(tree, id);
  if (n.indeterminate) return 'indeterminate';
  return n.checked ? 'checked' : 'unchecked';
};
const toggleAll = (tree: TreeMap, ids: string[], mode?: 'cascade' | 'strict' | 'leafOnly'): TreeMap =>
  ids.reduce((t, id) => toggleNode(t, id, mode), tree);
const withDisabled = (...ids: string[]): TreeMap =>
  buildTree(ITEMS.map((item) => ({ ...item, disabled: ids.includes(item.id) })));

/** A tree that counts how many nodes are read from it. */
class CountingMap extends Map<string, TreeNode> {
  reads = 0;
  override get(id: string): TreeNode | undefined {
    this.reads += 1;
    return super.get(id);
  }
}

describe('buildTree', () => {
  it('links children to parents in item order', () => {
    const tree = buildTree(ITEMS);
    expect(node(tree, 'r').childIds).toEqual(['a', 'b', 'c']);
    expect(node(tree, 'a').childIds).toEqual(['a1', 'a2', 'a3']);
    expect(node(tree, 'a2').parentId).toBe('a');
  });
  it('top-level nodes are level 1 and each generation adds 1', () => {
    const tree = buildTree(ITEMS);
    expect(['r', 'a', 'a1', 'c'].map((id) => node(tree, id).level)).toEqual([1, 2, 3, 2]);
  });
  it('children listed before their parent are still linked', () => {
    const tree = buildTree([...ITEMS].reverse());
    expect(node(tree, 'a1').level).toBe(3);
    expect(node(tree, 'r').childIds).toEqual(['c', 'b', 'a']);
  });
  it('a parent id that names no item (e.g. "0" or "-1") makes a top-level node', () => {
    const tree = buildTree([{ id: 'x', parentId: '-1' }, { id: 'y', parentId: '0' }, { id: 'z' }]);
    expect([...tree.values()].map((n) => [n.parentId, n.level])).toEqual([
      [null, 1],
      [null, 1],
      [null, 1],
    ]);
  });
  it('a node that is its own parent is top-level', () => {
    expect(node(buildTree([{ id: 's', parentId: 's' }]), 's')).toMatchObject({
      parentId: null,
      childIds: [],
    });
  });
  it('a cycle is broken so every node gets a level', () => {
    const tree = buildTree([
      { id: 'p', parentId: 'q' },
      { id: 'q', parentId: 'p' },
    ]);
    expect(node(tree, 'p')).toMatchObject({ parentId: null, level: 1, childIds: ['q'] });
    expect(node(tree, 'q')).toMatchObject({ parentId: 'p', level: 2, childIds: [] });
  });
  it('a duplicate id after the first is ignored', () => {
    const tree = buildTree([{ id: 'd' }, { id: 'd', parentId: 'd', disabled: true }]);
    expect(tree.size).toBe(1);
    expect(node(tree, 'd').disabled).toBe(false);
  });
  it('disabled, expanded and checked flags are taken from the items; nothing starts indeterminate', () => {
    const tree = buildTree([{ id: 'f', disabled: true, expanded: true, checked: true }, { id: 'g' }]);
    expect(node(tree, 'f')).toMatchObject({
      disabled: true,
      expanded: true,
      checked: true,
      indeterminate: false,
    });
    expect(node(tree, 'g')).toMatchObject({ disabled: false, expanded: false, checked: false });
  });
});

describe('deriveFromChildren', () => {
  const on = { checked: true, indeterminate: false };
  const off = { checked: false, indeterminate: false };
  const half = { checked: false, indeterminate: true };
  it('all children checked gives a checked parent', () => {
    expect(deriveFromChildren([on, on])).toEqual(on);
  });
  it('some children checked gives an indeterminate parent', () => {
    expect(deriveFromChildren([on, off])).toEqual(half);
  });
  it('an indeterminate child makes the parent indeterminate', () => {
    expect(deriveFromChildren([on, half])).toEqual(half);
  });
  it('none checked gives an unchecked parent', () => {
    expect(deriveFromChildren([off, off])).toEqual(off);
  });
  it('no children gives unchecked', () => {
    expect(deriveFromChildren([])).toEqual(off);
  });
});

describe('cascade mode (default)', () => {
  it('all children checked gives a checked parent', () => {
    const tree = toggleAll(buildTree(ITEMS), ['a1', 'a2', 'a3']);
    expect(stateOf(tree, 'a')).toBe('checked');
  });
  it('some children checked gives an indeterminate parent', () => {
    const tree = toggleNode(buildTree(ITEMS), 'a2');
    expect(stateOf(tree, 'a')).toBe('indeterminate');
  });
  it('none checked gives an unchecked parent', () => {
    const tree = toggleAll(buildTree(ITEMS), ['a2', 'a2']);
    expect(stateOf(tree, 'a')).toBe('unchecked');
    expect(stateOf(tree, 'r')).toBe('unchecked');
  });
  it('the change propagates upward to the root', () => {
    const some = toggleNode(buildTree(ITEMS), 'b1');
    expect([stateOf(some, 'b'), stateOf(some, 'r')]).toEqual(['checked', 'indeterminate']);
    const all = toggleAll(some, ['a', 'c']);
    expect(stateOf(all, 'r')).toBe('checked');
  });
  it('checking a parent checks all its descendants', () => {
    const tree = toggleNode(buildTree(ITEMS), 'r');
    expect(checkedIds(tree)).toEqual(ITEMS.map((i) => i.id));
  });
  it('unchecking a parent unchecks all its descendants', () => {
    const tree = toggleAll(buildTree(ITEMS), ['r', 'a']);
    expect(['a', 'a1', 'a2', 'a3'].map((id) => stateOf(tree, id))).toEqual([
      'unchecked',
      'unchecked',
      'unchecked',
      'unchecked',
    ]);
    expect(stateOf(tree, 'r')).toBe('indeterminate');
  });
  it('toggling an indeterminate parent checks it fully', () => {
    const tree = toggleAll(buildTree(ITEMS), ['a1', 'a']);
    expect(['a', 'a1', 'a2', 'a3'].map((id) => stateOf(tree, id))).toEqual([
      'checked',
      'checked',
      'checked',
      'checked',
    ]);
  });
  it('setChecked to the current state changes nothing', () => {
    const tree = toggleNode(buildTree(ITEMS), 'a1');
    expect(checkPatch(tree, 'a1', true).size).toBe(0);
    expect(setChecked(tree, 'a1', true)).toBe(tree);
  });
});

describe('strict mode', () => {
  it('checking a child does not change its parent', () => {
    const tree = toggleAll(buildTree(ITEMS), ['a1', 'a2', 'a3'], 'strict');
    expect(stateOf(tree, 'a')).toBe('unchecked');
    expect(stateOf(tree, 'r')).toBe('unchecked');
  });
  it('checking a parent does not check its children', () => {
    const tree = toggleNode(buildTree(ITEMS), 'a', 'strict');
    expect(checkedIds(tree)).toEqual(['a']);
  });
});

describe('leaf-only mode', () => {
  it('only leaves can be checked', () => {
    const tree = buildTree(ITEMS);
    expect(toggleNode(tree, 'a', 'leafOnly')).toBe(tree);
    expect(checkedIds(toggleNode(tree, 'c', 'leafOnly'))).toEqual(['c']);
  });
  it('a checked leaf does not propagate to its parent', () => {
    const tree = toggleAll(buildTree(ITEMS), ['b1'], 'leafOnly');
    expect(stateOf(tree, 'b')).toBe('unchecked');
  });
});

describe('disabled nodes', () => {
  it.each(['cascade', 'strict', 'leafOnly'] as const)('a disabled node cannot be checked (%s)', (mode) => {
    const tree = withDisabled('c');
    expect(toggleNode(tree, 'c', mode)).toBe(tree);
    expect(checkPatch(tree, 'c', true, mode).size).toBe(0);
  });
  it('a disabled checked node cannot be unchecked', () => {
    const tree = buildTree([{ id: 'k', disabled: true, checked: true }]);
    expect(stateOf(toggleNode(tree, 'k'), 'k')).toBe('checked');
  });
  it('a disabled child is skipped when its parent checks its children; the parent is then indeterminate', () => {
    const tree = toggleNode(withDisabled('a2'), 'a');
    expect(['a1', 'a2', 'a3'].map((id) => stateOf(tree, id))).toEqual(['checked', 'unchecked', 'checked']);
    expect(stateOf(tree, 'a')).toBe('indeterminate');
  });
  it('a disabled branch is left alone when an ancestor checks its descendants', () => {
    const tree = toggleNode(withDisabled('b'), 'r');
    expect([stateOf(tree, 'b'), stateOf(tree, 'b1')]).toEqual(['unchecked', 'unchecked']);
    expect(stateOf(tree, 'r')).toBe('indeterminate');
  });
  it('propagation does not change a disabled ancestor', () => {
    const tree = toggleNode(withDisabled('b'), 'b1');
    expect(stateOf(tree, 'b1')).toBe('checked');
    expect(stateOf(tree, 'b')).toBe('unchecked');
    expect(stateOf(tree, 'r')).toBe('unchecked');
  });
});

describe('immutability', () => {
  it('toggling returns a new map and leaves the old map and its nodes as they were', () => {
    const before = buildTree(ITEMS);
    const snapshot = structuredClone([...before.entries()]);
    const after = toggleNode(before, 'a1');
    expect(after).not.toBe(before);
    expect([...before.entries()]).toEqual(snapshot);
  });
  it('unchanged nodes are shared by reference', () => {
    const before = buildTree(ITEMS);
    const after = toggleNode(before, 'a1');
    expect(after.get('c')).toBe(before.get('c'));
    expect(after.get('a1')).not.toBe(before.get('a1'));
  });
  it('the patch holds only the changed nodes: the leaf and the ancestors whose state changed', () => {
    const tree = toggleNode(buildTree(ITEMS), 'a1');
    expect([...checkPatch(tree, 'a2', true).keys()]).toEqual(['a2']);
    expect([...checkPatch(toggleNode(tree, 'a2'), 'a3', true).keys()].sort()).toEqual(['a', 'a3']);
    expect([...checkPatch(buildTree(ITEMS), 'b1', true).keys()].sort()).toEqual(['b', 'b1', 'r']);
  });
  it('an unknown id changes nothing', () => {
    const tree = buildTree(ITEMS);
    expect(toggleNode(tree, 'nope')).toBe(tree);
    expect(setChecked(tree, 'nope', true)).toBe(tree);
  });
});

describe('checkedIds', () => {
  const tree = toggleAll(buildTree(ITEMS), ['a1', 'b']);
  it('lists fully checked nodes in map order', () => {
    expect(checkedIds(tree)).toEqual(['a1', 'b', 'b1']);
  });
  it('leafOnly lists only checked leaves', () => {
    expect(checkedIds(tree, { leafOnly: true })).toEqual(['a1', 'b1']);
  });
  it('withIndeterminate adds half-checked nodes', () => {
    expect(checkedIds(tree, { withIndeterminate: true })).toEqual(['r', 'a', 'a1', 'b', 'b1']);
  });
  it('an empty tree has none', () => {
    expect(checkedIds(buildTree([]))).toEqual([]);
  });
});

describe('20,000 nodes', () => {
  const N = 20_000;
  /** Department tree: 10 children per node. */
  const wideItems = (): TreeItem[] =>
    Array.from({ length: N }, (_, i) => ({
      id: `n${i}`,
      parentId: i === 0 ? null : `n${Math.floor((i - 1) / 10)}`,
    }));
  const chainItems = (): TreeItem[] =>
    Array.from({ length: N }, (_, i) => ({ id: `n${i}`, parentId: i === 0 ? null : `n${i - 1}` }));

  it('checking the root checks all 20,000 nodes quickly', () => {
    const tree = buildTree(wideItems());
    const started = performance.now();
    const checked = toggleNode(tree, 'n0');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(checkedIds(checked)).toHaveLength(N);
  });
  it('toggling a leaf walks only its ancestors, not the whole tree', () => {
    const tree = buildTree(wideItems());
    const leaf = `n${N - 1}`;
    const depth = node(tree, leaf).level;
    expect(checkPatch(tree, leaf, true).size).toBeLessThanOrEqual(depth);
  });
  it('leaf toggles on a flat 20,000-child list cost one pass over the siblings, not more', () => {
    const items: TreeItem[] = [
      { id: 'root' },
      ...Array.from({ length: N - 1 }, (_, i) => ({ id: `u${i}`, parentId: 'root' })),
    ];
    let tree = buildTree(items);
    // Work counted, not timed (a busy machine makes any time budget lie): the node reads of each toggle.
    let most = 0;
    for (let i = 0; i < 100; i += 1) {
      const counted = new CountingMap(tree);
      tree = setChecked(counted, `u${i}`, true);
      most = Math.max(most, counted.reads);
    }
    expect(most).toBeLessThanOrEqual(2 * N);
    expect(stateOf(tree, 'root')).toBe('indeterminate');
    expect(checkedIds(tree)).toHaveLength(100);
  });
  it('a 20,000-deep chain is handled without recursion (no stack overflow)', () => {
    const tree = buildTree(chainItems());
    expect(node(tree, `n${N - 1}`).level).toBe(N);
    expect(stateOf(toggleNode(tree, `n${N - 1}`), 'n0')).toBe('checked');
    expect(checkedIds(toggleNode(tree, 'n0'))).toHaveLength(N);
  });
});
