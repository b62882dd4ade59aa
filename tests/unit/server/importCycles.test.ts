/**
 * The server's modules import each other one way: no file reaches itself again through relative imports
 * (type-only ones included). The workflow shell reads forms through the registry buildApp hands it
 * (modules/forms), so it never imports a form module back (#13 item 7).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../../server');
const IMPORT = /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((m) => {
    const base = resolve(dirname(file), m[1] ?? '');
    const found = [`${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p));
    return found?.startsWith(ROOT) ? [found] : [];
  });
}

/** Every cycle's files (Tarjan's strongly connected components of more than one file, or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
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

describe('server imports', () => {
  it('no file reaches itself again through its imports', () => {
    const graph = new Map(filesUnder(ROOT).map((f) => [f, importsOf(f)]));
    expect(cycles(graph).map((c) => c.map((f) => relative(ROOT, f)).sort())).toEqual([]);
  });
  it('the workflow shell imports no form module', () => {
    const shell = filesUnder(join(ROOT, 'modules/workflow'));
    // Only the FormSource interface the shell is handed; never a form's own module.
    const forms = (f: string) => /modules\/(hrform\/|forms\/(?!form-source\.ts$))/.test(f);
    for (const file of shell)
      expect(
        importsOf(file)
          .filter(forms)
          .map((f) => relative(ROOT, f)),
      ).toEqual([]);
  });
});
