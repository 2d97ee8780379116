import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from './commands.ts';

function cli(input: string) {
  const out: string[] = [];
  const err: string[] = [];
  const stdin = new PassThrough();
  stdin.end(input);
  return {
    out,
    err,
    io: { stdin, stdout: (l: string) => out.push(l), stderr: (l: string) => err.push(l) },
  };
}

describe('footprint check-text', () => {
  it('writes one result line per input line with code-point offsets', async () => {
    const { out, err, io } = cli(
      '{"id":"a","text":"😀 mail me at jane.doe@example.com"}\n{"id":"b","text":"nice weather"}\n',
    );
    expect(await runCli(['check-text'], io)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toHaveLength(2);
    const first = JSON.parse(out[0] as string);
    expect(first.id).toBe('a');
    const email = first.spans.find((s: { label: string }) => s.label === 'EMAIL');
    // The emoji is one code point, so the address starts at 13 (UTF-16 would say 14).
    expect(email).toMatchObject({ start: 13, end: 33 });
    expect(first.redacted).toBe('😀 mail me at [EMAIL]');
    expect(first.warnings[0]).toMatchObject({ type: 'personal', severity: 'medium' });
    expect(JSON.parse(out[1] as string)).toMatchObject({ id: 'b', spans: [], warnings: [] });
  });

  it('prints as `redacted` the publishable copy: no empty-house clause, no child name or school', async () => {
    const text =
      "Off to Bali for 2 weeks, house empty! Call me on 07700 900123, my kid Emma starts at St Mary's Primary on Monday";
    const { out, io } = cli(`${JSON.stringify({ id: 'bali', text })}\n`);
    expect(await runCli(['check-text'], io)).toBe(0);
    const result = JSON.parse(out[0] as string);
    expect(result.redacted).toBe('Call me on [PHONE], my kid [NAME] starts at [SCHOOL] on Monday');
    expect(result.changes.map((c: { replacement: string }) => c.replacement)).toEqual([
      '',
      '[PHONE]',
      '[NAME]',
      '[SCHOOL]',
    ]);
  });

  it('exits 1 naming the line when a line is not JSON, keeping earlier results', async () => {
    const { out, err, io } = cli('{"id":1,"text":"hi"}\nnot json\n');
    expect(await runCli(['check-text'], io)).toBe(1);
    expect(out).toHaveLength(1);
    expect(err.join('\n')).toContain('line 2: not valid JSON');
  });

  it('exits 1 when "text" is missing or not a string', async () => {
    const { err, io } = cli('{"id":1,"body":"hi"}\n');
    expect(await runCli(['check-text'], io)).toBe(1);
    expect(err.join('\n')).toContain('"text" must be a string');
  });

  it('reads --jsonl FILE and rejects a missing file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-text-'));
    const file = path.join(dir, 'posts.jsonl');
    fs.writeFileSync(file, '{"id":"x","text":"call me on 415-555-0132"}\n');
    const ok = cli('');
    expect(await runCli(['check-text', '--jsonl', file], ok.io)).toBe(0);
    expect(JSON.parse(ok.out[0] as string).spans[0]).toMatchObject({ label: 'PHONE' });
    const missing = cli('');
    expect(await runCli(['check-text', '--jsonl', path.join(dir, 'nope.jsonl')], missing.io)).toBe(
      1,
    );
    expect(missing.err.join('\n')).toContain('no such file');
  });
});
