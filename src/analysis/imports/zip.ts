// ZIP reading over random access: the central directory is read from the end of the archive, then
// each wanted entry is streamed through fflate's Inflate in READ_CHUNK_BYTES pieces. Entries nobody
// asks for (photos, videos) are never read, so a 5 GB archive costs only what its data files cost.
// Supports ZIP64 (archives and entries over 4 GiB). Invariants: declared sizes are checked against
// the limits before anything is inflated, and actual output is checked again while inflating; an
// encrypted, truncated or non-ZIP file fails with its own message from messages.ts.
import { Inflate } from 'fflate';
import { ImportFailure } from './messages.ts';
import { READ_CHUNK_BYTES, RATIO_MIN_BYTES, type ImportLimits } from './limits.ts';
import type { RandomAccessFile } from './source.ts';

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_ZIP64_EOCD = 0x06064b50;
const EOCD_MIN_BYTES = 22;
const MAX_COMMENT_BYTES = 65_535;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
const FLAG_ENCRYPTED = 0x1;
const FLAG_UTF8 = 0x800;
/** A central directory this large would mean millions of entries. */
const MAX_CENTRAL_DIRECTORY_BYTES = 256 * 1024 * 1024;

export interface ZipEntry {
  path: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** Thrown for one entry that cannot be read; the import goes on without it. */
export class ZipEntryError extends Error {
  readonly reason: 'corrupt-entry' | 'encrypted-entry';
  constructor(reason: 'corrupt-entry' | 'encrypted-entry', detail: string) {
    super(detail);
    this.name = 'ZipEntryError';
    this.reason = reason;
  }
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function u64(dv: DataView, at: number): number {
  return Number(dv.getBigUint64(at, true));
}

const utf8 = new TextDecoder('utf-8');

export async function readZipDirectory(
  file: RandomAccessFile,
  limits: ImportLimits,
): Promise<ZipEntry[]> {
  if (file.size < EOCD_MIN_BYTES) {
    throw new ImportFailure((await startsLikeZip(file)) ? 'truncated' : 'not-a-zip');
  }
  const tailLength = Math.min(file.size, EOCD_MIN_BYTES + MAX_COMMENT_BYTES);
  const tailStart = file.size - tailLength;
  const tail = await file.read(tailStart, tailLength);
  const tv = view(tail);
  let eocd = -1;
  for (let i = tail.length - EOCD_MIN_BYTES; i >= 0; i--) {
    if (tv.getUint32(i, true) === SIG_EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ImportFailure((await startsLikeZip(file)) ? 'truncated' : 'not-a-zip');

  let entryCount = tv.getUint16(eocd + 10, true);
  let cdSize = tv.getUint32(eocd + 12, true);
  let cdOffset = tv.getUint32(eocd + 16, true);
  const eocdAbsolute = tailStart + eocd;
  if (entryCount === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const locatorAt = eocdAbsolute - 20;
    if (locatorAt < 0) throw new ImportFailure('truncated');
    const locator = view(await file.read(locatorAt, 20));
    if (locator.getUint32(0, true) !== SIG_ZIP64_LOCATOR) throw new ImportFailure('truncated');
    const z64At = u64(locator, 8);
    const z64 = view(await file.read(z64At, 56));
    if (z64.getUint32(0, true) !== SIG_ZIP64_EOCD) throw new ImportFailure('truncated');
    entryCount = u64(z64, 32);
    cdSize = u64(z64, 40);
    cdOffset = u64(z64, 48);
  }
  if (entryCount > limits.maxEntries) throw new ImportFailure('too-many-entries');
  if (cdSize > MAX_CENTRAL_DIRECTORY_BYTES) throw new ImportFailure('too-many-entries');
  if (cdOffset + cdSize > eocdAbsolute) throw new ImportFailure('truncated');

  const cd = await file.read(cdOffset, cdSize);
  const dv = view(cd);
  const entries: ZipEntry[] = [];
  let at = 0;
  let totalUncompressed = 0;
  let totalCompressed = 0;
  for (let n = 0; n < entryCount; n++) {
    if (at + 46 > cd.length || dv.getUint32(at, true) !== SIG_CENTRAL) {
      throw new ImportFailure('truncated');
    }
    const flags = dv.getUint16(at + 8, true);
    const method = dv.getUint16(at + 10, true);
    let compressedSize = dv.getUint32(at + 20, true);
    let uncompressedSize = dv.getUint32(at + 24, true);
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    let localHeaderOffset = dv.getUint32(at + 42, true);
    const nameBytes = cd.subarray(at + 46, at + 46 + nameLength);
    // Names without the UTF-8 flag are CP437 by the spec; exports in the wild write UTF-8 anyway.
    const path = (flags & FLAG_UTF8 ? utf8.decode(nameBytes) : utf8.decode(nameBytes)).replace(
      /\\/g,
      '/',
    );
    let extraAt = at + 46 + nameLength;
    const extraEnd = extraAt + extraLength;
    while (extraAt + 4 <= extraEnd) {
      const id = dv.getUint16(extraAt, true);
      const size = dv.getUint16(extraAt + 2, true);
      if (id === 0x0001) {
        let p = extraAt + 4;
        if (uncompressedSize === 0xffffffff) {
          uncompressedSize = u64(dv, p);
          p += 8;
        }
        if (compressedSize === 0xffffffff) {
          compressedSize = u64(dv, p);
          p += 8;
        }
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = u64(dv, p);
      }
      extraAt += 4 + size;
    }
    at = extraEnd + commentLength;
    if (path.endsWith('/')) continue;
    if (localHeaderOffset + compressedSize > cdOffset) throw new ImportFailure('truncated');
    totalUncompressed += uncompressedSize;
    totalCompressed += compressedSize;
    entries.push({
      path,
      method,
      encrypted: (flags & FLAG_ENCRYPTED) !== 0,
      compressedSize,
      uncompressedSize,
      localHeaderOffset,
    });
  }
  if (totalUncompressed > limits.maxTotalUncompressedBytes) throw new ImportFailure('too-large');
  if (
    totalUncompressed > RATIO_MIN_BYTES &&
    totalUncompressed > limits.maxCompressionRatio * Math.max(1, totalCompressed)
  ) {
    throw new ImportFailure('zip-bomb');
  }
  return entries;
}

async function startsLikeZip(file: RandomAccessFile): Promise<boolean> {
  if (file.size < 4) return false;
  const head = view(await file.read(0, 4));
  return head.getUint32(0, true) === SIG_LOCAL;
}

/**
 * Streams one entry's uncompressed bytes. `budget.remaining` is the archive-wide read budget;
 * exceeding it, the declared size, or the ratio limit stops the import as a zip bomb.
 */
export async function* readZipEntry(
  file: RandomAccessFile,
  entry: ZipEntry,
  limits: ImportLimits,
  budget: { remaining: number },
): AsyncGenerator<Uint8Array> {
  if (entry.encrypted) throw new ZipEntryError('encrypted-entry', 'entry is encrypted');
  if (entry.method !== METHOD_STORED && entry.method !== METHOD_DEFLATE) {
    throw new ImportFailure('unsupported-compression');
  }
  const header = await file.read(entry.localHeaderOffset, 30);
  const hv = view(header);
  if (header.length < 30 || hv.getUint32(0, true) !== SIG_LOCAL) {
    throw new ZipEntryError('corrupt-entry', 'local header missing');
  }
  const dataStart = entry.localHeaderOffset + 30 + hv.getUint16(26, true) + hv.getUint16(28, true);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > file.size) throw new ImportFailure('truncated');

  let produced = 0;
  let consumed = 0;
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const check = (length: number) => {
    produced += length;
    budget.remaining -= length;
    if (budget.remaining < 0) throw new ImportFailure('too-large');
    if (produced > entry.uncompressedSize) throw new ImportFailure('zip-bomb');
    if (
      produced > RATIO_MIN_BYTES &&
      produced > limits.maxCompressionRatio * Math.max(1, consumed)
    ) {
      throw new ImportFailure('zip-bomb');
    }
  };
  const inflate =
    entry.method === METHOD_DEFLATE
      ? new Inflate((chunk) => {
          try {
            check(chunk.length);
            pending.push(chunk);
          } catch (error) {
            failure = error as Error;
          }
        })
      : null;

  for (let offset = dataStart; offset < dataEnd; offset += READ_CHUNK_BYTES) {
    const length = Math.min(READ_CHUNK_BYTES, dataEnd - offset);
    const raw = await file.read(offset, length);
    if (raw.length < length) throw new ImportFailure('truncated');
    consumed += raw.length;
    if (inflate) {
      try {
        inflate.push(raw, offset + length >= dataEnd);
      } catch (error) {
        throw new ZipEntryError(
          'corrupt-entry',
          error instanceof Error ? error.message : 'inflate failed',
        );
      }
      if (failure) throw failure;
      while (pending.length > 0) yield pending.shift() as Uint8Array;
    } else {
      check(raw.length);
      // Copy: a stored entry's bytes may be a view into a larger buffer the adapter reuses.
      yield raw.slice();
    }
  }
  if (entry.compressedSize === 0 && inflate) inflate.push(new Uint8Array(0), true);
  if (produced !== entry.uncompressedSize) {
    throw new ZipEntryError(
      'corrupt-entry',
      `expected ${entry.uncompressedSize} bytes, got ${produced}`,
    );
  }
}
