// Lint rules, including the architecture's import boundaries (DESIGN.md §2):
// the analysis engine is pure (no React, Dexie or network), views neither fetch nor write tables,
// the server never imports UI code, and src/shared depends on nothing else.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

// Import boundaries are checked on resolved files, not on how an import is spelled: a zone matches
// `../../db/schema.ts`, `../db/schema` and any depth alike. An import the resolver cannot find is
// not checked, which is why src/test/importBoundaries.test.ts lints one probe per crossing.
const resolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] });

/** Folders of src/ that make up the app around the engine. */
const APP_FOLDERS = [
  'app',
  'flows',
  'pages',
  'components',
  'hooks',
  'db',
  'sync',
  'auth',
  'backend',
  'pwa',
];
const VIEW_FOLDERS = ['src/pages', 'src/components'];
const REACT_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'dexie-react-hooks',
  'react-router-dom',
  'react-toastify',
];
const NETWORK_PACKAGES = ['@supabase/postgrest-js'];
const networkGlobals = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
  name,
  message: 'Network access belongs in src/backend, src/sync or src/auth, never here.',
}));
const forbidPackages = (names, message) => names.map((name) => ({ name, message }));

/** One `import-x/no-restricted-paths` rule: files under `target` never import from `from`. */
function boundary(zones) {
  return ['error', { basePath: ROOT, zones }];
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'public/vendor/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'bench-results/**',
      // Real export files kept byte-for-byte as test data, not project code.
      'src/analysis/imports/heldout/samples/**',
      'src/analysis/imports/heldout/second/samples/**',
      'src/analysis/imports/heldout/third/samples/**',
      'src/analysis/imports/heldout/fourth/samples/**',
      'src/analysis/imports/heldout/fifth/samples/**',
      'src/analysis/imports/heldout/sixth/samples/**',
      'src/analysis/imports/heldout/seventh/samples/**',
      'src/analysis/imports/heldout/eighth/samples/**',
      'src/analysis/imports/heldout/ninth/samples/**',
      'src/analysis/imports/heldout/tenth/samples/**',
      'src/analysis/imports/heldout/eleventh/samples/**',
      'src/analysis/imports/heldout/twelfth/samples/**',
      'src/analysis/imports/heldout/thirteenth/samples/**',
      'src/analysis/imports/heldout/fourteenth/samples/**',
      'src/analysis/imports/heldout/fifteenth/samples/**',
      'src/analysis/imports/heldout/sixteenth/samples/**',
      'src/analysis/imports/heldout/seventeenth/samples/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [resolver] },
  },
  {
    files: ['src/analysis/**/*.ts'],
    ignores: ['src/analysis/api.ts', 'src/analysis/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: forbidPackages(
            [...REACT_PACKAGES, 'dexie', ...NETWORK_PACKAGES],
            'The analysis engine is pure TypeScript: no React, no Dexie, no network.',
          ),
        },
      ],
      'import-x/no-restricted-paths': boundary([
        {
          target: 'src/analysis',
          from: APP_FOLDERS.map((dir) => `src/${dir}`),
          message: 'The analysis engine imports no app code (views, store, network clients).',
        },
      ]),
      'no-restricted-globals': ['error', ...networkGlobals],
    },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: forbidPackages(
            ['dexie', ...NETWORK_PACKAGES],
            'Views read through hooks and write through db/repos.',
          ),
        },
      ],
      'import-x/no-restricted-paths': boundary([
        {
          target: VIEW_FOLDERS,
          from: ['src/db/database.ts', 'src/db/schema.ts'],
          message: 'Views read through hooks (useLiveQuery) and write through db/repos only.',
        },
        {
          target: VIEW_FOLDERS,
          from: ['src/sync', 'src/backend'],
          message: 'Views never talk to the network: use hooks, repos or app providers.',
        },
      ]),
      'no-restricted-globals': ['error', ...networkGlobals],
    },
  },
  {
    files: ['src/hooks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: forbidPackages(NETWORK_PACKAGES, 'Hooks never call the network: a flow does.'),
        },
      ],
      'import-x/no-restricted-paths': boundary([
        {
          target: 'src/hooks',
          from: ['src/backend'],
          message: 'Hooks never call the network: a flow in src/flows does, and the hook calls it.',
        },
        {
          target: 'src/hooks',
          from: VIEW_FOLDERS,
          message: 'Hooks never import from views: move shared logic out of the component.',
        },
      ]),
      'no-restricted-globals': ['error', ...networkGlobals],
    },
  },
  {
    // The store, the sync engine and the server's clients are plain TypeScript.
    files: ['src/sync/**/*.ts', 'src/db/**/*.ts', 'src/backend/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: forbidPackages(
            REACT_PACKAGES,
            'src/sync, src/db and src/backend are plain TypeScript: no React.',
          ),
        },
      ],
      'import-x/no-restricted-paths': boundary([
        {
          target: ['src/sync', 'src/db', 'src/backend'],
          from: ['src/app', 'src/flows', 'src/pages', 'src/components', 'src/hooks'],
          message:
            'src/sync, src/db and src/backend never import the app shell, flows, views or hooks.',
        },
      ]),
    },
  },
  {
    // Flows (import, scan, profile check) and their workers: plain TypeScript under the views.
    files: ['src/flows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: forbidPackages(REACT_PACKAGES, 'Flows are plain TypeScript: no React.') },
      ],
      'import-x/no-restricted-paths': boundary([
        {
          target: 'src/flows',
          from: ['src/app', 'src/pages', 'src/components', 'src/hooks'],
          message: 'Flows never import the app shell, views or hooks: those call the flows.',
        },
      ]),
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: forbidPackages([...REACT_PACKAGES, 'dexie'], 'src/shared holds wire types only.'),
        },
      ],
      'import-x/no-restricted-paths': boundary([
        {
          target: 'src/shared',
          from: ['src', 'server'],
          except: ['./shared'],
          message: 'src/shared holds wire types only and depends on nothing else.',
        },
      ]),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: forbidPackages([...REACT_PACKAGES, 'dexie'], 'The server never imports UI code.'),
        },
      ],
      'import-x/no-restricted-paths': boundary([
        {
          target: 'server',
          from: APP_FOLDERS.map((dir) => `src/${dir}`),
          message: 'The server may import src/shared and src/analysis only.',
        },
      ]),
    },
  },
  {
    // Command-line programs print their results.
    files: ['scripts/**/*.{js,mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
);
