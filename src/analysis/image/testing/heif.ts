// A minimal HEIC file built by hand for tests: ftyp, a meta box (handler, primary item, item info,
// item locations, the picture size) and an mdat holding stand-in coded data, an EXIF item and an
// optional XMP item. Enough for the container walkers, exifr and the in-container safe copy; not a
// picture any decoder shows (no HEVC encoder ships with the project's dependencies).
import { makeExifTiff, xmpPacket, type ExifFacts } from './fixtures.ts';

const ascii = (text: string) => new TextEncoder().encode(text);
const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

function box(type: string, ...parts: Array<Uint8Array | number[]>): Uint8Array {
  const body = parts.flatMap((p) => Array.from(p));
  return Uint8Array.from([...u32(8 + body.length), ...ascii(type), ...body]);
}

function fullBox(type: string, version: number, ...parts: Array<Uint8Array | number[]>) {
  return box(type, [version, 0, 0, 0], ...parts);
}

/** Stand-in for the coded picture: bytes a test can check were copied unchanged. */
export const HEIF_CODED_DATA = Uint8Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256);

export function makeHeic(
  facts: ExifFacts,
  options: { width?: number; height?: number; xmp?: { city?: string } } = {},
): Uint8Array {
  const exifItem = Uint8Array.from([...u32(6), ...ascii('Exif\0\0'), ...makeExifTiff(facts)]);
  const xmpItem = options.xmp ? ascii(xmpPacket(options.xmp)) : null;
  const items: Array<{ id: number; type: string; data: Uint8Array; mime?: string }> = [
    { id: 1, type: 'hvc1', data: HEIF_CODED_DATA },
    { id: 2, type: 'Exif', data: exifItem },
  ];
  if (xmpItem) items.push({ id: 3, type: 'mime', data: xmpItem, mime: 'application/rdf+xml' });
  const ftyp = box('ftyp', ascii('heic'), u32(0), ascii('mif1'), ascii('heic'));
  const meta = (dataStart: number) => {
    let offset = dataStart;
    const locations = items.flatMap((item) => {
      const entry = [
        ...u16(item.id),
        ...u16(0),
        ...u16(1),
        ...u32(offset),
        ...u32(item.data.length),
      ];
      offset += item.data.length;
      return entry;
    });
    return fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), ascii('pict'), u32(0), u32(0), u32(0), [0]),
      fullBox('pitm', 0, u16(1)),
      fullBox(
        'iinf',
        0,
        u16(items.length),
        ...items.map((item) =>
          fullBox(
            'infe',
            2,
            u16(item.id),
            u16(0),
            ascii(item.type),
            [0],
            item.mime ? [...ascii(item.mime), 0] : [],
          ),
        ),
      ),
      fullBox('iloc', 0, [0x44, 0x00], u16(items.length), locations),
      box(
        'iprp',
        box('ipco', fullBox('ispe', 0, u32(options.width ?? 640), u32(options.height ?? 480))),
        fullBox('ipma', 0, u32(1), u16(1), [1, 0x81]),
      ),
    );
  };
  // The meta box's size does not depend on the offsets it holds, so measure it once.
  const metaSize = meta(0).length;
  const dataStart = ftyp.length + metaSize + 8;
  const mdat = box('mdat', ...items.map((item) => item.data));
  const out = new Uint8Array(ftyp.length + metaSize + mdat.length);
  out.set(ftyp);
  out.set(meta(dataStart), ftyp.length);
  out.set(mdat, ftyp.length + metaSize);
  return out;
}
