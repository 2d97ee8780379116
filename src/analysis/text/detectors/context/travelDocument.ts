// TRAVEL_DOCUMENT: boarding passes, booking references (PNR), tickets, flight plus seat, visa
// and passport pages. Guards: general talk ("how do I print a boarding pass?").
import type { PhraseRule } from './phrases.ts';

export const TRAVEL_DOCUMENT_RULE: PhraseRule = {
  label: 'TRAVEL_DOCUMENT',
  confidence: 0.85,
  cues: [
    /\b(?:boarding pass(?:es)?|e-?ticket|booking (?:reference|ref|code|number|confirmation)|confirmation (?:code|number)|pnr|record locator|reservation (?:code|number))\b[^.!?\n]{0,40}/i,
    /\b(?:flight|flt)(?:['’]s| is)? (?:no\.? |number )?(?!(?:at|to|in|on|is|by|for|from|of)\s)[A-Z]{2,3}\s?\d{2,4}\b[^.!?\n]{0,30}/i,
    /\b[A-Z]{2}\d{2,4}\b[^.!?\n]{0,30}\bseat \d{1,2}[A-K]\b/,
    /\b[Ss]eat \d{1,2}[A-K]\b[^.!?\n]{0,40}/,
    /\b(?:passport|visa) (?:photo|page|pic|scan|picture)\b[^.!?\n]{0,30}|\b(?:my|new) (?:passport|visa) (?:arrived|came|is here)\b[^.!?\n]{0,30}/i,
    /\b(?:ticket|tickets) (?:for|to) [^.!?\n]{2,40}\b(?:row|seat|section|gate)\b[^.!?\n]{0,20}/i,
  ],
  // Per cue, in order (see PhraseRule.cueAnchors).
  cueAnchors: [
    'boarding ticket eticket booking confirmation pnr record reservation',
    'flight flt',
    'seat',
    'seat',
    'passport visa',
    'ticket tickets',
  ],
  guards: [
    /\b(?:how (?:do|can) (?:i|you)|where (?:do|can) (?:i|you)|does anyone know|never post|don'?t post|printables?|pretend|templates?|role ?play|toy)\b/i,
  ],
};
