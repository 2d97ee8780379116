// `footprint import`: the JSON it prints, its exit codes, and a 5 GB archive read without loading it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { deflateSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importExport } from '../../src/analysis/imports/importExport.ts';
import { exportsDir, hasCorpora } from '../../src/analysis/imports/testing/nodeFiles.ts';
import { openSource } from './fileSource.ts';
import { command } from './import.ts';

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

const FIVE_GIB = 5 * 1024 ** 3;
const ACCOUNT = new TextEncoder().encode(
  'window.YTD.account.part0 = [ { "account" : { "username" : "big_archive_owner" } } ]',
);

/**
 * A 5 GiB ZIP64 archive as a sparse file: a stored 5 GiB video (a hole on disk), then the data file
 * and a central directory whose offsets and sizes need ZIP64 records. Takes no disk space.
 */
async function writeSparseZip64(file: string): Promise<void> {
  const handle = await fs.open(file, 'w');
  const u16 = (v: number) => Buffer.from([v & 0xff, (v >> 8) & 0xff]);
  const u32 = (v: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v >>> 0);
    return b;
  };
  const u64 = (v: number) => {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(v));
    return b;
  };
  const videoName = Buffer.from('media/video.mp4');
  const videoExtra = Buffer.concat([u16(1), u16(16), u64(FIVE_GIB), u64(FIVE_GIB)]);
  const videoLocal = Buffer.concat([
    u32(0x04034b50),
    u16(45),
    u16(0),
    u16(0),
    u16(0),
    u16(0),
    u32(0),
    u32(0xffffffff),
    u32(0xffffffff),
    u16(videoName.length),
    u16(videoExtra.length),
    videoName,
    videoExtra,
  ]);
  await handle.write(videoLocal, 0, videoLocal.length, 0);
  const accountOffset = videoLocal.length + FIVE_GIB;
  const deflated = deflateSync(ACCOUNT);
  const accountName = Buffer.from('data/account.js');
  const accountLocal = Buffer.concat([
    u32(0x04034b50),
    u16(20),
    u16(0),
    u16(8),
    u16(0),
    u16(0),
    u32(0),
    u32(deflated.length),
    u32(ACCOUNT.length),
    u16(accountName.length),
    u16(0),
    accountName,
    Buffer.from(deflated),
  ]);
  await handle.write(accountLocal, 0, accountLocal.length, accountOffset);
  const cdOffset = accountOffset + accountLocal.length;
  const central = (
    name: Buffer,
    method: number,
    csize: number,
    usize: number,
    offset: number,
    extra: Buffer,
  ) =>
    Buffer.concat([
      u32(0x02014b50),
      u16(45),
      u16(45),
      u16(0),
      u16(method),
      u16(0),
      u16(0),
      u32(0),
      u32(csize),
      u32(usize),
      u16(name.length),
      u16(extra.length),
      u16(0),
      u16(0),
      u16(0),
      u32(0),
      u32(offset),
      name,
      extra,
    ]);
  const cd = Buffer.concat([
    central(
      videoName,
      0,
      0xffffffff,
      0xffffffff,
      0,
      Buffer.concat([u16(1), u16(16), u64(FIVE_GIB), u64(FIVE_GIB)]),
    ),
    central(
      accountName,
      8,
      deflated.length,
      ACCOUNT.length,
      0xffffffff,
      Buffer.concat([u16(1), u16(8), u64(accountOffset)]),
    ),
  ]);
  const z64At = cdOffset + cd.length;
  const tail = Buffer.concat([
    cd,
    Buffer.concat([
      u32(0x06064b50),
      u64(44),
      u16(45),
      u16(45),
      u32(0),
      u32(0),
      u64(2),
      u64(2),
      u64(cd.length),
      u64(cdOffset),
    ]),
    Buffer.concat([u32(0x07064b50), u32(0), u64(z64At), u32(1)]),
    Buffer.concat([
      u32(0x06054b50),
      u16(0),
      u16(0),
      u16(0xffff),
      u16(0xffff),
      u32(0xffffffff),
      u32(0xffffffff),
      u16(0),
    ]),
  ]);
  await handle.write(tail, 0, tail.length, cdOffset);
  await handle.close();
}

describe('footprint import', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'footprint-import-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it.skipIf(!hasCorpora())(
    'prints one object per export found, with platform, export date and counts',
    async () => {
      const { out, err, io: cli } = io();
      const code = await command.run(
        [
          exportsDir('x-twitter/keithfrankish-twitter-data'),
          exportsDir('tiktok/LamineLSU-TikTokMiniGamesPrivacy'),
        ],
        cli,
      );
      expect(err).toEqual([]);
      expect(code).toBe(0);
      const printed = JSON.parse(out.join('\n')) as {
        platform: string;
        exportDate: string | null;
        counts: Record<string, number>;
        errors: unknown[];
      }[];
      expect(printed.map((p) => p.platform)).toEqual(['x', 'tiktok']);
      expect(printed[0]).toMatchObject({
        exportDate: '2020-06-21T00:03:56.288Z',
        counts: { logins: 5, connectedApps: 3 },
        errors: [],
        unreadFiles: [],
      });
    },
  );

  it('exits 1 with a message for a missing path and for a folder that is not an export', async () => {
    const missing = io();
    expect(await command.run([path.join(dir, 'nope.zip')], missing.io)).toBe(1);
    expect(missing.err.join('\n')).toMatch(/cannot read .*nope\.zip/);
    await fs.mkdir(path.join(dir, 'notes'));
    await fs.writeFile(path.join(dir, 'notes', 'todo.txt'), 'buy milk');
    const foreign = io();
    expect(await command.run([path.join(dir, 'notes')], foreign.io)).toBe(1);
    expect(foreign.out).toEqual([]);
    expect(foreign.err.join('\n')).toMatch(/does not look like a data export/);
  });

  it('reads a 5 GB ZIP64 archive by reading only its directory and data file', async () => {
    const file = path.join(dir, 'twitter-2026-03-06-big.zip');
    await writeSparseZip64(file);
    expect((await fs.stat(file)).size).toBeGreaterThan(FIVE_GIB);
    const opened = await openSource(file);
    let bytesRead = 0;
    if (opened.source.kind !== 'zip') throw new Error('expected a ZIP source');
    const inner = opened.source.file;
    const counted = {
      ...inner,
      read: async (offset: number, length: number) => {
        const bytes = await inner.read(offset, length);
        bytesRead += bytes.length;
        return bytes;
      },
    };
    try {
      const result = await importExport({ kind: 'zip', file: counted });
      expect(result.platform).toBe('x');
      expect(result.dataset.profile.usernames.map((u) => u.value)).toEqual(['big_archive_owner']);
      expect(result.dataset.files.skipped).toBe(1);
      expect(bytesRead).toBeLessThan(200_000);
    } finally {
      await opened.close();
    }
  });
});
