// EMAIL: addresses with a dotted domain and an alphabetic top-level domain. Invariant: the local
// part and the domain are matched without nested quantifiers, so no input backtracks badly.
import type { RawSpan } from '../types.ts';
import { span } from './shared.ts';

const EMAIL =
  /(?<![\w.%+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,8}[A-Za-z]{2,24}(?![\w-])/g;

export function detectEmails(text: string): RawSpan[] {
  if (!text.includes('@')) return [];
  const found: RawSpan[] = [];
  for (const match of text.matchAll(EMAIL)) {
    found.push(span(match.index, match.index + match[0].length, 'EMAIL', 0.98));
  }
  return found;
}
