// Where the shared test corpora are: `../shared/corpora` next to the repository, or the folder in
// FOOTPRINT_CORPORA. Tests that need them are skipped (and say so) when they are absent.
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export function corporaDir(): string | null {
  const dir = process.env.FOOTPRINT_CORPORA ?? path.resolve(REPO_ROOT, '../shared/corpora');
  return fs.existsSync(dir) ? dir : null;
}
