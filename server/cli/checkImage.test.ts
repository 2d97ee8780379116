import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { readImageMetadata } from '../../src/analysis/image/metadata.ts';
import sharp from 'sharp';
import { embedInJpeg, renderPicture } from '../../src/analysis/image/testing/fixtures.ts';
import { makeHeic } from '../../src/analysis/image/testing/heif.ts';
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

  it('gives a HEIC photo with GPS its findings and a safe copy made in its container', async () => {
    const dir = tempDir();
    const photo = path.join(dir, 'IMG_0001.HEIC');
    fs.writeFileSync(photo, makeHeic({ model: 'iPhone 15', gps: { lat: 51.5, lon: -0.12 } }));
    const cleanDir = path.join(dir, 'clean');
    const { code, out } = await cli([photo, '--clean', cleanDir]);
    expect(code).toBe(0);
    const [result] = JSON.parse(out);
    expect(result.warnings[0]).toMatchObject({ type: 'location', severity: 'high' });
    expect(result.skipped[0].reason).toContain('HEIC');
    expect(result.safeCopy).toMatchObject({ reencoded: false, removed: ['EXIF'] });
    const clean = new Uint8Array(fs.readFileSync(path.join(cleanDir, 'IMG_0001.HEIC')));
    expect((await readImageMetadata(clean, 'heic')).gps).toBeNull();
  });

  it('reports the camera serial of a JPEG with damaged picture data and still writes a safe copy', async () => {
    const dir = tempDir();
    const jpeg = embedInJpeg(await renderPicture('jpeg', 320, 240), {
      exif: { make: 'Canon', serial: '0420100437' },
    });
    const sos = Buffer.from(jpeg).indexOf(Buffer.from([0xff, 0xda]));
    const photo = path.join(dir, 'damaged.jpg');
    fs.writeFileSync(photo, jpeg.subarray(0, sos + 300));
    const cleanDir = path.join(dir, 'clean');
    const { code, out } = await cli([photo, '--clean', cleanDir]);
    expect(code).toBe(0);
    const [result] = JSON.parse(out);
    expect(result.metadata.serialNumbers).toEqual(['0420100437']);
    expect(result.warnings.some((w: { text: string }) => w.text.includes('0420100437'))).toBe(true);
    expect(result.safeCopy).toMatchObject({ reencoded: false, removed: ['EXIF'] });
    const clean = fs.readFileSync(path.join(cleanDir, 'damaged.jpg'));
    expect(clean.includes('0420100437')).toBe(false);
  });

  it('checks every file of a batch holding a 1×1 WebP, text engine included', async () => {
    const dir = tempDir();
    const tiny = path.join(dir, 'tiny.webp');
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#888' } })
      .webp()
      .toFile(tiny);
    const photo = path.join(dir, 'photo.jpg');
    fs.writeFileSync(photo, await renderPicture('jpeg', 320, 240));
    const { code, out } = await cli([tiny, photo]);
    expect(code).toBe(0);
    const results = JSON.parse(out);
    expect(results.map((r: { format: string }) => r.format)).toEqual(['webp', 'jpeg']);
    expect(results[0].skipped).toEqual([]);
  }, 60_000);

  it('keeps the findings and adds cleanError when the safe copy cannot be written', async () => {
    const dir = tempDir();
    const photo = path.join(dir, 'holiday.jpg');
    fs.writeFileSync(
      photo,
      embedInJpeg(await renderPicture('jpeg'), { exif: { gps: { lat: 40.4, lon: -3.7 } } }),
    );
    const cleanDir = path.join(dir, 'clean');
    // A folder where the copy's file should go: writing the copy fails.
    fs.mkdirSync(path.join(cleanDir, 'holiday.jpg'), { recursive: true });
    const { code, out, err } = await cli([photo, '--metadata-only', '--clean', cleanDir]);
    expect(code).toBe(1);
    expect(err).toContain('holiday.jpg: no safe copy');
    const [result] = JSON.parse(out);
    expect(result.metadata.gps).toMatchObject({ lat: 40.4 });
    expect(result.warnings[0]).toMatchObject({ type: 'location' });
    expect(result.cleanError).toEqual(expect.any(String));
    expect(result).not.toHaveProperty('safeCopy');
  });

  it('exits 1 with usage when no file or an unknown option is given', async () => {
    expect((await cli([])).err).toContain('no image given');
    const unknown = await cli(['a.jpg', '--frobnicate']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('unknown option --frobnicate');
  });
});
