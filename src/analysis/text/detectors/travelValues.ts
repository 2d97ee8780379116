// The values of a travel document that let a stranger look up, change or cancel a trip: booking
// reference (PNR), ticket number, flight number, seat and the passenger name printed as
// SURNAME/GIVEN. They are TRAVEL_DOCUMENT spans with a `detail` naming the value, so the redacted
// copy replaces each with its own placeholder while the words around them stay.
// Invariants: a flight number or seat counts only next to its keyword or in a text that reads as
// a travel document (a bare "A380" or "12B" in a recipe is nothing); spans cover the value alone.
import type { RawSpan } from '../types.ts';
import { matchesOf, span } from './shared.ts';

export type TravelValue = 'booking' | 'ticket' | 'flight' | 'seat' | 'passenger';

export const TRAVEL_PLACEHOLDERS: Record<TravelValue, string> = {
  booking: '[BOOKING REF]',
  ticket: '[TICKET]',
  flight: '[FLIGHT]',
  seat: '[SEAT]',
  passenger: '[PASSENGER]',
};

const CONFIDENCE = 0.9;

/** Words that make a text read as a travel document, so bare flight numbers count in it. */
const TRAVEL_CONTEXT =
  /\b(?:boarding|board(?:ed|s)?|gate|seat|flight|flying|fly|pnr|booking|e-?ticket|check(?:ed)?[- ]?in|departs?|departure|arrival|terminal|airport|passenger)\b/i;

// Six letters/digits with at least one letter and one digit, or six capitals: the PNR shape.
const BOOKING_CODE = '(?=[A-Z0-9]{5,8}\\b)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{5,8}';
const VALUE_RULES: Array<{ value: TravelValue; pattern: RegExp; needsContext?: boolean }> = [
  {
    value: 'booking',
    pattern: new RegExp(
      `\\b(?:booking (?:reference|ref|code|number|no\\.?)|(?:confirmation|reservation)(?: (?:code|number|no\\.?))?|record locator|pnr|ref(?:erence)?)\\s*(?:is|:|#|-)?\\s*(${BOOKING_CODE})\\b`,
      'gi',
    ),
  },
  {
    value: 'ticket',
    pattern:
      /\b(?:e-?ticket|ticket)(?: (?:number|no\.?))?\s*(?:is|:|#)?\s*(\d{3}[- ]?\d{10}(?:[-/]\d{1,2})?)\b/gi,
  },
  {
    value: 'flight',
    pattern:
      /\b(?:flight|flt)(?: (?:number|no\.?))?\s*(?:#|:)?\s*((?:[A-Z]{2}|[A-Z]\d|\d[A-Z]) ?\d{1,4}[A-Z]?)\b/gi,
  },
  // A bare IATA flight designator ("BA2490") only in a text that reads as a travel document.
  { value: 'flight', pattern: /\b((?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{2,4})\b/g, needsContext: true },
  { value: 'seat', pattern: /\bseat(?: (?:number|no\.?))?\s*(?:#|:|is)?\s*(\d{1,2}[A-K])\b/gi },
  {
    value: 'passenger',
    pattern:
      /\b([A-Z][A-Z'-]{1,30}(?: [A-Z][A-Z'-]{1,30})?\/[A-Z][A-Z'-]{1,30}(?: [A-Z][A-Z'-]{1,30})?)(?:\s?(?:MRS|MR|MS|MISS|MSTR|DR))?\b/g,
  },
];

export function detectTravelValues(text: string): RawSpan[] {
  // Cheap exit: every value rule needs a digit or a slash in the text.
  if (!/[\d/]/.test(text)) return [];
  const travelText = TRAVEL_CONTEXT.test(text);
  const found: RawSpan[] = [];
  for (const rule of VALUE_RULES) {
    if (rule.needsContext && !travelText) continue;
    rule.pattern.lastIndex = 0;
    for (const hit of matchesOf(text, rule.pattern)) {
      const value = hit[1];
      if (!value) continue;
      // A keyword matched case-insensitively may still be followed by an ordinary lower-case word.
      if (rule.value !== 'seat' && value !== value.toUpperCase()) continue;
      if (rule.value === 'booking' && !/\d/.test(value) && !/^[A-Z]{6}$/.test(value)) continue;
      const start = hit.index + hit[0].lastIndexOf(value);
      found.push(span(start, start + value.length, 'TRAVEL_DOCUMENT', CONFIDENCE, rule.value));
    }
  }
  return withoutOverlaps(found);
}

/** Keeps the first of two values claiming the same characters (the rules are in priority order). */
function withoutOverlaps(spans: RawSpan[]): RawSpan[] {
  const kept: RawSpan[] = [];
  for (const s of spans) {
    if (kept.every((k) => s.end <= k.start || s.start >= k.end)) kept.push(s);
  }
  return kept;
}
