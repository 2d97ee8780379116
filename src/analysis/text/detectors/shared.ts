// Small helpers every detector uses: building spans and looking for cue words near a match.
// Invariant: helpers never scan more than a fixed window, so a detector stays linear in the text.
import type { RawSpan, TextLabel } from '../types.ts';

export function span(
  start: number,
  end: number,
  label: TextLabel,
  confidence: number,
  detail?: string,
): RawSpan {
  return detail === undefined
    ? { start, end, label, confidence }
    : { start, end, label, confidence, detail };
}

/** True when `cue` matches within `windowChars` characters before `index`. */
export function cueBefore(text: string, index: number, cue: RegExp, windowChars = 40): boolean {
  return cue.test(text.slice(Math.max(0, index - windowChars), index));
}

/** True when `cue` matches within `windowChars` characters after `index`. */
export function cueAfter(text: string, index: number, cue: RegExp, windowChars = 40): boolean {
  return cue.test(text.slice(index, index + windowChars));
}

export function digitsOf(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Luhn (mod 10) check used by payment cards and several national ids. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Characters that end a value written in running text but are not part of it. */
export const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"”’>]+$/;

export const HAS_DIGIT = /\d/;

/** Words that make a dotted number a version or a numbered part ("firmware 2.4.10.1", "section
 * 3.2.1.4"), when they come just before it. */
const VERSION_CUE =
  /(?:\b(?:v|ver|version|versions|release|rel|build|firmware|fw|update|updated to|upgrade|upgraded to|patch|kernel|driver|bios|ios|android|macos|windows|chrome|firefox|edge|safari|app|sdk|api|section|sections|chapter|clause|para|paragraph|article|art|rule|item|step|figure|fig|table|appendix)|§)\.?\s*(?:to\s+|from\s+|is\s+|no\.?\s*|v\.?\s*)?$/i;

export function versionCueBefore(text: string, index: number): boolean {
  return cueBefore(text, index, VERSION_CUE, 24);
}
