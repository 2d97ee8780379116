// Where the shared test images are: the corpora folder the import tests use (nodeFiles.ts), or null
// when it is absent. Tests that need the images are skipped (and say so) without them; CI refuses
// to run without them.
import fs from 'node:fs';
import { corporaDir as sharedCorporaDir } from '../../imports/testing/nodeFiles.ts';

export function corporaDir(): string | null {
  const dir = sharedCorporaDir();
  return fs.existsSync(dir) ? dir : null;
}
