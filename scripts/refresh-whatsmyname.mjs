// Refreshes the username site list from a newer copy of WhatsMyName's files (a checkout of
// github.com/WebBreacher/WhatsMyName, or a folder holding its wmn-data.json, wmn-data-schema.json
// and LICENSE.md): checks the new list has the shape the server reads, copies the three files into
// server/data/whatsmyname/ and rewrites the attribution note there with the new site count.
// Run: node scripts/refresh-whatsmyname.mjs <folder> [upstream commit]
// The data stays under CC BY-SA 4.0 with its authors credited; never edit the copied files by hand.
import fs from 'node:fs';
import path from 'node:path';

const FILES = ['wmn-data.json', 'wmn-data-schema.json', 'LICENSE.md'];
const REQUIRED = ['name', 'uri_check', 'e_code', 'e_string', 'm_code', 'm_string', 'cat'];
const [source, commit] = process.argv.slice(2);
if (!source) {
  console.error(
    'Usage: node scripts/refresh-whatsmyname.mjs <folder with wmn-data.json> [upstream commit]',
  );
  process.exit(2);
}
for (const file of FILES) {
  if (!fs.existsSync(path.join(source, file))) {
    console.error(`${file} is missing from ${source}`);
    process.exit(1);
  }
}
const data = JSON.parse(fs.readFileSync(path.join(source, 'wmn-data.json'), 'utf8'));
if (!Array.isArray(data.sites) || !Array.isArray(data.authors) || !Array.isArray(data.license)) {
  console.error('wmn-data.json has no sites, authors or license list: not a WhatsMyName data file');
  process.exit(1);
}
for (const site of data.sites) {
  const missing = REQUIRED.filter((field) => site[field] == null);
  if (missing.length > 0) {
    console.error(`site ${JSON.stringify(site.name)} lacks ${missing.join(', ')}`);
    process.exit(1);
  }
}
const target = path.resolve(import.meta.dirname, '..', 'server', 'data', 'whatsmyname');
fs.mkdirSync(target, { recursive: true });
for (const file of FILES) {
  fs.copyFileSync(path.join(source, file), path.join(target, file));
  fs.chmodSync(path.join(target, file), 0o644);
}
const checked = data.sites.filter((site) => site.valid !== false).length;
fs.writeFileSync(
  path.join(target, 'README.md'),
  `# WhatsMyName site data

The username presence check (\`POST /api/data/{project}/usernames\`) uses the site list of the
WhatsMyName project, https://github.com/WebBreacher/WhatsMyName${commit ? ` (commit ${commit})` : ''}:
\`wmn-data.json\` and \`wmn-data-schema.json\`, unchanged.

- Licence: Creative Commons Attribution-ShareAlike 4.0 International (\`LICENSE.md\`);
  ${data.license[0]}; contributors: ${data.authors.join(', ')}.
  These files, and any changed copy of them, stay under the same licence.
- ${data.sites.length} sites, of which ${checked} are checked (WhatsMyName marks the others \`valid: false\`).
- Refresh: \`node scripts/refresh-whatsmyname.mjs <folder with a newer copy> [upstream commit]\`.
`,
);
console.log(
  `Copied ${data.sites.length} sites (${checked} checked) into ${path.relative(process.cwd(), target)}`,
);
