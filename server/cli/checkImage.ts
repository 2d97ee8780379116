// `footprint check-image FILE… [--clean DIR] [--redact faces,barcodes,text] [--style blur|blackout]
// [--metadata-only] [--no-faces] [--no-text] [--no-barcodes]` (DESIGN.md §7): checks each image on
// this machine and prints one JSON array, one object per file. `--clean DIR` writes the safe copy
// of each image under its own name (lossless unless regions are redacted).
// Invariants: a file that cannot be checked gets `{"file","error"}` in the array and its message on
// stderr, the other files are still checked, and the exit code is 1; a safe copy that cannot be
// made adds `cleanError` beside the file's findings (exit code 1 too) and hides none of them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkImage, makeSafeCopy } from '../../src/analysis/image/checkImage.ts';
import { createNodeImageEnvironment } from '../../src/analysis/image/node/nodeEnvironment.ts';
import { checkText } from '../../src/analysis/text/checkText.ts';
import type { RedactionStyle, RegionKind } from '../../src/analysis/image/types.ts';
import type { CliCommand, CliIo } from './commands.ts';

const USAGE =
  'usage: footprint check-image FILE… [--clean DIR] [--redact faces,barcodes,text] [--style blur|blackout] [--metadata-only] [--no-faces] [--no-text] [--no-barcodes]';

const REGION_KIND_OF_OPTION: Record<string, RegionKind> = {
  faces: 'face',
  barcodes: 'barcode',
  text: 'text',
};

interface Options {
  files: string[];
  cleanDir: string | null;
  redact: Set<RegionKind>;
  style: RedactionStyle;
  faces: boolean;
  text: boolean;
  barcodes: boolean;
}

function parseArgs(args: string[]): Options | string {
  const options: Options = {
    files: [],
    cleanDir: null,
    redact: new Set(),
    style: 'blur',
    faces: true,
    text: true,
    barcodes: true,
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => args[++i] ?? '';
    if (arg === '--clean') options.cleanDir = value() || null;
    else if (arg === '--redact') {
      for (const name of value().split(',')) {
        const kinds =
          name === 'all' ? Object.values(REGION_KIND_OF_OPTION) : [REGION_KIND_OF_OPTION[name]];
        if (kinds.some((k) => !k))
          return `unknown region kind "${name}" (faces, barcodes, text, all)`;
        kinds.forEach((k) => options.redact.add(k!));
      }
    } else if (arg === '--style') {
      const style = value();
      if (style !== 'blur' && style !== 'blackout')
        return `unknown style "${style}" (blur, blackout)`;
      options.style = style;
    } else if (arg === '--metadata-only') options.faces = options.text = options.barcodes = false;
    else if (arg === '--no-faces') options.faces = false;
    else if (arg === '--no-text') options.text = false;
    else if (arg === '--no-barcodes') options.barcodes = false;
    else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else options.files.push(arg);
  }
  if (options.files.length === 0) return 'no image given';
  if (options.cleanDir === null && args.includes('--clean')) return '--clean needs a folder';
  if (options.redact.size > 0 && !options.cleanDir) return '--redact needs --clean DIR';
  return options;
}

async function run(args: string[], io: CliIo): Promise<number> {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    io.stderr(`footprint check-image: ${options}\n${USAGE}`);
    return 1;
  }
  // Text read from the picture is classified by the same text engine as a typed post.
  const env = createNodeImageEnvironment(checkText);
  if (options.cleanDir) await fs.mkdir(options.cleanDir, { recursive: true });
  const results: unknown[] = [];
  let failed = false;
  try {
    for (const file of options.files) {
      try {
        const bytes = new Uint8Array(await fs.readFile(file));
        const result = await checkImage(bytes, env, {
          faces: options.faces,
          text: options.text,
          barcodes: options.barcodes,
        });
        const output: Record<string, unknown> = { file, ...result };
        // The findings stand whatever happens to the safe copy: a copy that cannot be made is
        // reported beside them as `cleanError`, never instead of them.
        if (options.cleanDir) {
          const redactions = result.regions
            .filter((region) => options.redact.has(region.kind))
            .map((region) => ({ box: region.box, style: options.style }));
          try {
            const copy = await makeSafeCopy(bytes, env, redactions);
            const name =
              path.basename(file).replace(/\.[^.]+$/, '') +
              (copy.format === result.format ? path.extname(file) : `.${copy.format}`);
            const target = path.join(options.cleanDir, name);
            await fs.writeFile(target, copy.bytes);
            output.safeCopy = {
              file: target,
              reencoded: copy.reencoded,
              removed: copy.removed,
              redactedRegions: redactions.length,
            };
          } catch (error) {
            failed = true;
            const message = error instanceof Error ? error.message : String(error);
            io.stderr(`footprint check-image: ${file}: no safe copy: ${message}`);
            output.cleanError = message;
          }
        }
        results.push(output);
      } catch (error) {
        failed = true;
        const message = error instanceof Error ? error.message : String(error);
        io.stderr(`footprint check-image: ${file}: ${message}`);
        results.push({ file, error: message });
      }
    }
  } finally {
    await env.close();
  }
  io.stdout(JSON.stringify(results));
  return failed ? 1 : 0;
}

export const command: CliCommand = {
  summary: 'check images for location, faces, text and barcodes; --clean DIR writes safe copies',
  run,
};
