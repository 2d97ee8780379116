// The lossless safe copy of a HEIC or AVIF photo, made inside its container: HEIF keeps EXIF and
// XMP as items of their own (item type "Exif", and "mime" items of type application/rdf+xml),
// whose bytes the `iloc` box locates. Their bytes are overwritten in place — EXIF with an empty
// TIFF directory, XMP with spaces — so no box changes size, no offset moves, and the picture's
// coded data is copied byte for byte. Nothing is decoded.
// Invariant: a file whose metadata items cannot be located exactly is refused with the
// "export it as JPEG" message, never returned half-cleaned.
import { ImageInputError } from './messages.ts';

interface Box {
  type: string;
  start: number;
  /** First byte after the header (after version and flags for full boxes, added by callers). */
  body: number;
  end: number;
}

const ASCII = new TextDecoder('latin1');

function refuse(): never {
  throw new ImageInputError('no-safe-copy-for-format');
}

function u16(bytes: Uint8Array, at: number): number {
  if (at + 2 > bytes.length) refuse();
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

function u32(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length) refuse();
  return (
    ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!
  );
}

function uint(bytes: Uint8Array, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 4) return u32(bytes, at);
  if (size === 8) return u32(bytes, at) * 2 ** 32 + u32(bytes, at + 4);
  refuse();
}

/** The boxes directly inside [from, to). */
function boxesIn(bytes: Uint8Array, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let pos = from;
  while (pos + 8 <= to) {
    let size = u32(bytes, pos);
    let header = 8;
    if (size === 1) {
      size = uint(bytes, pos + 8, 8);
      header = 16;
    } else if (size === 0) size = to - pos;
    if (size < header || pos + size > to) refuse();
    boxes.push({
      type: ASCII.decode(bytes.subarray(pos + 4, pos + 8)),
      start: pos,
      body: pos + header,
      end: pos + size,
    });
    pos += size;
  }
  return boxes;
}

function cString(bytes: Uint8Array, at: number, end: number): { value: string; next: number } {
  const stop = bytes.indexOf(0, at);
  const last = stop < 0 || stop > end ? end : stop;
  return { value: ASCII.decode(bytes.subarray(at, last)), next: last + 1 };
}

/** Item ids of EXIF and XMP items, from `iinf`. */
function metadataItems(bytes: Uint8Array, iinf: Box): Map<number, 'EXIF' | 'XMP'> {
  const version = bytes[iinf.body]!;
  const entriesAt = iinf.body + 4 + (version === 0 ? 2 : 4);
  const items = new Map<number, 'EXIF' | 'XMP'>();
  for (const infe of boxesIn(bytes, entriesAt, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const infeVersion = bytes[infe.body]!;
    if (infeVersion < 2) continue; // versions 0 and 1 carry no item type
    let at = infe.body + 4;
    const id = infeVersion === 2 ? u16(bytes, at) : u32(bytes, at);
    at += infeVersion === 2 ? 2 : 4;
    at += 2; // item_protection_index
    const type = ASCII.decode(bytes.subarray(at, at + 4));
    at += 4;
    if (type === 'Exif') items.set(id, 'EXIF');
    else if (type === 'mime') {
      const name = cString(bytes, at, infe.end);
      const contentType = cString(bytes, name.next, infe.end).value;
      if (/rdf\+xml|xmp/i.test(contentType)) items.set(id, 'XMP');
    }
  }
  return items;
}

interface Extent {
  offset: number;
  length: number;
}

/** File extents of the given items, from `iloc` (file offsets, or offsets into `idat`). */
function extentsOf(
  bytes: Uint8Array,
  iloc: Box,
  idat: Box | undefined,
  wanted: Set<number>,
): Map<number, Extent[]> {
  const version = bytes[iloc.body]!;
  let at = iloc.body + 4;
  const sizes = u16(bytes, at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 0xf;
  const baseOffsetSize = (sizes >> 4) & 0xf;
  const indexSize = version === 1 || version === 2 ? sizes & 0xf : 0;
  const count = version < 2 ? u16(bytes, at) : u32(bytes, at);
  at += version < 2 ? 2 : 4;
  const found = new Map<number, Extent[]>();
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? u16(bytes, at) : u32(bytes, at);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version === 1 || version === 2) {
      method = u16(bytes, at) & 0xf;
      at += 2;
    }
    at += 2; // data_reference_index
    const base = uint(bytes, at, baseOffsetSize);
    at += baseOffsetSize;
    const extentCount = u16(bytes, at);
    at += 2;
    const extents: Extent[] = [];
    for (let e = 0; e < extentCount; e++) {
      at += indexSize;
      const offset = uint(bytes, at, offsetSize);
      at += offsetSize;
      const length = uint(bytes, at, lengthSize);
      at += lengthSize;
      extents.push({ offset: base + offset, length });
    }
    if (!wanted.has(id)) continue;
    // 0: offsets in the file; 1: offsets in the idat box's data; others point elsewhere.
    if (method === 1 && idat) extents.forEach((x) => (x.offset += idat.body));
    else if (method !== 0) refuse();
    for (const x of extents) if (x.length === 0 || x.offset + x.length > bytes.length) refuse();
    found.set(id, extents);
  }
  return found;
}

/** An EXIF item holding nothing: no offset, then a big-endian TIFF header and an empty IFD. */
const EMPTY_EXIF_ITEM = Uint8Array.from([
  0, 0, 0, 0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0,
]);

export function stripHeif(bytes: Uint8Array): { bytes: Uint8Array; removed: string[] } {
  const meta = boxesIn(bytes, 0, bytes.length).find((b) => b.type === 'meta');
  if (!meta) refuse();
  const children = boxesIn(bytes, meta.body + 4, meta.end);
  const iinf = children.find((b) => b.type === 'iinf');
  const iloc = children.find((b) => b.type === 'iloc');
  const idat = children.find((b) => b.type === 'idat');
  if (!iinf || !iloc) refuse();
  const items = metadataItems(bytes, iinf);
  if (items.size === 0) return { bytes: bytes.slice(), removed: [] };
  const extents = extentsOf(bytes, iloc, idat, new Set(items.keys()));
  if (extents.size !== items.size) refuse();
  const out = bytes.slice();
  const removed = new Set<string>();
  for (const [id, kind] of items) {
    const parts = extents.get(id)!;
    const total = parts.reduce((sum, x) => sum + x.length, 0);
    if (kind === 'EXIF' && total < EMPTY_EXIF_ITEM.length) refuse();
    let written = 0;
    for (const x of parts) {
      for (let i = 0; i < x.length; i++, written++)
        out[x.offset + i] = kind === 'XMP' ? 0x20 : (EMPTY_EXIF_ITEM[written] ?? 0);
    }
    removed.add(kind);
  }
  return { bytes: out, removed: [...removed] };
}
