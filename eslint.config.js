// Lint rules, including the architecture's import boundaries (DESIGN.md §2):
// the analysis engine is pure (no React, Dexie or network), views neither fetch nor write tables,
// the server never imports UI code, and src/shared depends on nothing else.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const UI_MODULES = ['app', 'pages', 'components', 'hooks', 'db', 'sync', 'auth', 'backend', 'pwa'];
// From src/analysis the app's modules are reached by relative paths; from server/ through src/.
const appPatternsFromSrc = UI_MODULES.flatMap((dir) => [
  `../${dir}/**`,
  `../../${dir}/**`,
  `../../../${dir}/**`,
]);
const appPatternsFromServer = UI_MODULES.map((dir) => `**/src/${dir}/**`);
const networkGlobals = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
  name,
  message: 'Network access belongs in src/backend, src/sync or src/auth, never here.',
}));

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
    files: ['src/analysis/**/*.ts'],
    ignores: ['src/analysis/api.ts', 'src/analysis/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'dexie', 'dexie-react-hooks'].map((name) => ({
            name,
            message: 'The analysis engine is pure TypeScript: no React, no Dexie.',
          })),
          patterns: [
            { group: appPatternsFromSrc, message: 'The analysis engine imports no app code.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...networkGlobals],
    },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Views read through hooks and write through db/repos.' },
          ],
          patterns: [
            {
              group: ['**/db/database', '**/db/schema'],
              message: 'Views read through hooks (useLiveQuery) and write through db/repos only.',
            },
            {
              group: ['**/sync/**', '**/backend/**'],
              message: 'Views never talk to the network: use hooks, repos or app providers.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...networkGlobals],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '!../shared/**', 'react', 'dexie'],
              message: 'src/shared holds wire types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'dexie', 'dexie-react-hooks'].map((name) => ({
            name,
            message: 'The server never imports UI code.',
          })),
          patterns: [
            {
              group: appPatternsFromServer,
              message: 'The server may import src/shared and src/analysis only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line programs print their results.
    files: ['scripts/**/*.{js,mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
);
