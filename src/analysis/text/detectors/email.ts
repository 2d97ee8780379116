// EMAIL: addresses with a dotted domain and an alphabetic top-level domain. Invariant: the local
// part and the domain are matched without nested quantifiers, so no input backtracks badly.
import type { RawSpan } from '../types.ts';
import { matchesOf, span } from './shared.ts';

const EMAIL =
  /(?<![\w.%+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,8}[A-Za-z]{2,24}(?![\w-])/g;

const LOGIN_IN_URL = /:\/\/[^\s/@]*:$/;

export function detectEmails(text: string): RawSpan[] {
  if (!text.includes('@')) return [];
  const found: RawSpan[] = [];
  for (const match of matchesOf(text, EMAIL)) {
    // "https://bob:hunter2@example.com" is a login inside a web address (url.ts), not an e-mail.
    if (LOGIN_IN_URL.test(text.slice(Math.max(0, match.index - 80), match.index))) continue;
    found.push(span(match.index, match.index + match[0].length, 'EMAIL', 0.98));
  }
  return found;
}
