// Image check: the shapes the engine returns to the worker, the CLI and (later) the Redaction
// Helper's image panel. Boxes are in pixels of the image as displayed (EXIF orientation applied),
// so the UI can draw them over the preview without knowing about orientation.
// Invariant: a warning keeps the spec's four fields (type, severity, text, suggestion) and says
// `source: 'image'` (the text engine's warnings say 'text'), so both sit in one list.

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic' | 'avif';

export type ImageCheckKind = 'metadata' | 'face' | 'text' | 'barcode';

export type WarningType = 'location' | 'personal' | 'identity' | 'metadata';
export type WarningSeverity = 'high' | 'medium' | 'low';

export interface RedactionWarning {
  type: WarningType;
  severity: WarningSeverity;
  text: string;
  suggestion: string;
  source: 'image';
  /** Which image check produced it (text = text in the picture, classified by the text engine). */
  check: ImageCheckKind;
  /** Regions of the image this warning is about (ids in `ImageCheckResult.regions`). */
  regionIds: string[];
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pixels in RGBA order, row by row, as ImageData holds them. */
export interface DecodedImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

export interface GpsPosition {
  lat: number;
  lon: number;
  altitudeM: number | null;
  /** How closely the recorded position pins the place, in metres (from the stored precision). */
  precisionM: number;
}

export interface ImageMetadata {
  gps: GpsPosition | null;
  /** Capture time as written by the camera (local time, no zone): "YYYY-MM-DDTHH:mm:ss". */
  capturedAt: string | null;
  make: string | null;
  model: string | null;
  software: string | null;
  serialNumbers: string[];
  /** Owner, artist, creator, copyright, by-line names. */
  people: string[];
  /** XMP/IPTC place fields (city, sublocation, state, country, location). */
  places: string[];
  /** PNG text chunks and other free-text fields: keyword → value (values truncated). */
  textFields: Record<string, string>;
  orientation: number | null;
}

export interface FoundFace {
  box: Box;
  confidence: number;
  regionId: string;
}

/** A piece of text in the image that the text engine flagged. */
export interface FoundText {
  text: string;
  label: string;
  confidence: number;
  box: Box;
  regionId: string;
}

export interface BoardingPass {
  passengerName: string;
  bookingReference: string;
  flights: {
    from: string;
    to: string;
    carrier: string;
    flightNumber: string;
    julianDate: string;
    seat: string;
  }[];
}

export interface FoundBarcode {
  format: string;
  text: string;
  box: Box;
  boardingPass: BoardingPass | null;
  regionId: string;
}

export type RegionKind = 'face' | 'text' | 'barcode';

/** Something the user can choose to blur or black out in the safe copy. */
export interface ImageRegion {
  id: string;
  kind: RegionKind;
  box: Box;
  label: string;
}

export type ImageStage = 'validate' | 'metadata' | 'decode' | 'faces' | 'text' | 'barcodes';

export interface ImageCheckResult {
  format: ImageFormat;
  width: number;
  height: number;
  metadata: ImageMetadata;
  faces: FoundFace[];
  text: FoundText[];
  barcodes: FoundBarcode[];
  regions: ImageRegion[];
  warnings: RedactionWarning[];
  /** Checks that could not run, with the reason shown to the user. */
  skipped: { stage: ImageStage; reason: string }[];
  timingsMs: Partial<Record<ImageStage, number>>;
}

export type RedactionStyle = 'blur' | 'blackout';

export interface RegionRedaction {
  box: Box;
  style: RedactionStyle;
}
