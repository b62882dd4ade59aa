// ESLint flat config: strict TypeScript, React hooks, and the layer direction of ARCHITECTURE.md §2
// enforced with no-restricted-imports (one door per mechanism: Dexie only in src/data/db.ts).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const layer = (files, patterns, paths = [noDexie]) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
});
const noDexie = { name: 'dexie', message: 'Open Dexie only in src/data/db.ts.' };
const UI = ['**/src/app/**', '**/src/features/**', '**/app/*', '**/features/*'];
const noReact = { name: 'react', message: 'This layer must not depend on React.' };

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      complexity: ['error', 10],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'no-restricted-imports': ['error', { paths: [noDexie] }],
    },
  },
  layer(
    ['src/lib/**', 'contract/**'],
    ['**/src/**', '**/server/**', '**/workers/**', '../data/*', '../api/*', ...UI],
    [noDexie, noReact],
  ),
  layer(['src/data/**', 'src/api/**'], ['**/features/**', '**/app/**', '**/server/**', '**/workers/**']),
  layer(['src/data/db.ts'], ['**/features/**', '**/app/**'], []),
  layer(['workers/**', 'sw/**'], [...UI, '**/server/**'], [noDexie, noReact]),
  // Features never reach up into the shell; the shared layers under them never reach up at all (#13 item 8).
  layer(['src/features/**'], ['**/src/app/**', '**/app/*']),
  layer(['src/ui/**', 'src/forms/**', 'src/sync/**', 'src/session/**'], [...UI, '**/server/**']),
  layer(
    ['server/**'],
    ['**/src/app/**', '**/src/features/**', '**/src/data/**', '**/src/api/**', '**/workers/**'],
    [noDexie, noReact],
  ),
  // The token travels only through the HTTP and socket doors, which check the origin (src/api/apiUrl.ts).
  {
    files: ['src/**', 'workers/**', 'sw/**'],
    ignores: ['src/api/fetchCore.ts', 'workers/outbox/flush.ts', 'workers/outbox/bench.ts'],
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
    rules: { 'max-lines-per-function': 'off', 'no-restricted-imports': 'off' },
  },
);
