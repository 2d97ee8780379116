import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from './commands.ts';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      stdin: new PassThrough(),
      stdout: (l: string) => out.push(l),
      stderr: (l: string) => err.push(l),
    },
  };
}

describe('footprint command line', () => {
  it('exits 1 with usage on stderr for an unknown command', async () => {
    const { out, err, io: cli } = io();
    expect(await runCli(['frobnicate'], cli)).toBe(1);
    expect(out).toEqual([]);
    expect(err.join('\n')).toContain('unknown command "frobnicate"');
  });

  it('exits 1 with usage when no command is given', async () => {
    const { err, io: cli } = io();
    expect(await runCli([], cli)).toBe(1);
    expect(err.join('\n')).toContain('usage: footprint');
  });
});
