// DATE, DATE_OF_BIRTH and AGE. A date near a birth cue ("born", "birthday", "DOB") is a date of
// birth; a bare year counts only after a time preposition ("in 1977", "since 2001").
// Invariant: AGE spans cover the number only, so the redacted text keeps the sentence readable.
import type { RawSpan } from '../types.ts';
import { cueBefore, digitCount, matchesOf, span } from './shared.ts';

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** Each pattern with the digits a match holds at least (a text with fewer skips it). */
const DATE_PATTERNS: Array<[RegExp, number]> = [
  [/(?<![\w-])\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?(?![\w-])/g, 8],
  // A full stop after the year ends the sentence ("born on 2/8/1935."); one before a digit
  // makes a longer number.
  [/(?<![\w./-])\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})(?![\w/-]|\.\d)/g, 4],
  [new RegExp(`\\b${MONTH}\\.? \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?\\b`, 'gi'), 1],
  [new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTH}\\.?(?:,? \\d{4})?\\b`, 'gi'), 1],
  [new RegExp(`\\b${MONTH} \\d{4}\\b`, 'gi'), 4],
];
const CUED_YEAR =
  /\b(?:in|since|during|from|of|until|by|circa|founded|born|year|class of)\s+((?:19|20)\d{2})\b/gi;
const BIRTH_CUE =
  /(?:born|birthday|bday|b-day|date of birth|dob|d\.o\.b|birth date|birthdate)\b[^.!?\n]{0,25}$/i;
const AGE_PATTERNS: Array<[RegExp, number]> = [
  [/\b(\d{1,3})[ -]?(?:years?|yrs?)[ -]?old\b/gi, 0.95],
  [/\b(\d{1,3}) ?(?:y\/o|yo|y\.o\.)(?!\w)/gi, 0.9],
  [/\b(?:aged?|age:)\s+(\d{1,3})\b/gi, 0.85],
  [
    /\b(?:turn(?:ed|s|ing)?|I'?m|I am|he'?s|she'?s|he is|she is)\s+(\d{1,2})(?=\s*(?:[.!,;?)]|$|today|this|next|on|in|and|tomorrow|years|y))/gim,
    0.75,
  ],
  [/\bat the age of (\d{1,3})\b/gi, 0.9],
];

export function detectDatesAndAges(text: string, digits = digitCount(text)): RawSpan[] {
  // Every pattern here needs a digit; most posts have none.
  if (digits === 0) return [];
  const found: RawSpan[] = [];
  for (const [pattern, fewestDigits] of DATE_PATTERNS) {
    if (digits < fewestDigits) continue;
    for (const match of matchesOf(text, pattern)) {
      const birth = cueBefore(text, match.index, BIRTH_CUE, 40);
      found.push(
        span(
          match.index,
          match.index + match[0].length,
          birth ? 'DATE_OF_BIRTH' : 'DATE',
          birth ? 0.9 : 0.7,
        ),
      );
    }
  }
  for (const match of digits < 4 ? [] : matchesOf(text, CUED_YEAR)) {
    const year = match[1] ?? '';
    const start = match.index + match[0].length - year.length;
    const birth = /born/i.test(match[0]) || cueBefore(text, start, BIRTH_CUE, 30);
    found.push(span(start, start + 4, birth ? 'DATE_OF_BIRTH' : 'DATE', birth ? 0.8 : 0.5));
  }
  for (const [pattern, confidence] of AGE_PATTERNS) {
    for (const match of matchesOf(text, pattern)) {
      const age = match[1] ?? '';
      const value = Number(age);
      if (value < 1 || value > 120) continue;
      // In every age pattern the first digit of the match starts the captured number.
      const start = match.index + match[0].search(/\d/);
      found.push(span(start, start + age.length, 'AGE', confidence));
    }
  }
  return found;
}
