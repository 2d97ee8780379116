// COORDINATES: latitude/longitude pairs in decimal ("51.5007, -0.1246"), decimal with hemisphere
// letters ("51.5007° N, 0.1246° W") and degrees-minutes-seconds ("51°30'2.5"N 0°7'28.6"W").
// Invariant: values are range-checked (|lat| ≤ 90, |lon| ≤ 180) and need ≥ 3 decimals when bare,
// so prices and scores ("12.5, 13.0") are not coordinates.
import type { RawSpan } from '../types.ts';
import { digitCount, matchesOf, span } from './shared.ts';

const DECIMAL_PAIR = /(?<![\d.\w-])(-?\d{1,2}\.\d{3,})\s*,\s*(-?\d{1,3}\.\d{3,})(?![\d.])/g;
const HEMISPHERE_PAIR =
  /(?<![\d.])(\d{1,2}(?:\.\d+)?)\s*°?\s*([NS])\s*,?\s*(\d{1,3}(?:\.\d+)?)\s*°?\s*([EW])\b/g;
const DMS =
  /(?<!\d)\d{1,3}\s*°\s*\d{1,2}\s*['′]\s*(?:\d{1,2}(?:\.\d+)?\s*(?:["″]|'')\s*)?[NSEW](?:\s*,?\s*\d{1,3}\s*°\s*\d{1,2}\s*['′]\s*(?:\d{1,2}(?:\.\d+)?\s*(?:["″]|'')\s*)?[NSEW])?/g;

export function detectCoordinates(text: string, digits = digitCount(text)): RawSpan[] {
  // Every pattern here needs two numbers; most posts have fewer digits.
  if (digits < 2) return [];
  const found: RawSpan[] = [];
  // Two numbers with three decimals each: eight digits at least.
  for (const match of digits < 8 ? [] : matchesOf(text, DECIMAL_PAIR)) {
    const lat = Number(match[1]);
    const lon = Number(match[2]);
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) continue;
    found.push(span(match.index, match.index + match[0].length, 'COORDINATES', 0.9));
  }
  for (const match of matchesOf(text, HEMISPHERE_PAIR)) {
    if (Number(match[1]) > 90 || Number(match[3]) > 180) continue;
    found.push(span(match.index, match.index + match[0].length, 'COORDINATES', 0.95));
  }
  if (text.includes('°')) {
    for (const match of matchesOf(text, DMS)) {
      found.push(span(match.index, match.index + match[0].length, 'COORDINATES', 0.95));
    }
  }
  return found;
}
