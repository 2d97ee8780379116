// URL: web addresses with any scheme (https, ftp, ssh …), with www., or bare domains under a
// known top-level domain, with a port, path, query and fragment; punctuation that ends the
// sentence is not part of them. Private meeting and file-share links and map links get their own
// message (`detail`). A file name ("report.pdf", "setup.sh", "README.md") is not a domain, nor is
// a sentence that lost its space ("the end.It was").
// Invariant: an e-mail address is never reported as a URL (the lookbehind excludes '@'), and the
// password in "scheme://user:password@host" is reported as a CREDENTIAL beside the URL.
import type { RawSpan } from '../types.ts';
import { matchesOf, span, TRAILING_PUNCTUATION } from './shared.ts';

/** A login written into a web address: scheme, user name, ":", password, "@". */
const USER_PASSWORD = /^([a-z][\w+.-]*:\/\/[^\s:/@]+:)([^\s/@]+)@/i;
const SCHEME_URL = /\b(?:[a-z][a-z0-9+.-]{1,15}:\/\/|www\.)[^\s<>"'`]+/gi;
/** Generic top-level domains people write addresses under, and country codes that are not also
 * file extensions (md, sh, py, rs, ps … are left out: "README.md", "setup.sh"; .pl stays, for Polish
 * sites outnumber Perl files in posts). */
const COMMON_TLDS = [
  'com|org|net|edu|gov|mil|int|io|co|me|info|biz|app|dev|ai|ly|gl|tv|fm|gg|cc|to|xyz|link|site|online|page',
  'shop|store|tech|blog|cloud|news|travel|museum|agency|studio|design|art|games|live|space|website',
  'club|life|world|health|email|law|jobs|pro|name|mobi|asia|top|network|systems|solutions|digital',
  'media|social|photos|photo|gallery|events|family|fun|today|guru|works|zone|team|tools|wiki|chat',
  'one|global|city|london|berlin|nyc|paris|eu|us|uk|de|fr|it|es|nl|be|ch|at|se|no|dk|fi|pt|ie|ca|au',
  'nz|in|jp|br|ru|cn|mx|ar|cl|pe|za|ng|ke|gh|eg|ma|ae|sa|il|tr|gr|cz|sk|hu|ro|bg|hr|si|ua|lt|lv|ee',
  'lu|li|is|sg|my|id|ph|th|vn|hk|tw|kr|pk|bd|lk|np|ir|ve|uy|ec|bo|cr|do|gt|pa|ws|im|vc|ms',
  'cafe|coffee|restaurant|bar|pub|pizza|bike|band|rocks|ninja|photography|academy|school|courses',
  'company|services|consulting|agency|studio|care|clinic|dental|fitness|yoga|fashion|boutique',
  'love|dating|house|land|farm|garden|green|earth|expert|church|community|foundation|charity|ngo',
  'pl|so|nu|example',
].join('|');
const BARE_DOMAIN = new RegExp(
  `(?<![@\\w.\\/-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.){1,4}(?:${COMMON_TLDS})(?:\\.[a-z]{2})?(?![\\w@-])(?::\\d{2,5}(?!\\d))?(?:[/?#][^\\s<>"'\`]*)?`,
  'gi',
);
/** A development server written without a scheme ("localhost:3000/admin"): the port says what it is. */
const LOCALHOST = /(?<![\w./@-])localhost:\d{2,5}(?!\d)(?:[/?#][^\s<>"'`]*)?/gi;
/** A two-letter "domain" in title case is a sentence run together ("the end.It was"). */
const RUN_TOGETHER = /\.[A-Z][a-z](?![\w.])/;

const PRIVATE_LINK =
  /(?:zoom\.us\/(?:j|my|s)\/|meet\.google\.com\/|teams\.microsoft\.com\/l\/|teams\.live\.com\/|webex\.com\/(?:meet|join)|docs\.google\.com\/|drive\.google\.com\/|dropbox\.com\/(?:s|scl|sh)\/|1drv\.ms\/|onedrive\.live\.com\/|wetransfer\.com\/|we\.tl\/|discord\.gg\/|chat\.whatsapp\.com\/|t\.me\/\+|[?&](?:invite|pwd|token|key|usp=sharing)=?)/i;
const MAP_LINK =
  /(?:maps\.google\.|google\.[a-z.]+\/maps|goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com|openstreetmap\.org|what3words\.com|w3w\.co)/i;

function classify(url: string): string | undefined {
  if (MAP_LINK.test(url)) return 'map';
  if (PRIVATE_LINK.test(url)) return 'private';
  return undefined;
}

/**
 * Whether the text holds "www." in any case, and a domain's dot: an ASCII letter or digit, "."
 * and an ASCII letter (the last label before a top-level domain, all of which are letters). The
 * patterns below need them (SCHEME_URL either "www." or "://"), and most posts with a full stop
 * have neither: the patterns were tried at every letter of those posts (profiled).
 */
function dotSigns(text: string): { www: boolean; domain: boolean } {
  let www = false;
  let domain = false;
  for (let dot = text.indexOf('.'); dot !== -1; dot = text.indexOf('.', dot + 1)) {
    if (!domain && asciiLetter(text.charCodeAt(dot + 1)) && asciiAlnum(text.charCodeAt(dot - 1)))
      domain = true;
    if (!www && dot >= 3 && isW(text, dot - 1) && isW(text, dot - 2) && isW(text, dot - 3))
      www = true;
    if (www && domain) break;
  }
  return { www, domain };
}

function isW(text: string, index: number): boolean {
  return (text.charCodeAt(index) | 32) === 119;
}

function asciiLetter(code: number): boolean {
  return (code | 32) >= 97 && (code | 32) <= 122;
}

function asciiAlnum(code: number): boolean {
  return asciiLetter(code) || (code >= 48 && code <= 57);
}

export function detectUrls(text: string): RawSpan[] {
  if (!text.includes('.')) return [];
  const found: RawSpan[] = [];
  const taken: Array<[number, number]> = [];
  const { www, domain } = dotSigns(text);
  for (const match of www || text.includes('://') ? matchesOf(text, SCHEME_URL) : []) {
    const value = match[0].replace(TRAILING_PUNCTUATION, '');
    if (value.length < 6) continue;
    const end = match.index + value.length;
    taken.push([match.index, end]);
    const login = USER_PASSWORD.exec(value);
    if (login) {
      // "https://bob:hunter2@host/…": the password is a CREDENTIAL and the rest stays a URL, as
      // two pieces around it, so neither hides the other when overlaps are settled.
      const [, beforePassword = '', password = ''] = login;
      const passwordStart = match.index + beforePassword.length;
      const passwordEnd = passwordStart + password.length;
      found.push(span(match.index, passwordStart - 1, 'URL', 0.97, classify(value)));
      found.push(span(passwordStart, passwordEnd, 'CREDENTIAL', 0.95));
      found.push(span(passwordEnd, end, 'URL', 0.97, classify(value)));
      continue;
    }
    found.push(span(match.index, end, 'URL', 0.97, classify(value)));
  }
  for (const match of text.includes(':') ? matchesOf(text, LOCALHOST) : []) {
    const value = match[0].replace(TRAILING_PUNCTUATION, '');
    found.push(span(match.index, match.index + value.length, 'URL', 0.8));
  }
  for (const match of domain ? matchesOf(text, BARE_DOMAIN) : []) {
    const start = match.index;
    if (taken.some(([a, b]) => start >= a && start < b)) continue;
    const value = match[0].replace(TRAILING_PUNCTUATION, '');
    // "e.g." and "i.e." style abbreviations are not domains.
    if (!/[a-z0-9-]{2,}\.[a-z]{2,}/i.test(value)) continue;
    if (RUN_TOGETHER.test(value.split(/[:/?#]/)[0] ?? '')) continue;
    found.push(span(start, start + value.length, 'URL', 0.8, classify(value)));
  }
  return found;
}
