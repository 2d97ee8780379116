// Location and camera data inside the photos an export contains. Platforms strip EXIF from most
// copies, but not all (Takeout keeps the original files), so every JPEG/HEIC/TIFF in the archive is
// checked. Invariant: only the head of each file is inflated (EXIF lives in the first segments),
// and at most MAX_PHOTOS_CHECKED photos per import, so a photo-heavy archive stays fast.
import exifr from 'exifr';
import type { ExportEntry } from './archive.ts';
import type { MediaItem } from './dataset.ts';
import type { Route, RouteContext } from './platform.ts';
import { readHead } from './read.ts';
import { geo } from './values.ts';

/** EXIF (APP1) must start within the first 64 KiB of a JPEG; HEIC keeps it near the start too. */
export const PHOTO_HEAD_BYTES = 128 * 1024;
export const MAX_PHOTOS_CHECKED = 5_000;

export const PHOTO_PATTERN = /\.(jpe?g|heic|heif|tiff?|png|webp)$/i;

export interface PhotoMetadata {
  gps?: { lat: number; lon: number; altitude?: number };
  cameraMake?: string;
  cameraModel?: string;
  takenAt?: string | null;
  software?: string;
}

export async function readPhotoMetadata(bytes: Uint8Array): Promise<PhotoMetadata | null> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(bytes, {
      tiff: true,
      exif: true,
      gps: true,
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      ihdr: false,
      translateValues: false,
    })) as Record<string, unknown> | undefined;
  } catch {
    return null;
  }
  if (!tags) return null;
  const point = geo(tags.latitude, tags.longitude);
  const meta: PhotoMetadata = {};
  if (point) {
    meta.gps = point;
    if (typeof tags.GPSAltitude === 'number') meta.gps.altitude = tags.GPSAltitude;
  }
  if (typeof tags.Make === 'string') meta.cameraMake = tags.Make.trim();
  if (typeof tags.Model === 'string') meta.cameraModel = tags.Model.trim();
  if (typeof tags.Software === 'string') meta.software = tags.Software.trim();
  const taken = tags.DateTimeOriginal;
  if (taken instanceof Date && !Number.isNaN(taken.getTime())) meta.takenAt = taken.toISOString();
  return meta;
}

/** A route every platform adds: photos in the archive, checked for GPS and camera data. */
export function photoRoute(): Route {
  let checked = 0;
  return {
    match: PHOTO_PATTERN,
    async handle(entry: ExportEntry, ctx: RouteContext) {
      if (checked >= MAX_PHOTOS_CHECKED) return;
      checked++;
      const meta = await readPhotoMetadata(await readHead(entry, PHOTO_HEAD_BYTES));
      if (meta) ctx.photos.set(entry.path, meta);
    },
  };
}

/** Photos are matched to the platform's media records by their last two path segments. */
function photoKey(path: string): string {
  return path.split('/').slice(-2).join('/');
}

/**
 * Adds the EXIF facts of the photos read to the media items that reference them (JSON facts win),
 * and adds photos with GPS or a camera that no record references.
 */
export function mergePhotos(ctx: RouteContext): void {
  if (ctx.photos.size === 0) return;
  ctx.builder.saw('media', 'media.gps');
  const media = ctx.builder.data.media;
  const byKey = new Map<string, MediaItem>();
  for (const item of media) byKey.set(photoKey(item.uri), item);
  for (const [path, meta] of ctx.photos) {
    let item = byKey.get(photoKey(path));
    if (!item) {
      if (!meta.gps && !meta.cameraModel) continue;
      item = { uri: path, at: null, source: path };
      media.push(item);
      byKey.set(photoKey(path), item);
    }
    if (meta.gps && !item.gps) {
      item.gps = meta.gps;
      item.gpsFrom = 'exif';
    }
    if (meta.cameraMake && !item.cameraMake) item.cameraMake = meta.cameraMake;
    if (meta.cameraModel && !item.cameraModel) item.cameraModel = meta.cameraModel;
    if (meta.software && !item.software) item.software = meta.software;
    if (meta.takenAt && !item.takenAt) item.takenAt = meta.takenAt;
  }
}
