/** Visible rows of a tree for a virtual list, subtree totals and subtree ids. */
import { describe, expect, it } from 'vitest';
import { subtreeIds, subtreeTotals, visibleRows } from '../../../core/lib/treeRows';

//  h ─┬─ d1 ─── w1
//     ├─ d2
//     └─ d3 ─┬─ w3a
//            └─ w3b
const CHILDREN: Record<string, string[]> = { h: ['d1', 'd2', 'd3'], d1: ['w1'], d3: ['w3a', 'w3b'] };
const childrenOf = (id: string) => CHILDREN[id] ?? [];
const expandedOnly =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);
const shape = (rows: ReturnType<typeof visibleRows>) =>
  rows.map((r) => `${r.id}@${r.level}${r.expanded ? '+' : ''}`);

describe('visibleRows', () => {
  it('a collapsed root shows only itself', () => {
    expect(shape(visibleRows(['h'], childrenOf, expandedOnly()))).toEqual(['h@1']);
  });
  it('an expanded node shows its children in order, one level deeper', () => {
    expect(shape(visibleRows(['h'], childrenOf, expandedOnly('h')))).toEqual([
      'h@1+',
      'd1@2',
      'd2@2',
      'd3@2',
    ]);
  });
  it('children of a collapsed node stay hidden even when they are expanded themselves', () => {
    expect(shape(visibleRows(['h'], childrenOf, expandedOnly('d3')))).toEqual(['h@1']);
  });
  it('nested expansion is depth-first', () => {
    expect(shape(visibleRows(['h'], childrenOf, expandedOnly('h', 'd1', 'd3')))).toEqual([
      'h@1+',
      'd1@2+',
      'w1@3',
      'd2@2',
      'd3@2+',
      'w3a@3',
      'w3b@3',
    ]);
  });
  it('a leaf is never reported as expanded and says it has no children', () => {
    const [row] = visibleRows(['d2'], childrenOf, () => true);
    expect(row).toEqual({ id: 'd2', level: 1, hasChildren: false, expanded: false });
  });
  it('several roots keep their order', () => {
    expect(shape(visibleRows(['d2', 'd1'], childrenOf, () => false))).toEqual(['d2@1', 'd1@1']);
  });
  it('a cycle does not loop forever', () => {
    const cyclic = (id: string) => (id === 'a' ? ['b'] : id === 'b' ? ['a'] : []);
    expect(shape(visibleRows(['a'], cyclic, () => true))).toEqual(['a@1+', 'b@2+']);
  });
  it('flattens a 20,000-node tree that is fully expanded', () => {
    const kids = (id: string) =>
      id === 'root'
        ? Array.from({ length: 100 }, (_, i) => `g${i}`)
        : id.startsWith('g')
          ? Array.from({ length: 200 }, (_, i) => `p${id}-${i}`)
          : [];
    const rows = visibleRows(['root'], kids, () => true);
    expect(rows).toHaveLength(1 + 100 + 20_000);
    expect(rows[2]).toMatchObject({ id: 'pg0-0', level: 3 });
  });
});

describe('subtreeTotals', () => {
  it('adds each node’s own amount to its subtree’s', () => {
    const own: Record<string, number> = { h: 1, d1: 2, w1: 10, d2: 3, d3: 0, w3a: 4, w3b: 5 };
    const totals = subtreeTotals(['h'], childrenOf, (id) => own[id] ?? 0);
    expect(Object.fromEntries(totals)).toEqual({ w1: 10, d1: 12, d2: 3, w3a: 4, w3b: 5, d3: 9, h: 25 });
  });
});

describe('subtreeIds', () => {
  it('holds the node and everything under it', () => {
    expect([...subtreeIds('d3', childrenOf)].sort()).toEqual(['d3', 'w3a', 'w3b']);
    expect(subtreeIds('h', childrenOf).size).toBe(7);
  });
});
