/**
 * The repository's import graph, read from the source (relative imports and re-exports, type-only ones
 * included): files under a folder, the files one file imports, and the import circles of a graph.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const IMPORT = /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g;
const SOURCE = /\.tsx?$/;

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return filesUnder(path);
    return SOURCE.test(path) && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** The files `file` imports by a relative path, resolved as TypeScript does (`x.ts`, `x.tsx`, `x/index.ts`). */
export function importsOf(file: string, within: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((m) => {
    const base = resolve(dirname(file), m[1] ?? '');
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
    const found = candidates.find((p) => SOURCE.test(p) && existsSync(p));
    return found?.startsWith(within) ? [found] : [];
  });
}

export function importGraph(dirs: readonly string[], within: string): Map<string, string[]> {
  return new Map(dirs.flatMap(filesUnder).map((f) => [f, importsOf(f, within)]));
}

/** Every circle's files (Tarjan's strongly connected components of more than one file, or a self-import). */
export function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = stack.splice(stack.indexOf(v));
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}
