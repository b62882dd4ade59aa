// ESLint flat config: strict TypeScript, React hooks, and the layers of docs/ARCHITECTURE.md §2 enforced on
// the file an import resolves to (import-x/no-restricted-paths), whatever way its path is written; one door
// per mechanism (Dexie opened only in core/store/db.ts).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

/** Each layer and what it may never import; a folder below `from` of its own is allowed unless listed. */
export const LAYER_ZONES = [
  { target: './contract', from: ['./core', './src', './workers', './sw', './server'] },
  { target: './core/lib', from: ['./core/store', './core/net', './src', './workers', './sw', './server'] },
  { target: './core/store', from: ['./core/net', './src', './workers', './sw', './server'] },
  { target: './core/net', from: ['./core/store', './src', './workers', './sw', './server'] },
  { target: './workers', from: ['./src', './sw', './server'] },
  { target: './sw', from: ['./src', './server'] },
  { target: './server', from: ['./core/store', './core/net', './src', './workers', './sw'] },
  {
    target: ['./src/data', './src/api'],
    from: ['./src/ui', './src/forms', './src/sync', './src/session', './src/features', './src/app'],
  },
  {
    target: ['./src/ui', './src/forms', './src/sync', './src/session', './src/i18n'],
    from: ['./src/features', './src/app'],
  },
  { target: './src/features', from: ['./src/app'] },
].map((zone) => ({
  ...zone,
  message: 'A layer imports only the layers below it (docs/ARCHITECTURE.md §2).',
}));

const noDexie = { name: 'dexie', message: 'Open Dexie only in core/store/db.ts.' };
const noReact = { name: 'react', message: 'This layer must not depend on React.' };
const restricted = (files, paths) => ({ files, rules: { 'no-restricted-imports': ['error', { paths }] } });

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      complexity: ['error', 10],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'no-restricted-imports': ['error', { paths: [noDexie] }],
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
  restricted(['core/**', 'workers/**', 'sw/**', 'server/**', 'contract/**'], [noDexie, noReact]),
  restricted(['core/store/db.ts'], []),
  // The token travels only through the HTTP and socket doors, which check the origin (core/net/apiUrl.ts).
  {
    files: ['src/**', 'core/**', 'workers/**', 'sw/**'],
    ignores: ['core/net/fetchCore.ts', 'workers/outbox/flush.ts', 'workers/outbox/bench.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
          name,
          message: 'Reach the network only through the HTTP door (src/api/http.ts) or the worker doors.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['fetch', 'WebSocket', 'XMLHttpRequest'].map((property) => ({
          object: 'globalThis',
          property,
          message: 'Reach the network only through the HTTP door (src/api/http.ts) or the worker doors.',
        })),
      ],
    },
  },
  {
    files: ['workers/socket.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['tests/**', 'scripts/**', '**/*.config.*'],
    rules: {
      'max-lines-per-function': 'off',
      'no-restricted-imports': 'off',
      'import-x/no-restricted-paths': 'off',
    },
  },
);
