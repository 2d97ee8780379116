// Whether the production build in dist/ still matches the tree. The browser benchmarks measure that
// build, so one older than the code would report figures for code that is no longer there.
// Invariant: any change to what `vite build` reads (a file or folder modified, added or removed
// after the build) makes the build stale. Modification times only, a few hundred stats and no
// hashing: a file touched but unchanged counts as changed, which costs one build too many at worst.
import fs from 'node:fs';
import path from 'node:path';

/** What `vite build` reads, relative to the repository root. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

// Tests sit beside the code they test; the build never reads them.
const TEST_FILE = /\.test\.tsx?$/;

/** True when `builtFile` is missing or anything under `inputs` changed after it was written. */
export function buildIsStale(root: string, builtFile: string, inputs = BUILD_INPUTS): boolean {
  let builtAt: number;
  try {
    builtAt = fs.statSync(builtFile).mtimeMs;
  } catch {
    return true;
  }
  return inputs.some((input) => changedAfter(path.join(root, input), builtAt));
}

function changedAfter(file: string, time: number): boolean {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return false;
  }
  // A folder's own time moves when an entry is added, removed or renamed in it.
  if (stat.mtimeMs > time) return true;
  if (!stat.isDirectory()) return false;
  return fs
    .readdirSync(file)
    .filter((name) => !TEST_FILE.test(name))
    .some((name) => changedAfter(path.join(file, name), time));
}
