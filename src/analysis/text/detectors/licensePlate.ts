// LICENSE_PLATE: a plate-shaped token (letters and digits, 4-9 characters) right after a plate
// cue ("plate", "reg", "registration"). Invariant: never reported without a cue — plate formats
// differ by country and collide with product codes.
import type { RawSpan } from '../types.ts';
import { digitCount, matchesOf, span } from './shared.ts';

const CUED_PLATE =
  /\b(?:licen[cs]e plate|number plate|plate(?: number| no\.?)?|plates|reg(?:istration)?(?: number| no\.?| plate)?|tag number|kennzeichen|matrícula|immatriculation)\s*(?:is|was|:|#|-)?\s*['"“]?([A-Z0-9]{1,4}(?:[ -]?[A-Z0-9]{1,5}){1,2})\b/gi;

export function detectLicensePlates(text: string, digits = digitCount(text)): RawSpan[] {
  // Every pattern here needs a digit; most posts have none.
  if (digits === 0) return [];
  const found: RawSpan[] = [];
  for (const match of matchesOf(text, CUED_PLATE)) {
    const value = match[1] ?? '';
    const compact = value.replace(/[ -]/g, '');
    if (compact.length < 4 || compact.length > 9) continue;
    if (!/\d/.test(compact) || !/[A-Z]/i.test(compact)) continue;
    // Plates are written in capitals; a lowercase word after "reg" is prose.
    if (value !== value.toUpperCase()) continue;
    const start = match.index + match[0].length - value.length;
    found.push(span(start, start + value.length, 'LICENSE_PLATE', 0.85));
  }
  return found;
}
