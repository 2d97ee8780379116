// Copies the image check's models and WASM files from node_modules into public/vendor/, where the
// app serves them (and the service worker caches them on first use, not at install). Runs before
// `vite build`, `vite` dev and the end-to-end tests; public/vendor/ is git-ignored.
// Invariant: every file the browser environment asks for under /vendor/ is listed here, so the
// app never reaches for a CDN (tesseract.js, Human and zxing-wasm all default to one).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'package.json'));
const target = path.join(root, 'public', 'vendor');

function packageDir(name) {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json')) || !dir.endsWith(name.split('/').pop()))
    dir = path.dirname(dir);
  return dir;
}

const copies = [
  // Human's BlazeFace face detector (618 KB), its face mesh (1.6 MB, loaded only to confirm a
  // doubtful face) and Human itself with tfjs bundled (2 MB): served from here, not bundled, so
  // they stay out of the install precache like the models.
  [
    '@vladmandic/human',
    'models',
    'human',
    (f) => f.startsWith('blazeface.') || f.startsWith('facemesh.'),
  ],
  ['@vladmandic/human', 'dist', 'human', (f) => f === 'human.esm.js'],
  // tfjs WASM backend binaries (plain, SIMD, threaded SIMD); Human picks one at run time.
  ['@tensorflow/tfjs-backend-wasm', 'dist', 'tfwasm', (f) => f.endsWith('.wasm')],
  // tesseract.js: its worker script, the LSTM core variants and the English best_int data.
  ['tesseract.js', 'dist', 'tesseract', (f) => f === 'worker.min.js'],
  [
    'tesseract.js-core',
    '.',
    'tesseract/core',
    (f) => /^tesseract-core(-relaxedsimd|-simd)?-lstm\.wasm\.js$/.test(f),
  ],
  ['@tesseract.js-data/eng', '4.0.0_best_int', 'tesseract/lang', (f) => f === 'eng.traineddata.gz'],
  // zxing-cpp reader WASM.
  ['zxing-wasm', 'dist/reader', 'zxing', (f) => f === 'zxing_reader.wasm'],
];

let bytes = 0;
let files = 0;
for (const [pkg, from, to, wanted] of copies) {
  const source = path.join(packageDir(pkg), from);
  const destination = path.join(target, to);
  fs.mkdirSync(destination, { recursive: true });
  const names = fs.readdirSync(source).filter(wanted);
  if (names.length === 0) throw new Error(`copy-vendor: nothing found in ${pkg}/${from}`);
  for (const name of names) {
    const src = path.join(source, name);
    const dst = path.join(destination, name);
    const size = fs.statSync(src).size;
    if (!fs.existsSync(dst) || fs.statSync(dst).size !== size) fs.copyFileSync(src, dst);
    bytes += size;
    files += 1;
  }
}
console.info(
  `copy-vendor: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB in public/vendor/`,
);
