// First-load JavaScript of `/` (DESIGN.md §8: ≤ 250 KB gzip): the scripts and module preloads the
// built index.html references, gzipped at level 9. Lazy chunks (the analysis worker, models,
// charts) are not part of the first load and are reported separately as the total. Measured on a
// build made for the measurement.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

// A fresh build of the tree as it is, in a folder of its own: an existing dist/ may be older than
// the code, and measuring it would report a figure for code that is no longer there.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'footprint-bundle-'));
process.on('exit', () => fs.rmSync(dist, { recursive: true, force: true }));
const build = spawnSync(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    'build',
    '--outDir',
    dist,
    '--emptyOutDir',
    '--logLevel',
    'error',
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (build.status !== 0) throw new Error('vite build failed');
const indexHtml = path.join(dist, 'index.html');

const html = fs.readFileSync(indexHtml, 'utf8');
const referenced = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => match[1]!);

const gzipSize = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file.replace(/^\//, ''))), { level: 9 }).length;

const firstLoad = [...new Set(referenced)].reduce((sum, file) => sum + gzipSize(file), 0);
const allJs = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzipSize(path.join('assets', file)), 0);
const css = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.css'))
  .reduce((sum, file) => sum + gzipSize(path.join('assets', file)), 0);

console.log(
  JSON.stringify({
    name: 'bundle',
    figures: [
      { metric: 'first_load_js_gzip', value: firstLoad / 1024, unit: 'KB', budget: 250 },
      { metric: 'all_app_js_gzip', value: allJs / 1024, unit: 'KB' },
      { metric: 'css_gzip', value: css / 1024, unit: 'KB' },
    ],
  }),
);
