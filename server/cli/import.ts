// `footprint import PATH…` (DESIGN.md §7): reads ZIP archives, single export files or unpacked
// folders on this machine and prints a JSON array, one object per export found:
// {platform, exportDate, formatVersions, counts, errors, unreadFiles} (unreadFiles: every file not
// read or only partly read, with its size and why). Exit 1 with the message on stderr when a path is missing
// or is not a readable export. Nothing is sent anywhere; personal data is not printed.
import { importExports } from '../../src/analysis/imports/importExport.ts';
import { ImportFailure } from '../../src/analysis/imports/messages.ts';
import type { CliCommand } from './commands.ts';
import { openSource, type OpenedSource } from './fileSource.ts';

export const command: CliCommand = {
  summary: 'import PATH… — read platform data exports (ZIP or folder) and print what they contain',
  async run(args, io) {
    const paths = args.filter((a) => !a.startsWith('--'));
    if (paths.length === 0) {
      io.stderr('usage: footprint import PATH… (ZIP archives or unpacked export folders)');
      return 1;
    }
    const opened: OpenedSource[] = [];
    try {
      for (const p of paths) {
        try {
          opened.push(await openSource(p));
        } catch {
          io.stderr(`footprint import: cannot read "${p}": no such file or folder`);
          return 1;
        }
      }
      const results = await importExports(opened.map((o) => o.source));
      io.stdout(
        JSON.stringify(
          results.map((r) => ({
            platform: r.platform,
            exportDate: r.exportDate,
            formatVersions: r.dataset.formatVersions,
            counts: r.counts,
            errors: r.errors.map((e) => ({ file: e.file, reason: e.reason, message: e.message })),
            unreadFiles: r.unreadFiles,
          })),
        ),
      );
      return 0;
    } catch (error) {
      if (error instanceof ImportFailure) {
        io.stderr(`footprint import: ${error.message}`);
        return 1;
      }
      throw error;
    } finally {
      await Promise.all(opened.map((o) => o.close()));
    }
  },
};
