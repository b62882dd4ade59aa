/**
 * Imports run one way: no file of the repository reaches itself again through relative imports (type-only
 * ones included), and the workflow shell reads forms through the registry buildApp hands it (declared beside
 * the engine, server/workflow/form-source.ts), so it never imports a form module back (#13 item 7).
 */
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, filesUnder, importGraph, importsOf } from '../../shared/importGraph';

const REPO = resolve(__dirname, '../../..');
const SERVER = join(REPO, 'server');
const CODE = ['contract', 'src', 'workers', 'sw', 'server'].map((dir) => join(REPO, dir));

describe('imports', () => {
  it('no file reaches itself again through its imports', () => {
    const circles = cycles(importGraph(CODE, REPO));
    expect(circles.map((c) => c.map((f) => relative(REPO, f)).sort())).toEqual([]);
  });

  it('the workflow shell imports no form module', () => {
    const shell = filesUnder(join(SERVER, 'modules/workflow'));
    // The FormSource interface it is handed lives beside the engine (server/workflow/form-source.ts).
    const forms = (f: string) => /modules\/(hrform|forms|cancellation)\//.test(f);
    for (const file of shell)
      expect(
        importsOf(file, SERVER)
          .filter(forms)
          .map((f) => relative(SERVER, f)),
      ).toEqual([]);
  });
});

describe('the top-level folders', () => {
  /** What each top-level folder may import besides itself: src → workers → core → contract, sw → workers. */
  const MAY_IMPORT: Record<string, string[]> = {
    contract: [],
    'core/lib': ['contract'],
    'core/store': ['core/lib', 'contract'],
    'core/net': ['core/lib', 'contract'],
    workers: ['core/lib', 'core/store', 'core/net', 'contract'],
    sw: ['workers', 'core/lib', 'core/store', 'core/net', 'contract'],
    src: ['workers', 'core/lib', 'core/store', 'core/net', 'contract'],
    server: ['core/lib', 'contract'],
  };
  const folderOf = (file: string) => {
    const path = relative(REPO, file);
    return Object.keys(MAY_IMPORT).find((folder) => path.startsWith(`${folder}/`)) ?? path;
  };

  it('no import runs back up: each folder imports only the folders below it', () => {
    const graph = importGraph(CODE.concat(join(REPO, 'core')), REPO);
    const upward = new Set<string>();
    for (const [file, imports] of graph)
      for (const imported of imports) {
        const [from, to] = [folderOf(file), folderOf(imported)];
        if (from !== to && !MAY_IMPORT[from]?.includes(to)) upward.add(`${from} → ${to}`);
      }
    expect([...upward]).toEqual([]);
  });
});
