// User-facing messages of the image check, in one table (CONVENTIONS: one message table per
// area). Invariant: every refusal of an input has a reason code here and a message that says what
// is wrong and what to do; nothing else in the engine invents user text for a refusal.

export type ImageInputProblem =
  | 'empty'
  | 'not-an-image'
  | 'unsupported-format'
  | 'too-large'
  | 'truncated'
  | 'corrupt'
  | 'too-many-pixels'
  | 'no-safe-copy-for-format';

/** Files above this size are refused before any parsing (a phone photo is 2–15 MB). */
export const IMAGE_MAX_BYTES = 50 * 1024 * 1024;
/** Decoding is refused above this pixel count: 50 MP × 4 bytes = 200 MB of RGBA in a tab. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Longest side accepted even when the pixel count is small (a 1 × 100,000 strip is a bomb too). */
export const IMAGE_MAX_SIDE_PX = 30_000;

export const IMAGE_INPUT_MESSAGES: Record<ImageInputProblem, string> = {
  empty: 'The file is empty. Choose the photo again.',
  'not-an-image':
    'This file is not an image Footprint can read. Choose a JPEG, PNG, WebP, GIF or HEIC photo.',
  'unsupported-format':
    'This image format is not supported. Save it as JPEG, PNG or WebP and try again.',
  'too-large': 'The image is larger than 50 MB. Resize or export a smaller copy and try again.',
  truncated:
    'The image file is incomplete (it ends too early), so it cannot be checked. Copy or download it again.',
  corrupt: 'The image file is damaged and cannot be read. Try exporting it again.',
  'too-many-pixels':
    'The image is too big to check on this device (over 50 megapixels or 30,000 pixels on a side). Resize it and try again.',
  'no-safe-copy-for-format':
    'A safe copy of a HEIC or AVIF photo cannot be made on this device. Export it as JPEG first, then check that copy.',
};

export class ImageInputError extends Error {
  readonly problem: ImageInputProblem;
  constructor(problem: ImageInputProblem, detail?: string) {
    super(IMAGE_INPUT_MESSAGES[problem] + (detail ? ` (${detail})` : ''));
    this.name = 'ImageInputError';
    this.problem = problem;
  }
}

export const IMAGE_SUGGESTIONS = {
  safeCopy: 'Post the safe copy: it removes the location and other hidden details from the file.',
  gps: 'Post the safe copy, which removes the GPS position, or turn off location tagging in your camera app.',
  places:
    'Post the safe copy, which removes the place names written into the file by your photo app.',
  device: 'Post the safe copy, which removes the camera and software details.',
  serial:
    'Post the safe copy: a serial number ties every photo from this camera to you, across accounts.',
  people: 'Post the safe copy, which removes the owner and author names stored in the file.',
  captureTime: 'Post the safe copy, which removes the exact time the photo was taken.',
  textFields: 'Post the safe copy, which removes the text stored inside the file.',
  faces:
    'Blur the faces of anyone who has not agreed to be posted, especially children, before sharing.',
  boardingPass:
    'Black out the barcode: anyone can scan it to read your name and booking reference and change or cancel your trip.',
  barcode: 'Black out the code unless you mean to share what it contains.',
  wifi: 'Black out the code: it gives anyone who sees the photo your Wi-Fi password.',
  text: 'Blur or black out this text in the image before posting.',
} as const;

/** What a region of text in the picture is, in the words a person uses (not the engine's label). */
export const TEXT_REGION_LABELS: Record<string, string> = {
  EMAIL: 'Email address',
  PHONE: 'Phone number',
  CREDIT_CARD: 'Card number',
  IBAN: 'Bank account number',
  ID_NUMBER: 'ID number',
  IP_ADDRESS: 'IP address',
  URL: 'Link',
  COORDINATES: 'GPS coordinates',
  ADDRESS: 'Street address',
  POSTAL_CODE: 'Postcode',
  DATE_OF_BIRTH: 'Date of birth',
  DATE: 'Date',
  AGE: 'Age',
  PERSON: 'Name',
  LOCATION: 'Place name',
  ORGANIZATION: 'Name of a business or school',
  USERNAME: 'Username',
  LICENSE_PLATE: 'Licence plate',
  CREDENTIAL: 'Password or code',
  NRP: 'Nationality, faith or politics',
  AWAY_FROM_HOME: 'Says you are away',
  LIVE_LOCATION: 'Where you are now',
  CHILD_INFO: "A child's details",
  SECURITY_ANSWER: 'Security answer',
  TRAVEL_DOCUMENT: 'Travel booking details',
  HEALTH: 'Health details',
  FINANCIAL: 'Money details',
};

const BARCODE_FORMAT_NAMES: Record<string, string> = {
  QRCode: 'QR code',
  MicroQRCode: 'QR code',
  DataMatrix: 'Data Matrix code',
  Aztec: 'Aztec code',
  PDF417: 'PDF417 code',
};

/** "Barcode: boarding pass", "Barcode: QR code", "Barcode: EAN-13". */
export function barcodeRegionLabel(format: string, boardingPass: boolean): string {
  return `Barcode: ${boardingPass ? 'boarding pass' : (BARCODE_FORMAT_NAMES[format] ?? format)}`;
}
