// Bytes → text for export files: encoding sniffed per file (LinkedIn mixes UTF-8 and UTF-16LE in
// one export), and Meta's mojibake repaired. Invariant: decoding never throws on bad bytes (a
// replacement character is better than losing the file) and never alters text that is not mojibake.

/** Decodes bytes by their BOM; without one, UTF-16LE is recognised by its zero high bytes. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  }
  if (bytes.length >= 4 && bytes[1] === 0 && bytes[3] === 0 && bytes[0] !== 0) {
    return new TextDecoder('utf-16le').decode(bytes);
  }
  return new TextDecoder('utf-8').decode(bytes);
}

const HAS_HIGH = /[\u0080-\u00ff]/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Meta writes each UTF-8 byte of non-ASCII text as its own \u00XX escape, so "á" reads as "Ã¡".
 * Re-reading the code points as bytes gives the text back. Strings with a code point above 0xFF,
 * or whose bytes are not valid UTF-8, were not mojibake and stay as they are.
 */
export function fixMojibake(text: string): string {
  if (!HAS_HIGH.test(text)) return text;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) return text;
    bytes[i] = code;
  }
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return text;
  }
}

/** Repairs every string (keys too: Meta localises labels) in a parsed JSON value, in place. */
export function fixMojibakeDeep(value: unknown): unknown {
  if (typeof value === 'string') return fixMojibake(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = fixMojibakeDeep(value[i]);
    return value;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const fixedKey = fixMojibake(key);
      const fixed = fixMojibakeDeep(record[key]);
      if (fixedKey !== key) delete record[key];
      record[fixedKey] = fixed;
    }
  }
  return value;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  emsp: ' ',
  ensp: ' ',
};

/** Decodes HTML character references (named subset, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000
        ? String.fromCodePoint(code)
        : match;
    }
    return ENTITIES[ref.toLowerCase()] ?? match;
  });
}

/** Text content of an HTML fragment: tags dropped, <br> as newline, entities decoded. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/[ \t]+/g, ' '),
  ).trim();
}
