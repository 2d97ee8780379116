import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { exportsDir, hasCorpora } from '../../src/analysis/imports/testing/nodeFiles.ts';
import { runCli } from './commands.ts';

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(['scan', ...args], {
    stdin: new PassThrough(),
    stdout: (l) => out.push(l),
    stderr: (l) => err.push(l),
  });
  return { code, out, err };
}

describe.skipIf(!hasCorpora())('footprint scan', () => {
  it('prints scores, findings without evidence, and coverage for the exports given', async () => {
    const { code, out, err } = await run(
      '--now',
      '2026-11-21T00:00:00Z',
      exportsDir('tiktok/LamineLSU-TikTokMiniGamesPrivacy'),
      exportsDir('x-twitter/keithfrankish-twitter-data'),
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const report = JSON.parse(out[0] as string);
    expect(Object.keys(report.scores).sort()).toEqual([
      'identity',
      'overall',
      'privacy',
      'security',
    ]);
    const ids = report.findings.map(
      (f: { ruleId: string; platform: string }) => `${f.ruleId}@${f.platform}`,
    );
    expect(ids).toEqual(
      expect.arrayContaining([
        'security.public-account@tiktok',
        'security.broad-app-permissions@x',
      ]),
    );
    for (const f of report.findings) {
      expect(Object.keys(f).sort()).toEqual(
        [
          'category',
          'count',
          'description',
          'fixUrl',
          'platform',
          'riskLevel',
          'ruleId',
          'title',
        ].sort(),
      );
    }
    expect(report.coverage.length).toBeGreaterThan(40);
    expect(report.summary.scannedAt).toBe('2026-11-21T00:00:00.000Z');
  });

  it('gives the same output for the same input and --now', async () => {
    const a = await run(
      '--now',
      '2026-11-21T00:00:00Z',
      exportsDir('instagram/corsali-userdata-extractor'),
    );
    const b = await run(
      '--now',
      '2026-11-21T00:00:00Z',
      exportsDir('instagram/corsali-userdata-extractor'),
    );
    expect(a.out).toEqual(b.out);
  });
});

describe('footprint scan with bad input', () => {
  it('exits 1 with usage when no path is given', async () => {
    const { code, err } = await run();
    expect(code).toBe(1);
    expect(err[0]).toMatch(/^usage: footprint scan/);
  });

  it('exits 1 for a missing path, a bad --now and an unknown option', async () => {
    expect((await run('/nonexistent/export.zip')).err[0]).toMatch(/cannot read/);
    expect((await run('--now', 'yesterday', 'x')).err[0]).toMatch(/--now needs an ISO-8601 date/);
    const unknown = await run('--fast', 'x');
    expect(unknown.code).toBe(1);
    expect(unknown.err[0]).toMatch(/unknown option "--fast"/);
  });

  it('exits 1 with the import message for a file that is not an export', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'footprint-scan-'));
    const file = path.join(dir, 'notes.txt');
    await fs.writeFile(file, 'just some notes');
    try {
      const { code, err, out } = await run(file);
      expect(code).toBe(1);
      expect(out).toEqual([]);
      expect(err[0]).toMatch(/^footprint scan: /);
    } finally {
      await fs.rm(dir, { recursive: true });
    }
  });
});
