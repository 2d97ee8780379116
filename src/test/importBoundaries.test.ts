// The import boundaries of eslint.config.js, each proved by a probe: a file that crosses one
// boundary is linted with the project's own configuration and must get an error from the rule that
// guards it; a file that stays inside its boundaries must lint clean. Probes import real files at
// several depths, with and without the `.ts`/`.tsx` suffix, so a rule that stops matching (a
// pattern that only knows one spelling, a zone the resolver no longer reaches) fails here.
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT });

const PATHS_RULE = 'import-x/no-restricted-paths';
const PACKAGES_RULE = 'no-restricted-imports';
const GLOBALS_RULE = 'no-restricted-globals';
const BOUNDARY_RULES = new Set([PATHS_RULE, PACKAGES_RULE, GLOBALS_RULE]);

interface Probe {
  /** Where the probe file would live (it is never written). */
  file: string;
  /** Its one line of code. */
  code: string;
}

/** A probe in `file` importing the project file `target` by a relative path. */
function importing(file: string, target: string, spelling: 'suffix' | 'bare' = 'suffix'): Probe {
  let specifier = path.posix.relative(path.posix.dirname(file), target);
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  if (spelling === 'bare') specifier = specifier.replace(/\.tsx?$/, '');
  return { file, code: `import '${specifier}';\n` };
}

const importingPackage = (file: string, name: string): Probe => ({
  file,
  code: `import '${name}';\n`,
});
const callingNetwork = (file: string, global: string): Probe => ({
  file,
  code: `export const probe = ${global};\n`,
});

async function boundaryErrors(probe: Probe): Promise<string[]> {
  const [result] = await eslint.lintText(probe.code, { filePath: path.join(ROOT, probe.file) });
  const fatal = result!.messages.filter((message) => message.fatal);
  expect(fatal, `${probe.file} does not parse`).toEqual([]);
  return result!.messages
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => message.ruleId!);
}

const crossings: Array<[string, Probe, string]> = [
  // The engine: no React, Dexie, store, network clients or views, at any depth.
  ['engine → store', importing('src/analysis/probe.ts', 'src/db/database.ts'), PATHS_RULE],
  [
    'engine, four levels down → schema, without suffix',
    importing('src/analysis/rules/privacy/deep/probe.ts', 'src/db/schema.ts', 'bare'),
    PATHS_RULE,
  ],
  [
    'engine, five levels down → REST client',
    importing('src/analysis/imports/google/a/b/probe.ts', 'src/backend/restClient.ts'),
    PATHS_RULE,
  ],
  [
    'engine → a view',
    importing('src/analysis/text/probe.ts', 'src/components/Icon.tsx'),
    PATHS_RULE,
  ],
  [
    'engine → a page',
    importing('src/analysis/probe.ts', 'src/pages/DashboardPage.tsx'),
    PATHS_RULE,
  ],
  ['engine → a hook', importing('src/analysis/probe.ts', 'src/hooks/useFindings.ts'), PATHS_RULE],
  ['engine → sync', importing('src/analysis/probe.ts', 'src/sync/engine.ts'), PATHS_RULE],
  ['engine → the shell', importing('src/analysis/probe.ts', 'src/app/App.tsx'), PATHS_RULE],
  ['engine → auth', importing('src/analysis/probe.ts', 'src/auth/session.ts'), PATHS_RULE],
  ['engine → a flow', importing('src/analysis/probe.ts', 'src/flows/scanFlow.ts'), PATHS_RULE],
  ['engine → React', importingPackage('src/analysis/probe.ts', 'react'), PACKAGES_RULE],
  ['engine → Dexie', importingPackage('src/analysis/image/probe.ts', 'dexie'), PACKAGES_RULE],
  [
    'engine → a REST client package',
    importingPackage('src/analysis/probe.ts', '@supabase/postgrest-js'),
    PACKAGES_RULE,
  ],
  ['engine calls fetch', callingNetwork('src/analysis/probe.ts', 'fetch'), GLOBALS_RULE],
  ['engine opens a WebSocket', callingNetwork('src/analysis/probe.ts', 'WebSocket'), GLOBALS_RULE],

  // Views: read through hooks, write through repos, never the network.
  [
    'component → database',
    importing('src/components/report/probe.tsx', 'src/db/database.ts'),
    PATHS_RULE,
  ],
  [
    'component → schema, without suffix',
    importing('src/components/report/probe.tsx', 'src/db/schema.ts', 'bare'),
    PATHS_RULE,
  ],
  ['component → schema', importing('src/components/probe.tsx', 'src/db/schema.ts'), PATHS_RULE],
  [
    'page → database, without suffix',
    importing('src/pages/probe.tsx', 'src/db/database.ts', 'bare'),
    PATHS_RULE,
  ],
  ['page → sync', importing('src/pages/probe.tsx', 'src/sync/engine.ts'), PATHS_RULE],
  ['page → REST client', importing('src/pages/probe.tsx', 'src/backend/restClient.ts'), PATHS_RULE],
  [
    'component, three levels down → REST client',
    importing('src/components/a/b/probe.tsx', 'src/backend/restClient.ts', 'bare'),
    PATHS_RULE,
  ],
  ['component → Dexie', importingPackage('src/components/probe.tsx', 'dexie'), PACKAGES_RULE],
  ['component calls fetch', callingNetwork('src/components/probe.tsx', 'fetch'), GLOBALS_RULE],
  ['page calls fetch', callingNetwork('src/pages/probe.tsx', 'fetch'), GLOBALS_RULE],

  // Hooks: never the network, never logic from a view.
  ['hook → data client', importing('src/hooks/probe.ts', 'src/backend/dataClient.ts'), PATHS_RULE],
  ['hook → a component', importing('src/hooks/probe.ts', 'src/components/Icon.tsx'), PATHS_RULE],
  [
    'hook → a page, without suffix',
    importing('src/hooks/probe.ts', 'src/pages/DashboardPage.tsx', 'bare'),
    PATHS_RULE,
  ],
  [
    'hook → a REST client package',
    importingPackage('src/hooks/probe.ts', '@supabase/postgrest-js'),
    PACKAGES_RULE,
  ],
  ['hook calls fetch', callingNetwork('src/hooks/probe.ts', 'fetch'), GLOBALS_RULE],

  // The store, sync and the server's clients: plain TypeScript, below the UI.
  ['sync → React', importingPackage('src/sync/probe.ts', 'react'), PACKAGES_RULE],
  ['store → React', importingPackage('src/db/repos/probe.ts', 'react'), PACKAGES_RULE],
  [
    'store → React hooks for Dexie',
    importingPackage('src/db/probe.ts', 'dexie-react-hooks'),
    PACKAGES_RULE,
  ],
  ['client → React DOM', importingPackage('src/backend/probe.ts', 'react-dom'), PACKAGES_RULE],
  ['sync → a component', importing('src/sync/probe.ts', 'src/components/Icon.tsx'), PATHS_RULE],
  ['store → a hook', importing('src/db/repos/probe.ts', 'src/hooks/useFindings.ts'), PATHS_RULE],
  ['store → a page', importing('src/db/probe.ts', 'src/pages/DashboardPage.tsx'), PATHS_RULE],
  ['client → the shell', importing('src/backend/probe.ts', 'src/app/App.tsx', 'bare'), PATHS_RULE],
  ['store → a flow', importing('src/db/repos/probe.ts', 'src/flows/scanFlow.ts'), PATHS_RULE],
  ['sync → a flow', importing('src/sync/probe.ts', 'src/flows/importFlow.ts', 'bare'), PATHS_RULE],

  // Flows: plain TypeScript that views and hooks call, never the other way round.
  ['flow → React', importingPackage('src/flows/probe.ts', 'react'), PACKAGES_RULE],
  ['flow → a component', importing('src/flows/probe.ts', 'src/components/Icon.tsx'), PATHS_RULE],
  ['flow → a hook', importing('src/flows/probe.ts', 'src/hooks/useFindings.ts'), PATHS_RULE],
  ['flow → the shell', importing('src/flows/probe.ts', 'src/app/notify.ts'), PATHS_RULE],

  // The server: src/shared and src/analysis only.
  [
    'server → a component',
    importing('server/rest/probe.ts', 'src/components/Icon.tsx'),
    PATHS_RULE,
  ],
  ['server → the store', importing('server/probe.ts', 'src/db/database.ts'), PATHS_RULE],
  [
    'server, three levels down → a hook, without suffix',
    importing('server/a/b/probe.ts', 'src/hooks/useFindings.ts', 'bare'),
    PATHS_RULE,
  ],
  [
    'server → the app clients',
    importing('server/probe.ts', 'src/backend/restClient.ts'),
    PATHS_RULE,
  ],
  ['server → a flow', importing('server/probe.ts', 'src/flows/scanFlow.ts'), PATHS_RULE],
  ['server → React', importingPackage('server/probe.ts', 'react'), PACKAGES_RULE],

  // src/shared: wire types that depend on nothing else.
  ['shared → the store', importing('src/shared/probe.ts', 'src/db/database.ts'), PATHS_RULE],
  ['shared → the engine', importing('src/shared/probe.ts', 'src/analysis/scoring.ts'), PATHS_RULE],
  ['shared → the server', importing('src/shared/probe.ts', 'server/config.ts'), PATHS_RULE],
  ['shared → React', importingPackage('src/shared/probe.ts', 'react'), PACKAGES_RULE],
];

const allowed: Array<[string, Probe]> = [
  ['engine → shared', importing('src/analysis/rules/privacy/probe.ts', 'src/shared/platforms.ts')],
  ['component → a hook', importing('src/components/report/probe.tsx', 'src/hooks/useFindings.ts')],
  ['component → React', importingPackage('src/components/probe.tsx', 'react')],
  ['hook → a repository', importing('src/hooks/probe.ts', 'src/db/repos/scans.ts')],
  ['hook → a flow', importing('src/hooks/probe.ts', 'src/flows/scanFlow.ts')],
  ['flow → the REST client', importing('src/flows/probe.ts', 'src/backend/restClient.ts')],
  ['flow → the store', importing('src/flows/probe.ts', 'src/db/database.ts')],
  ['hook → the store', importing('src/hooks/probe.ts', 'src/db/database.ts', 'bare')],
  ['sync → a repository', importing('src/sync/probe.ts', 'src/db/repos/scans.ts')],
  ['store → the engine', importing('src/db/repos/probe.ts', 'src/analysis/scoring.ts')],
  ['server → the engine', importing('server/cli/probe.ts', 'src/analysis/scoring.ts')],
  ['server → shared', importing('server/probe.ts', 'src/shared/platforms.ts', 'bare')],
  ['shared → shared', importing('src/shared/probe.ts', 'src/shared/platforms.ts')],
];

describe('import boundaries', () => {
  it.each(crossings)('refuses %s', async (_name, probe, rule) => {
    expect(await boundaryErrors(probe)).toContain(rule);
  });

  it.each(allowed)('allows %s', async (_name, probe) => {
    expect(await boundaryErrors(probe)).toEqual([]);
  });
});
