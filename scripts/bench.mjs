// `npm run bench [name…]`: runs each benchmark in scripts/bench/ (or the named ones) in its own
// Node process, prints every figure as a table, and writes them all as JSON to
// bench-results/latest.json. A benchmark prints one JSON object as its last line of stdout:
// { "name": "...", "figures": [{ "metric", "value", "unit", "budget"?, "peer"? }] }.
// Only the .ts files directly in scripts/bench/ are benchmarks: lib/ holds their helpers and
// pages/ what a browser benchmark loads in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'scripts', 'bench');
const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace(/\.ts$/, '')))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}.`);
  process.exit(1);
}

// The browser benchmarks build the app themselves; its models and WASM reach the build from
// public/vendor/, which only the copy step fills (`npm run build` runs it too).
const vendor = spawnSync(process.execPath, [path.join(root, 'scripts', 'copy-vendor.mjs')], {
  cwd: root,
  stdio: ['ignore', 2, 'inherit'],
});
if (vendor.status !== 0) {
  console.error('Copying the vendor files (models, WASM) into public/vendor/ failed.');
  process.exit(1);
}

const results = [];
let failed = false;
for (const file of files) {
  console.error(`→ ${file}`);
  const run = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(benchDir, file)],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const lastLine = run.stdout.trim().split('\n').pop() ?? '';
  try {
    if (run.status !== 0) throw new Error(`exit ${run.status}`);
    results.push(JSON.parse(lastLine));
  } catch (error) {
    failed = true;
    console.error(`  ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const rows = results.flatMap((result) =>
  result.figures.map((figure) => ({
    bench: result.name,
    metric: figure.metric,
    value: typeof figure.value === 'number' ? Number(figure.value.toPrecision(4)) : figure.value,
    unit: figure.unit ?? '',
    budget: figure.budget ?? '',
    peer: figure.peer ?? '',
  })),
);
console.table(rows);
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
const report = { date: new Date().toISOString(), node: process.version, results };
fs.writeFileSync(path.join(root, 'bench-results', 'latest.json'), JSON.stringify(report, null, 2));
console.log(JSON.stringify(report));
process.exit(failed ? 1 : 0);
