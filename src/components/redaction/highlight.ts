// Splits a text into plain and highlighted pieces from spans counted in Unicode code points.
// Invariant: the pieces joined give back the text exactly; overlapping spans are drawn once.
import type { TextSpan } from '../../analysis/text/types.ts';

export interface TextPiece {
  text: string;
  label: string | null;
}

export function highlightPieces(text: string, spans: TextSpan[]): TextPiece[] {
  const points = Array.from(text);
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const pieces: TextPiece[] = [];
  let cursor = 0;
  for (const span of sorted) {
    const start = Math.max(span.start, cursor);
    const end = Math.min(span.end, points.length);
    if (end <= start) continue;
    if (start > cursor) pieces.push({ text: points.slice(cursor, start).join(''), label: null });
    pieces.push({ text: points.slice(start, end).join(''), label: span.label });
    cursor = end;
  }
  if (cursor < points.length) pieces.push({ text: points.slice(cursor).join(''), label: null });
  return pieces;
}
