// The few bytes of EXIF (TIFF) the safe copy needs to understand itself: the Orientation tag, read
// from IFD0 and written as a one-entry EXIF block. Keeping orientation is what stops a stripped
// portrait photo from turning sideways; it says nothing about the person or the place.
// Invariant: `orientationOnlyTiff` output holds exactly one tag (0x0112) and no other IFD.

const ORIENTATION_TAG = 0x0112;

export function readTiffOrientation(tiff: Uint8Array): number | null {
  if (tiff.length < 8) return null;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  const big = tiff[0] === 0x4d && tiff[1] === 0x4d;
  if (!little && !big) return null;
  const u16 = (at: number) =>
    little ? tiff[at]! | (tiff[at + 1]! << 8) : (tiff[at]! << 8) | tiff[at + 1]!;
  const u32 = (at: number) =>
    little
      ? (tiff[at]! | (tiff[at + 1]! << 8) | (tiff[at + 2]! << 16) | (tiff[at + 3]! << 24)) >>> 0
      : ((tiff[at]! << 24) | (tiff[at + 1]! << 16) | (tiff[at + 2]! << 8) | tiff[at + 3]!) >>> 0;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === ORIENTATION_TAG) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** A big-endian TIFF with IFD0 = { Orientation }, nothing else. */
export function orientationOnlyTiff(orientation: number): Uint8Array {
  return Uint8Array.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // header, IFD0 at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    orientation >> 8,
    orientation & 0xff,
    0x00,
    0x00, // SHORT ×1
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
}

export const EXIF_HEADER = Uint8Array.from([0x45, 0x78, 0x69, 0x66, 0x00, 0x00]); // "Exif\0\0"

/** The TIFF part of an EXIF block that may or may not start with "Exif\0\0". */
export function tiffOf(exif: Uint8Array): Uint8Array {
  return EXIF_HEADER.every((b, i) => exif[i] === b) ? exif.subarray(6) : exif;
}
