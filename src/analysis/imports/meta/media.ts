// Meta media records → media items with the EXIF copy Meta keeps in JSON (GPS, camera, device id,
// upload IP). Invariant: GPS comes only from the record's own exif_data; (0, 0) is not a position.
import type { MediaItem } from '../dataset.ts';
import { fromEpoch } from '../time.ts';
import { geo, num, obj, str } from '../values.ts';
import { exifEntries } from './records.ts';

export function metaMediaItem(raw: unknown, source: string): MediaItem | null {
  const media = obj(raw);
  const uri = str(media?.uri);
  if (!media || !uri) return null;
  const item: MediaItem = { uri, at: fromEpoch(media.creation_timestamp), source };
  const title = str(media.title) || str(media.description);
  if (title) item.title = title;
  for (const exif of exifEntries(media)) {
    const point = geo(exif.latitude, exif.longitude);
    if (point && !item.gps) {
      item.gps = point;
      item.gpsFrom = 'json';
    }
    const taken = fromEpoch(exif.taken_timestamp) ?? fromEpoch(num(exif.date_time_original));
    if (taken) item.takenAt = taken;
    else if (str(exif.date_time_original)) {
      const m = str(exif.date_time_original)?.match(
        /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/,
      );
      if (m) item.takenAt = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z`;
    }
    const make = str(exif.camera_make) ?? str(exif.lens_make);
    if (make) item.cameraMake = make;
    const model = str(exif.camera_model) ?? str(exif.lens_model);
    if (model) item.cameraModel = model;
    const deviceId = str(exif.device_id);
    if (deviceId) item.deviceId = deviceId;
    const software = str(exif.software);
    if (software) item.software = software;
    const ip = str(exif.upload_ip);
    if (ip) item.uploadIp = ip;
  }
  return item;
}
