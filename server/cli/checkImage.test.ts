import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { readImageMetadata } from '../../src/analysis/image/metadata.ts';
import { embedInJpeg, renderPicture } from '../../src/analysis/image/testing/fixtures.ts';
import { runCli } from './commands.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'footprint-check-image-'));
  dirs.push(dir);
  return dir;
}

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(['check-image', ...args], {
    stdin: new PassThrough(),
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('footprint check-image', () => {
  it('prints one JSON object per file with the GPS position and writes a clean copy with --clean', async () => {
    const dir = tempDir();
    const photo = path.join(dir, 'holiday.jpg');
    fs.writeFileSync(
      photo,
      embedInJpeg(await renderPicture('jpeg'), {
        exif: { model: 'Pixel 8', gps: { lat: 40.4, lon: -3.7 } },
      }),
    );
    const cleanDir = path.join(dir, 'clean');
    const { code, out } = await cli([photo, '--metadata-only', '--clean', cleanDir]);
    expect(code).toBe(0);
    const [result] = JSON.parse(out);
    expect(result.file).toBe(photo);
    expect(result.metadata.gps).toMatchObject({ lat: 40.4, lon: -3.7 });
    expect(result.warnings[0]).toMatchObject({ type: 'location', severity: 'high' });
    expect(result).toHaveProperty('faces');
    expect(result).toHaveProperty('barcodes');
    const clean = new Uint8Array(fs.readFileSync(path.join(cleanDir, 'holiday.jpg')));
    expect((await readImageMetadata(clean, 'jpeg')).gps).toBeNull();
    expect(result.safeCopy).toMatchObject({ reencoded: false, removed: ['EXIF'] });
  });

  it('exits 1 with the reason on stderr for a file that is not an image, and still checks the others', async () => {
    const dir = tempDir();
    const notes = path.join(dir, 'notes.jpg');
    fs.writeFileSync(notes, 'shopping list');
    const photo = path.join(dir, 'ok.png');
    fs.writeFileSync(photo, await renderPicture('png'));
    const { code, out, err } = await cli([notes, photo, '--metadata-only']);
    expect(code).toBe(1);
    expect(err).toContain('notes.jpg: This file is not an image');
    const results = JSON.parse(out);
    expect(results[0]).toEqual({ file: notes, error: expect.stringContaining('not an image') });
    expect(results[1].format).toBe('png');
  });

  it('exits 1 with usage when no file or an unknown option is given', async () => {
    expect((await cli([])).err).toContain('no image given');
    const unknown = await cli(['a.jpg', '--frobnicate']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('unknown option --frobnicate');
  });
});
