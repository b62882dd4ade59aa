/**
 * The docs name only what exists (#29 item 6): every repository path written in code style in the README,
 * docs/ and the folder READMEs — `src/forms/values.ts`, `workers/outbox/`, or a file beside the README that
 * names it — is a file or folder of the repository (a bare file name in docs/ or the README: anywhere in it).
 * A placeholder (`<id>`, `{rule}`, `*`), an API path (`/api/...`) or a command is no path; docs/jnpf-clients
 * describes the platform's repositories, not ours.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(__dirname, '../../..');
const TOP = [
  'contract',
  'core',
  'src',
  'workers',
  'sw',
  'server',
  'tests',
  'scripts',
  'public',
  'docs',
  '.ci',
];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'playwright-report']);

function readmes(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIP_DIRS.has(name) || name.startsWith('.e2e')) return [];
    if (statSync(path).isDirectory()) return readmes(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const FILE_NAME = /^[\w.@-]+\.(ts|tsx|js|mjs|sql|json|css|md|webmanifest|html|png|sh)$/;

/** The code spans of a Markdown text that read as repository paths. */
function pathsIn(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  return spans.filter((span) => {
    if (/[\s<>{}*…|]|^\/|^\.\.?\/|:\/\/|^[A-Z_]+=/.test(span)) return false;
    const first = span.split('/')[0]!;
    return (span.includes('/') && TOP.includes(first)) || FILE_NAME.test(span);
  });
}

const EXTENSIONS = ['', '.ts', '.tsx'];

/**
 * A path exists from the repository's root (an import-style path without its extension too), or (a bare
 * name) beside a folder's README or in a folder under it — for docs/ and the README, anywhere.
 */
function exists(path: string, doc: string): boolean {
  const bare = path.replace(/\/$/, '').replace(/:\d+$/, '');
  const at = (base: string) => EXTENSIONS.some((ext) => existsSync(join(base, `${bare}${ext}`)));
  if (at(REPO) || at(dirname(doc))) return true;
  const general = relative(REPO, doc).startsWith('docs/') || dirname(doc) === REPO;
  return !bare.includes('/') && found(general ? REPO : dirname(doc), bare);
}

function found(dir: string, name: string): boolean {
  return readdirSync(dir).some((entry) => {
    const path = join(dir, entry);
    if (entry === name) return true;
    return !SKIP_DIRS.has(entry) && statSync(path).isDirectory() && found(path, name);
  });
}

describe('the docs', () => {
  it('name only paths that exist', () => {
    const docs = readmes(REPO).filter((f) => {
      const path = relative(REPO, f);
      return (
        !path.startsWith('docs/jnpf-clients/') && (!path.startsWith('tests/') || f.endsWith('README.md'))
      );
    });
    const missing = docs.flatMap((doc) =>
      pathsIn(readFileSync(doc, 'utf8'))
        .filter((path) => !exists(path, doc))
        .map((path) => `${relative(REPO, doc)}: ${path}`),
    );
    expect(docs.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
