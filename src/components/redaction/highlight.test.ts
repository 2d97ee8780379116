import { describe, expect, it } from 'vitest';
import { highlightPieces } from './highlight.ts';

describe('highlighting found spans in the post', () => {
  it('marks spans counted in code points, so emoji before a span do not shift it', () => {
    const pieces = highlightPieces('😀 call 555-0100 now', [
      { start: 7, end: 15, label: 'PHONE', confidence: 0.9 },
    ]);
    expect(pieces).toEqual([
      { text: '😀 call ', label: null },
      { text: '555-0100', label: 'PHONE' },
      { text: ' now', label: null },
    ]);
  });

  it('draws overlapping spans once and never loses text', () => {
    const text = "I'm at Joe's Cafe right now";
    const pieces = highlightPieces(text, [
      { start: 0, end: 27, label: 'LIVE_LOCATION', confidence: 0.8 },
      { start: 7, end: 17, label: 'LOCATION', confidence: 0.6 },
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    expect(pieces).toHaveLength(1);
  });
});
