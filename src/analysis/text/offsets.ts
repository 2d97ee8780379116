// Offset conversion between UTF-16 units (what JavaScript strings index) and Unicode code points
// (what the corpora and the CLI contract count). Invariant: for text without astral characters
// the two are identical and no table is built.
const SURROGATE = /[\uD800-\uDFFF]/;

/** What utf16ToCodePoints returns for text without astral characters, so callers can skip
 * copying offsets that do not change. */
export const SAME_OFFSET = (offset: number): number => offset;

/** Returns a function mapping a UTF-16 offset to a code point offset in `text`. */
export function utf16ToCodePoints(text: string): (offset: number) => number {
  if (!SURROGATE.test(text)) return SAME_OFFSET;
  const table = new Uint32Array(text.length + 1);
  let points = 0;
  for (let i = 0; i < text.length; i++) {
    table[i] = points;
    const code = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        table[i + 1] = points;
        i++;
      }
    }
    points++;
  }
  table[text.length] = points;
  return (offset) => table[offset] ?? points;
}

/** Returns a function mapping a code point offset to a UTF-16 offset in `text`. */
export function codePointsToUtf16(text: string): (offset: number) => number {
  if (!SURROGATE.test(text)) return (offset) => offset;
  const starts: number[] = [];
  for (let i = 0; i < text.length; i++) {
    starts.push(i);
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return (offset) => (offset >= starts.length ? text.length : (starts[offset] ?? text.length));
}
