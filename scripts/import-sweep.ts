// Imports every data file of sample exports ONE FILE AT A TIME, at the root with no folder around
// it (as a file published alone), and lists those not recognised as their platform, taken for
// another platform, or recognised but not read. A lone file must be recognised and either read or
// listed as not read with why; this finds the names and shapes a platform's recognition lacks.
// Samples are laid out <root>/<platform>/<sample>/<path>; the platform folder names the expected
// platform. Only the path inside each sample is printed (a sample's folder may name a person), and
// never a file's content.
// Run: npx tsx scripts/import-sweep.ts [--in-place] [root ...]   (default: the shared corpus)
//   --in-place  import each file at its path inside the sample instead of at the root.
import fs from 'node:fs';
import path from 'node:path';
import type { PlatformId } from '../src/shared/tables.ts';
import { importExport } from '../src/analysis/imports/importExport.ts';
import { ImportFailure } from '../src/analysis/imports/messages.ts';
import { exportsDir, filesSource, listFiles } from '../src/analysis/imports/testing/nodeFiles.ts';

const PLATFORM_FOLDERS: Record<string, PlatformId> = {
  facebook: 'facebook',
  google: 'google',
  instagram: 'instagram',
  linkedin: 'linkedin',
  tiktok: 'tiktok',
  'x-twitter': 'x',
};
const DATA_FILE = /\.(?:json|js|html?|csv|txt)$/i;
/** JSON Schema files some samples carry beside the data: not data. */
const SCHEMA = /"\$schema"\s*:/;

const inPlace = process.argv.includes('--in-place');
const roots = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (roots.length === 0) roots.push(exportsDir());

const counts = { files: 0, read: 0, partlyRead: 0, notRead: 0, refused: 0, other: 0, none: 0 };
const lines: string[] = [];
for (const root of roots) {
  for (const [folder, platform] of Object.entries(PLATFORM_FOLDERS)) {
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) continue;
    for (const rel of listFiles(dir)) {
      if (!DATA_FILE.test(rel)) continue;
      const bytes = new Uint8Array(fs.readFileSync(path.join(dir, rel)));
      if (bytes.length === 0 || SCHEMA.test(new TextDecoder().decode(bytes.slice(0, 400))))
        continue;
      counts.files++;
      const inside = rel.split('/').slice(1).join('/');
      const name = inPlace ? inside : path.basename(rel);
      const where = `${folder} ${inside}`;
      try {
        const r = await importExport(filesSource({ [name]: bytes }));
        if (r.platform !== platform) {
          counts.other++;
          lines.push(`taken for ${r.platform}: ${where}`);
          continue;
        }
        const unread = r.unreadFiles.find((f) => f.path === name);
        if (!unread) counts.read++;
        else if (unread.status === 'partly-read') counts.partlyRead++;
        else {
          counts.notRead++;
          lines.push(`not read: ${where} (${unread.why})`);
        }
      } catch (error) {
        if (!(error instanceof ImportFailure)) throw error;
        // An HTML or TXT page alone is refused with the platform named: recognised, not read.
        const named = ['html-only', 'txt-only', 'foreign-language'].includes(error.reason);
        if (named) counts.refused++;
        else counts.none++;
        lines.push(`${named ? 'refused' : 'not recognised'}: ${where} (${error.reason})`);
      }
    }
  }
}
console.log(lines.sort().join('\n'));
console.log(JSON.stringify(counts));
