// Warnings for what the image check found, in the spec's shape (type, severity, text,
// suggestion). The text names the concrete risk ("precise to about 5 m — enough to find the
// building"), because a vague "location data found" is what users learn to ignore.
// Invariant: a GPS position always gives a high-severity location warning; metadata that only
// names the device stays low, so the list is ordered by what matters.
import { IMAGE_SUGGESTIONS } from './messages.ts';
import type { FoundBarcode, FoundFace, ImageMetadata, RedactionWarning } from './types.ts';

/** Precision bands in metres → what someone can find with the position. */
const PLACE_PRECISION_BANDS: [maxM: number, place: string][] = [
  [50, 'the exact building'],
  [500, 'the street'],
  [5_000, 'the neighbourhood'],
  [Infinity, 'the town or area'],
];

export function placeFoundAt(precisionM: number): string {
  return PLACE_PRECISION_BANDS.find(([maxM]) => precisionM <= maxM)![1];
}

function formatPrecision(precisionM: number): string {
  if (precisionM < 1_000) return `${Math.max(1, Math.round(precisionM))} m`;
  return `${Math.round(precisionM / 100) / 10} km`;
}

function list(items: string[]): string {
  return items.map((item) => `“${item}”`).join(', ');
}

export function metadataWarnings(metadata: ImageMetadata): RedactionWarning[] {
  const warnings: RedactionWarning[] = [];
  const add = (w: Pick<RedactionWarning, 'type' | 'severity' | 'text' | 'suggestion'>) =>
    warnings.push({ ...w, source: 'image', check: 'metadata', regionIds: [] });
  if (metadata.gps) {
    const { lat, lon, precisionM } = metadata.gps;
    add({
      type: 'location',
      severity: 'high',
      text: `The photo carries the GPS position where it was taken (${lat.toFixed(5)}, ${lon.toFixed(5)}), precise to about ${formatPrecision(precisionM)} — enough to find ${placeFoundAt(precisionM)}.`,
      suggestion: IMAGE_SUGGESTIONS.gps,
    });
  }
  if (metadata.places.length > 0)
    add({
      type: 'location',
      severity: 'medium',
      text: `The file names places: ${list(metadata.places)}.`,
      suggestion: IMAGE_SUGGESTIONS.places,
    });
  if (metadata.serialNumbers.length > 0)
    add({
      type: 'identity',
      severity: 'medium',
      text: `The file holds ${metadata.serialNumbers.length === 1 ? 'a serial number' : 'serial numbers'} of the camera or lens (${list(metadata.serialNumbers)}), which links every photo from it to you.`,
      suggestion: IMAGE_SUGGESTIONS.serial,
    });
  if (metadata.people.length > 0)
    add({
      type: 'personal',
      severity: 'medium',
      text: `The file names its owner or author: ${list(metadata.people)}.`,
      suggestion: IMAGE_SUGGESTIONS.people,
    });
  const fieldNames = Object.keys(metadata.textFields);
  if (fieldNames.length > 0)
    add({
      type: 'metadata',
      severity: 'low',
      text: `The file stores hidden text (${fieldNames.join(', ')}) that anyone who downloads it can read.`,
      suggestion: IMAGE_SUGGESTIONS.textFields,
    });
  if (metadata.capturedAt)
    add({
      type: 'metadata',
      severity: 'low',
      text: `The file records when the photo was taken: ${metadata.capturedAt.replace('T', ' at ')}.`,
      suggestion: IMAGE_SUGGESTIONS.captureTime,
    });
  const device = [metadata.make, metadata.model]
    .filter((part): part is string => !!part)
    .filter((part, i, parts) => i === 0 || !part.toLowerCase().startsWith(parts[0]!.toLowerCase()));
  if (device.length > 0 || metadata.software)
    add({
      type: 'metadata',
      severity: 'low',
      text: `The file names the device${metadata.software ? ' and software' : ''}: ${[device.join(' '), metadata.software].filter(Boolean).join(', ')}.`,
      suggestion: IMAGE_SUGGESTIONS.device,
    });
  return warnings;
}

export function faceWarnings(faces: FoundFace[]): RedactionWarning[] {
  if (faces.length === 0) return [];
  return [
    {
      type: 'identity',
      severity: 'medium',
      text:
        faces.length === 1
          ? 'A face can be recognised in the image.'
          : `${faces.length} faces can be recognised in the image.`,
      suggestion: IMAGE_SUGGESTIONS.faces,
      source: 'image',
      check: 'face',
      regionIds: faces.map((face) => face.regionId),
    },
  ];
}

const SHOWN_CONTENT_MAX_CHARS = 60;

function shown(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > SHOWN_CONTENT_MAX_CHARS
    ? `${oneLine.slice(0, SHOWN_CONTENT_MAX_CHARS)}…`
    : oneLine;
}

export function barcodeWarnings(barcodes: FoundBarcode[]): RedactionWarning[] {
  return barcodes.map((barcode): RedactionWarning => {
    const base = {
      source: 'image' as const,
      check: 'barcode' as const,
      regionIds: [barcode.regionId],
    };
    const pass = barcode.boardingPass;
    if (pass) {
      const flights = pass.flights
        .map((f) => `${f.carrier}${f.flightNumber} ${f.from}→${f.to}`)
        .join(', ');
      return {
        ...base,
        type: 'identity',
        severity: 'high',
        text: `A boarding-pass barcode reveals the passenger name ${pass.passengerName}, booking reference ${pass.bookingReference}${flights ? ` and flight ${flights}` : ''}.`,
        suggestion: IMAGE_SUGGESTIONS.boardingPass,
      };
    }
    if (/^WIFI:/i.test(barcode.text)) {
      const ssid = barcode.text.match(/S:((?:\\.|[^;])*)/)?.[1];
      return {
        ...base,
        type: 'personal',
        severity: 'high',
        text: `A QR code holds the password of the Wi-Fi network${ssid ? ` “${ssid}”` : ''}.`,
        suggestion: IMAGE_SUGGESTIONS.wifi,
      };
    }
    return {
      ...base,
      type: 'personal',
      severity: 'low',
      text: `A ${barcode.format} code can be read by anyone who sees the image: “${shown(barcode.text)}”.`,
      suggestion: IMAGE_SUGGESTIONS.barcode,
    };
  });
}
