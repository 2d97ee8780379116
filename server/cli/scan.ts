// `footprint scan PATH…` (DESIGN.md §7): imports the exports at the given paths (ZIP archives or
// unpacked folders; the parts of one platform's export are joined) and runs the risk scan over
// them on this machine. Prints one JSON object: {scores, findings, coverage, summary}; findings
// carry no evidence, because evidence holds personal data and stays in the device's local table.
// `--now ISO` fixes the scan time (reproducible output). Exit 1 with a message on stderr for a
// missing path, an unreadable export or two exports of one platform.
import { importExports } from '../../src/analysis/imports/importExport.ts';
import { ImportFailure } from '../../src/analysis/imports/messages.ts';
import { runScan, ScanInputError } from '../../src/analysis/scan.ts';
import { findSpans } from '../../src/analysis/text/checkText.ts';
import { findingFields } from '../../src/shared/tables.ts';
import type { CliCommand } from './commands.ts';
import { openSource, type OpenedSource } from './fileSource.ts';

const USAGE =
  'usage: footprint scan [--now ISO-8601] PATH… (ZIP archives or unpacked export folders)';

function parseArgs(args: string[]): { paths: string[]; now: number } | string {
  const paths: string[] = [];
  let now = Date.now();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--now') {
      const value = args[++i];
      const t = value ? Date.parse(value) : NaN;
      if (Number.isNaN(t))
        return `footprint scan: --now needs an ISO-8601 date, got "${value ?? ''}"`;
      now = t;
    } else if (arg.startsWith('--')) return `footprint scan: unknown option "${arg}"\n${USAGE}`;
    else paths.push(arg);
  }
  return paths.length === 0 ? USAGE : { paths, now };
}

export const command: CliCommand = {
  summary:
    'scan PATH… — import platform data exports and print the risk scan (scores, findings, coverage)',
  async run(args, io) {
    const parsed = parseArgs(args);
    if (typeof parsed === 'string') {
      io.stderr(parsed);
      return 1;
    }
    const opened: OpenedSource[] = [];
    try {
      for (const p of parsed.paths) {
        try {
          opened.push(await openSource(p));
        } catch {
          io.stderr(`footprint scan: cannot read "${p}": no such file or folder`);
          return 1;
        }
      }
      const imports = await importExports(opened.map((o) => o.source));
      const result = runScan(
        imports.map((r) => r.dataset),
        { now: parsed.now, detectText: findSpans },
      );
      io.stdout(
        JSON.stringify({
          scores: result.scores,
          // The findings as the store keeps them: evidence stays out of the command's output.
          findings: result.findings.map(findingFields),
          coverage: result.coverage,
          summary: result.summary,
        }),
      );
      return 0;
    } catch (error) {
      if (error instanceof ImportFailure || error instanceof ScanInputError) {
        io.stderr(`footprint scan: ${error.message}`);
        return 1;
      }
      throw error;
    } finally {
      await Promise.all(opened.map((o) => o.close()));
    }
  },
};
