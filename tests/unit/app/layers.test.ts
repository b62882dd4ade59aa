/**
 * Lint refuses every import that runs up a layer (docs/ARCHITECTURE.md §2), on the file it resolves to,
 * however its path is written: a probe planted in each layer imports a file of every layer it must not
 * reach, by a plain relative path and by a roundabout one, and each is refused; an import downwards passes.
 */
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYER_ZONES } from '../../../eslint.config.js';

const REPO = resolve(__dirname, '../../..');

/** A real file of each layer, the import a probe tries. */
const FILE_OF: Record<string, string> = {
  './contract': 'contract/codes.ts',
  './core': 'core/store/db.ts',
  './core/lib': 'core/lib/dates.ts',
  './core/store': 'core/store/db.ts',
  './core/net': 'core/net/fetchCore.ts',
  './src': 'src/app/routeTable.ts',
  './src/data': 'src/data/active.ts',
  './src/api': 'src/api/http.ts',
  './src/ui': 'src/ui/toast.ts',
  './src/forms': 'src/forms/values.ts',
  './src/sync': 'src/sync/signals.ts',
  './src/session': 'src/session/session.ts',
  './src/i18n': 'src/i18n/index.ts',
  './src/features': 'src/features/apply/applyForms.ts',
  './src/app': 'src/app/routeTable.ts',
  './workers': 'workers/types.ts',
  './sw': 'sw/notifications.ts',
  './server': 'server/config/index.ts',
};

const list = (v: string | string[]) => (Array.isArray(v) ? v : [v]);

/** Every (probe, forbidden file) pair of the zones. */
const forbidden = LAYER_ZONES.flatMap((zone) =>
  list(zone.target).flatMap((target) =>
    list(zone.from).map((from) => ({ probe: join(target, '__probe__.ts'), file: FILE_OF[from]! })),
  ),
);

const specifier = (probe: string, file: string) => {
  const rel = relative(dirname(join(REPO, probe)), join(REPO, file)).replace(/\.tsx?$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

const eslint = new ESLint({ cwd: REPO });

async function refusals(probe: string, spec: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as x from '${spec}';\nexport { x };\n`, {
    filePath: join(REPO, probe),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('the layers, on resolved paths', () => {
  it('has a probe for each layer and each layer it must not reach', () => {
    expect(forbidden.length).toBeGreaterThanOrEqual(43);
    expect(forbidden.filter((f) => !f.file)).toEqual([]);
  });

  it('refuses every import up a layer, written plainly', async () => {
    const passed: string[] = [];
    for (const { probe, file } of forbidden)
      if ((await refusals(probe, specifier(probe, file))).length === 0) passed.push(`${probe} → ${file}`);
    expect(passed).toEqual([]);
  });

  it('refuses it written the long way round (through a parent and back, with ./ inside)', async () => {
    const passed: string[] = [];
    for (const { probe, file } of forbidden) {
      const roundabout = `${specifier(probe, file).replace(/^\.\//, '')}`.replace(
        /^/,
        `../${dirname(probe).split('/').pop()}/./`,
      );
      if ((await refusals(probe, roundabout)).length === 0) passed.push(`${probe} → ${roundabout}`);
    }
    expect(passed).toEqual([]);
  });

  it('lets an import down a layer through', async () => {
    for (const [probe, file] of [
      ['workers/__probe__.ts', 'core/store/db.ts'],
      ['src/features/__probe__.ts', 'src/forms/values.ts'],
      ['server/__probe__.ts', 'core/lib/dates.ts'],
      ['core/store/__probe__.ts', 'core/lib/dates.ts'],
    ] as const)
      expect(await refusals(probe, specifier(probe, file)), `${probe} → ${file}`).toEqual([]);
  });
});
