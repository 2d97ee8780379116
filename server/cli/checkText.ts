// `footprint check-text` (DESIGN.md §7): JSON lines {"id","text"} in (stdin or --jsonl FILE), one
// line {"id","spans","warnings","redacted"} out per input, offsets in code points. Bad input —
// a line that is not JSON, or lacks a string "text" — stops with exit 1 and a message naming the
// line; results already written stay valid. Never prints the text to stderr (it is personal).
import fs from 'node:fs';
import readline from 'node:readline';
import { checkText } from '../../src/analysis/text/checkText.ts';
import type { CliCommand, CliIo } from './commands.ts';

const USAGE =
  'usage: footprint check-text [--jsonl FILE]  (JSON lines {"id","text"} on stdin otherwise)';

function parseLine(line: string, lineNumber: number): { id: unknown; text: string } | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return `line ${lineNumber}: not valid JSON`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `line ${lineNumber}: expected an object {"id","text"}`;
  const record = value as Record<string, unknown>;
  if (typeof record.text !== 'string') return `line ${lineNumber}: "text" must be a string`;
  return { id: record.id ?? null, text: record.text };
}

async function run(args: string[], io: CliIo): Promise<number> {
  let input: NodeJS.ReadableStream = io.stdin;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--jsonl') {
      const file = args[++i];
      if (!file) {
        io.stderr(`footprint check-text: --jsonl needs a file\n${USAGE}`);
        return 1;
      }
      if (!fs.existsSync(file)) {
        io.stderr(`footprint check-text: no such file: ${file}`);
        return 1;
      }
      input = fs.createReadStream(file, 'utf8');
    } else if (arg === '--help' || arg === '-h') {
      io.stderr(USAGE);
      return 0;
    } else {
      io.stderr(`footprint check-text: unknown option "${arg}"\n${USAGE}`);
      return 1;
    }
  }
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    const parsed = parseLine(line, lineNumber);
    if (typeof parsed === 'string') {
      io.stderr(`footprint check-text: ${parsed}`);
      lines.close();
      return 1;
    }
    io.stdout(JSON.stringify({ id: parsed.id, ...checkText(parsed.text) }));
  }
  return 0;
}

export const command: CliCommand = {
  summary: 'check post texts for privacy risks (JSON lines in, JSON lines out)',
  run,
};
