// USERNAME: @handles and handles given after a platform cue ("IG: jane.doe", "my snap is …").
// Invariant: the part after '@' in an e-mail address is never a handle.
import type { RawSpan } from '../types.ts';
import { matchesOf, span } from './shared.ts';

const HANDLE =
  /(?<![\w@.+-])@[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,29}[A-Za-z0-9_])?(?![\w@]|\.[A-Za-z]{2,})/g;
const CUED_HANDLE =
  /\b(?:ig|insta(?:gram)?|snap(?:chat)?|tiktok|twitter|discord|telegram|kik|twitch|reddit|psn|xbox|gamertag|steam|username|user name|user ?id|handle)\s*(?:is|:|-|=|@)\s*@?([A-Za-z0-9_][A-Za-z0-9_.]{2,29})\b/gi;

export function detectUsernames(text: string): RawSpan[] {
  const found: RawSpan[] = [];
  if (text.includes('@')) {
    for (const match of matchesOf(text, HANDLE)) {
      found.push(span(match.index, match.index + match[0].length, 'USERNAME', 0.9));
    }
  }
  for (const match of matchesOf(text, CUED_HANDLE)) {
    const value = match[1] ?? '';
    if (/^(?:is|the|my|and|not|private|public|down)$/i.test(value)) continue;
    const start = match.index + match[0].length - value.length;
    found.push(span(start, start + value.length, 'USERNAME', 0.8));
  }
  return found;
}
