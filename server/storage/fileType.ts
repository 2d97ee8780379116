// File type detection for uploads (product-spec §5): the type comes from the file's first bytes,
// never from the name or the client's Content-Type, and the path's extension is corrected to match.
// Invariant: a file whose bytes are not a known binary format is never stored under an extension
// that claims one (an HTML page cannot be uploaded as "avatar.png").

/** How many leading bytes detection needs (the longest signature plus its offset). */
export const SNIFF_BYTES = 4100;

interface Signature {
  contentType: string;
  /** Accepted extensions; the first is used when the path's extension is corrected. */
  extensions: string[];
  matches(head: Uint8Array): boolean;
}

function startsWith(head: Uint8Array, bytes: number[] | string, offset = 0): boolean {
  const expected =
    typeof bytes === 'string' ? Array.from(bytes, (char) => char.charCodeAt(0)) : bytes;
  if (head.length < offset + expected.length) return false;
  return expected.every((byte, index) => head[offset + index] === byte);
}

function ftypBrand(head: Uint8Array): string | null {
  if (!startsWith(head, 'ftyp', 4) || head.length < 12) return null;
  return String.fromCharCode(...head.subarray(8, 12));
}

const SIGNATURES: Signature[] = [
  {
    contentType: 'image/jpeg',
    extensions: ['jpg', 'jpeg'],
    matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  },
  {
    contentType: 'image/png',
    extensions: ['png'],
    matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    contentType: 'image/gif',
    extensions: ['gif'],
    matches: (h) => startsWith(h, 'GIF87a') || startsWith(h, 'GIF89a'),
  },
  {
    contentType: 'image/webp',
    extensions: ['webp'],
    matches: (h) => startsWith(h, 'RIFF') && startsWith(h, 'WEBP', 8),
  },
  {
    contentType: 'audio/wav',
    extensions: ['wav'],
    matches: (h) => startsWith(h, 'RIFF') && startsWith(h, 'WAVE', 8),
  },
  {
    contentType: 'image/tiff',
    extensions: ['tif', 'tiff'],
    matches: (h) =>
      startsWith(h, [0x49, 0x49, 0x2a, 0x00]) || startsWith(h, [0x4d, 0x4d, 0x00, 0x2a]),
  },
  {
    contentType: 'image/heic',
    extensions: ['heic', 'heif'],
    matches: (h) => ['heic', 'heix', 'mif1', 'msf1', 'heim', 'heis'].includes(ftypBrand(h) ?? ''),
  },
  { contentType: 'image/avif', extensions: ['avif'], matches: (h) => ftypBrand(h) === 'avif' },
  { contentType: 'video/quicktime', extensions: ['mov'], matches: (h) => ftypBrand(h) === 'qt  ' },
  { contentType: 'audio/mp4', extensions: ['m4a'], matches: (h) => ftypBrand(h) === 'M4A ' },
  { contentType: 'video/mp4', extensions: ['mp4', 'm4v'], matches: (h) => ftypBrand(h) != null },
  { contentType: 'application/pdf', extensions: ['pdf'], matches: (h) => startsWith(h, '%PDF-') },
  {
    contentType: 'application/zip',
    // Office documents, EPUB and Android packages are ZIP containers: keep their own extension.
    extensions: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub', 'jar', 'apk'],
    matches: (h) =>
      startsWith(h, [0x50, 0x4b, 0x03, 0x04]) || startsWith(h, [0x50, 0x4b, 0x05, 0x06]),
  },
  {
    contentType: 'application/gzip',
    extensions: ['gz', 'tgz'],
    matches: (h) => startsWith(h, [0x1f, 0x8b]),
  },
  {
    contentType: 'audio/mpeg',
    extensions: ['mp3'],
    matches: (h) =>
      startsWith(h, 'ID3') ||
      (h.length >= 2 && h[0] === 0xff && (h[1]! & 0xe0) === 0xe0 && (h[1]! & 0x06) !== 0),
  },
  {
    contentType: 'audio/ogg',
    extensions: ['ogg', 'oga', 'opus'],
    matches: (h) => startsWith(h, 'OggS'),
  },
  { contentType: 'audio/flac', extensions: ['flac'], matches: (h) => startsWith(h, 'fLaC') },
  {
    contentType: 'video/webm',
    extensions: ['webm', 'mkv'],
    matches: (h) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3]),
  },
];

/** Text formats cannot be told apart by their bytes; a textual file keeps one of these names. */
const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  jsonl: 'application/jsonl',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  ics: 'text/calendar',
  vcf: 'text/vcard',
};

const ZIP_CONTAINER_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  epub: 'application/epub+zip',
  jar: 'application/java-archive',
  apk: 'application/vnd.android.package-archive',
};

const BINARY_EXTENSIONS = new Set(SIGNATURES.flatMap((signature) => signature.extensions));

/** True when the bytes decode as UTF-8 without NULs or other C0 controls besides whitespace. */
function looksLikeText(head: Uint8Array, complete: boolean): boolean {
  if (head.length === 0) return true;
  for (const byte of head) {
    if (
      byte === 0 ||
      (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c)
    )
      return false;
  }
  // A multi-byte character may be cut at the end of the sniffed prefix.
  let bytes = head;
  if (!complete) {
    let cut = bytes.length;
    while (cut > 0 && cut > bytes.length - 4 && (bytes[cut - 1]! & 0xc0) === 0x80) cut -= 1;
    if (cut > 0 && bytes[cut - 1]! >= 0xc0) cut -= 1;
    bytes = bytes.subarray(0, cut);
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export interface DetectedFile {
  contentType: string;
  /** The path with its extension corrected to the detected type (unchanged when it matched). */
  path: string;
}

function splitExtension(filePath: string): { stem: string; extension: string | null } {
  const slash = filePath.lastIndexOf('/');
  const dot = filePath.lastIndexOf('.');
  if (dot <= slash + 1) return { stem: filePath, extension: null };
  return { stem: filePath.slice(0, dot), extension: filePath.slice(dot + 1).toLowerCase() };
}

/**
 * Detects the type of a file from its first bytes (`complete` when `head` is the whole file) and
 * corrects the extension of `filePath` to match.
 */
export function detectFileType(
  head: Uint8Array,
  filePath: string,
  complete: boolean,
): DetectedFile {
  const { stem, extension } = splitExtension(filePath);
  const withExtension = (ext: string): string => `${stem}.${ext}`;
  const signature = SIGNATURES.find((candidate) => candidate.matches(head));
  if (signature) {
    if (extension != null && signature.extensions.includes(extension)) {
      const contentType =
        signature.contentType === 'application/zip'
          ? (ZIP_CONTAINER_TYPES[extension] ?? signature.contentType)
          : signature.contentType;
      return { contentType, path: filePath };
    }
    return { contentType: signature.contentType, path: withExtension(signature.extensions[0]!) };
  }
  if (looksLikeText(head, complete)) {
    if (extension != null && TEXT_TYPES[extension]) {
      return { contentType: TEXT_TYPES[extension], path: filePath };
    }
    if (extension == null || BINARY_EXTENSIONS.has(extension)) {
      return { contentType: 'text/plain', path: withExtension('txt') };
    }
    return { contentType: 'text/plain', path: filePath };
  }
  if (extension != null && (BINARY_EXTENSIONS.has(extension) || TEXT_TYPES[extension])) {
    return { contentType: 'application/octet-stream', path: withExtension('bin') };
  }
  return { contentType: 'application/octet-stream', path: filePath };
}
