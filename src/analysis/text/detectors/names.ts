// PERSON, LOCATION and ORGANIZATION from capitalised phrases. A fast feature-based tagger rather
// than a statistical model: it finds runs of capitalised words, trims ordinary words off their
// edges, then decides by gazetteer hits (compromise's lexicon), the phrase's last word (Inc,
// University, River), and cue words around it ("my name is", "Mr.", "from", "lives in"); an
// unknown word with no other evidence is a person only when spelt like a name (nameSpelling.ts).
// Measured trade-off (BENCHMARKS.md): compromise's full tagger runs at ~0.1 MB/s, this at
// several MB/s. Invariant: a capitalised word at the start of a sentence is never tagged on
// capitalisation alone — it needs a gazetteer hit or a cue.
import type { RawSpan } from '../types.ts';
import {
  asciiKindsOf,
  gazetteer,
  KIND_COMMON,
  KIND_FIRST_NAME,
  KIND_FREQUENT,
  KIND_KNOWN_PERSON,
  KIND_LAST_NAME,
  KIND_LEXICON_FIRST_NAME,
  KIND_NAME_WORD,
  KIND_ORGANIZATION,
  KIND_PLACE,
  ORGANIZATION_WORDS,
  PLACE_WORDS,
  type Gazetteer,
} from './gazetteer.ts';
import { nameLikeness } from './nameSpelling.ts';
import { isSpace, matchesOf, span } from './shared.ts';

interface Token {
  /** Mutable: cleared where capitals carry no information (shouting, headlines, hashtags). */
  start: number;
  end: number;
  text: string;
  lower: string;
  /** The gazetteer sets `lower` is in (Gazetteer.kinds). */
  kinds: number;
  capitalised: boolean;
  allCaps: boolean;
  sentenceStart: boolean;
  hashtag: boolean;
}

const WORD = /[\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*/gu;
const TITLES =
  /^(?:mr|mrs|ms|miss|mx|dr|prof|sir|dame|lady|lord|rev|fr|capt|sgt|officer|coach|uncle|aunt|auntie|grandma|grandpa|president|senator|judge)$/;
/** Stage-name prefixes that are part of the name they come with ("DJ Khaled", "Lil Yachty"). */
const STAGE_PREFIX = /^(?:dj|lil|mc)$/;
const CONNECTORS = new Set([
  'de',
  'del',
  'della',
  'da',
  'di',
  'van',
  'von',
  'der',
  'den',
  'bin',
  'al',
  'le',
  'la',
  'du',
  'dos',
  'das',
  'y',
  'of',
  'ibn',
  'ter',
]);
const PERSON_CUE_BEFORE =
  /(?:\bmy name is|\b(?:last|first|maiden|family) name(?: is)?\W{0,3}|\bsurname(?: is)?\W{0,3}|\bname(?:'s| is)?\s*:?|\bi'm|\bi am|\bcalled|\bnamed|\bcall me|\bby|\bwith|\bsaid|\bthanks?|\bhi|\bhey|\bdear|\bmeet|\bmet|\bask|\bto|\btold|\bson|\bdaughter|\bwife|\bhusband|\bboyfriend|\bgirlfriend|\bfriend|\bbrother|\bsister|\bmom|\bdad|\bmum|\bcousin|\bboss|\bcoach|\bteacher|\bpartner's name|\bunder|\bfeat\.?|\bft\.?|\bproducer|\bcommenter|\bplayer|\bactor|\bactress|\bsinger|\brapper|\bcongrats|\bcongratulations|\blove you|\bhappy birthday|\bunder|\b(?:looks?|looking|looked|sounds?|sounding|sounded) like)\s*$/i;
const PERSON_CUE_AFTER =
  /^(?:\s*['’] ?s\b|,? (?:said|says|is a|was a|is the|was the|is very|had|has|spent|began|lives|lived|will be|explained|told|wrote|sings|sang|tweeted|posted|scored|won|who|and I|is my|was my|turned|just|\(\d))/;
/** What people do in a post right after their name ("Glenda is related to…", "simon wears…"). */
const NAME_VERB_AFTER =
  /^ (?:is|was|has|had|looks|wears|wants|says|said|does|did|gets|got|loves|likes|needs|knows|makes|made|continues|never|always|just|should|would|could|will|can|must|seems|seemed|went|goes|came|comes|killed|deleted|sucks|played|plays|sang|called|told|asked|thinks|thought|became|took|gave|gives|tried|tries|looked|wanted|loved|liked|needed|knew|started|finished)\b/;
const PLACE_CUE_BEFORE =
  /(?:\b(?:in|from|to|at|near|visit|visiting|live in|lives in|moved to|born in|grew up in|based in|trip to|flight to|welcome to|around|across|outside|downtown|of the city of)\s*)$/i;
const ORG_CUE_BEFORE =
  /(?:\b(?:work(?:s|ed|ing)? (?:for|at|with)|employed by|employer(?: is)?|job at|position at|role at|(?:a|one|two|three|\d+) (?:year|years|months?) at|the following year at|intern(?:ing|ship)? at|joined|hired by|ceo of|cto of|cfo of|founder of|co-founder of|(?:director|manager|head|president|chairman|engineer|employees?|spokes(?:man|woman|person)) (?:of|at)|shares in|shares of|stock in|from the)\s*)$/i;
/** What organisations do or have, right after their name ("Avalara office", "X was founded"). */
const ORG_CUE_AFTER =
  /^(?:'s|’s)? (?:office|offices|headquarters|hq|staff|employees|shareholders|shares|stock|board|ceo|cto|cfo|spokes(?:man|woman|person)|was founded|is the brainchild|invested|announced|acquired|is hiring|has hired|reported (?:revenue|profits?|losses?|earnings))\b/i;
/** "Davis, Reynolds and Williamson": surnames joined like a firm's name, with no first name. */
const FIRM_NAME = /^(?:\p{Lu}[\p{L}'’-]+, ){1,3}\p{Lu}[\p{L}'’-]+,? (?:and|&) \p{Lu}[\p{L}'’-]+/u;

/** "St Mary's", "Saint Patrick's": the start of a church's, school's or street's name. */
const SAINT = /^(?:st|saint|ste|san|santa|sankt)$/;
/** Airport codes written as a route: "LHR to JFK", "LHR-JFK", "LHR → JFK". */
const AIRPORT_ROUTE =
  /(?<![\p{L}\d])(\p{Lu}{3}) ?(?:to|->|→|–|-|>|\/|✈️?) ?(\p{Lu}{3})(?![\p{L}\d])/gu;
/**
 * What every AIRPORT_ROUTE match holds: three capitals in a row, read without the `u` flag (a
 * capital is A-Z or a character from U+00C0 on; an astral one is two surrogates). Most posts
 * have none and skip the Unicode pattern, which calls out of its compiled code for each
 * character class test (profiled: a hundredth of the engine's time on posts).
 */
const THREE_CAPITALS = /[A-Z\u00C0-\uFFFF]{3}/;

/** A speaker label at the start of a line: "Jose : 'We have four points…'". */
const SPEAKER_LABEL_AFTER = /^ ?: ?\S/;
/** Someone addressed at the start of a sentence: "Jess , will you…", "Ahmed, could you…". */
const VOCATIVE_AFTER =
  /^ ?, ?(?:will|would|can|could|do|did|are|is|have|please|you|u|ur|thanks|thank|i|we|let'?s|what|when|where|how|why|happy|congrats|congratulations|good|great|hope|love)\b/i;

/** Nothing but punctuation, emoji or spaces up to the end of the text. */
const SIGNATURE_END = /^[^\p{L}\p{N}]{0,11}$/u;

/** Endings of adverbs, verb forms and abstract nouns ("Honestly,", "Update:", "Breaking:"). */
const WORD_SHAPE_NOT_NAME = /(?:ly|ing|ed|tion|sion|ness|ment|able|ible|ful|less|ous|ive|ize|ise)$/;

/** A thing's name follows an article, a possessive ("my Saab") or a number, a person's rarely does. */
const ARTICLE_BEFORE =
  /\b(?:the|a|an|this|that|these|those|its|their|your|our|my|his|her|\d+)\s+$/i;

/**
 * Below these spelling scores (nameSpelling.ts) an unknown capitalised word, or the words of an
 * unknown capitalised run, are spelt like ordinary English ("Boredom", "Fidget", "Soundsystem")
 * and are read as a named thing, not a person, on capitalisation alone. Set on the development splits; measured
 * there and on the train splits (BENCHMARKS.md): the single-word guess had been right less often
 * than wrong on both train splits.
 */
const ORDINARY_SPELLING_WORD = 0.3;
const ORDINARY_SPELLING_RUN = 0;

/**
 * Not a person, but still a capitalised name of something: flagged at low confidence as an
 * organisation, so a redaction that covered it as a person keeps covering it (dropping such
 * spans lowered type-agnostic recall on every split; see insideThingName).
 */
const NAMED_THING: [Kind, number] = ['ORGANIZATION', 0.4];

/** A letter written three times ("Awwwww", "Yasssss", "Hahaaa"): drawn-out speech, not a name. */
const DRAWN_OUT = /(\p{L})\1\1/iu;

/**
 * DRAWN_OUT.test(word), by character code for a word in ASCII (where the pattern's Unicode case
 * folding compares A-Z with a-z only); the pattern itself for any other word. It ran on every
 * unknown capitalised word.
 */
export function drawnOut(word: string): boolean {
  let previous = -1;
  let run = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 128) return DRAWN_OUT.test(word);
    const letter = isAsciiLetter(code) ? code | 32 : -1;
    run = letter !== -1 && letter === previous ? run + 1 : 1;
    if (run === 3) return true;
    previous = letter;
  }
  return false;
}

/** Laughter and musing after a name ("Khaled hmm", "Mariah hahaha") are not its surname. */
const LAUGHTER = /^(?:(?:h[aeiou])+h?|h+m+|lol|lmf?ao|rofl)$/;

/** An apostrophe or a dash (', ’ or -), by character code. */
function apostropheOrDash(code: number): boolean {
  return code === 39 || code === 0x2019 || code === 45;
}

/**
 * The end of text[start, end) without a possessive ('s, ’s) or a trailing apostrophe or dash,
 * which belong to the sentence, not the name; one of them, the possessive first (as replacing
 * /(?:['’]s|['’-])$/ once would). By character code: the pattern ran on every word ending in "s"
 * (profiled), and the word's string is then made once.
 */
function withoutTrailingApostrophe(text: string, start: number, end: number): number {
  const last = text.charCodeAt(end - 1);
  // 115: 's'.
  if (last === 115 && end - start >= 2) {
    const before = text.charCodeAt(end - 2);
    if (before === 39 || before === 0x2019) return end - 2;
  }
  return apostropheOrDash(last) ? end - 1 : end;
}

/** Where a word starts: an ASCII letter (A-Z, a-z). */
function isAsciiLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

/** What goes on in an ASCII word: a letter, a digit, an apostrophe or a dash. */
function isAsciiWordPart(code: number): boolean {
  return isAsciiLetter(code) || (code >= 48 && code <= 57) || code === 39 || code === 45;
}

/** A word's bounds in its text, written by nextWord: one object reused for every word. */
export interface WordBounds {
  start: number;
  end: number;
}

/**
 * The next match of WORD at or after `from`, into `word`; false when there is none. ASCII words
 * are read by character code and only a word touching a non-ASCII character is left to the
 * pattern (whose Unicode classes call out of its compiled code for each character; run once per
 * word it was the name detector's largest cost with the gazetteer lookups, profiled). `from` is
 * always a code point's start (the text's start, a word's end, or after an ASCII character), so
 * the pattern, started there, finds what its own scan from the text's start would.
 */
export function nextWord(text: string, from: number, word: WordBounds): boolean {
  const length = text.length;
  let i = from;
  while (i < length) {
    const code = text.charCodeAt(i);
    if (code >= 128) break;
    if (isAsciiLetter(code)) {
      let end = i + 1;
      let next = text.charCodeAt(end);
      while (end < length && next < 128 && isAsciiWordPart(next)) next = text.charCodeAt(++end);
      // Only a non-ASCII character can carry the word on (a letter, a mark, a digit, ’).
      if (end < length && next >= 128) break;
      word.start = i;
      word.end = end;
      return true;
    }
    i++;
  }
  if (i >= length) return false;
  WORD.lastIndex = i;
  const match = WORD.exec(text);
  if (!match) return false;
  word.start = match.index;
  word.end = match.index + match[0].length;
  return true;
}

/**
 * Whether the gap text[from, to) between two words breaks a sentence: what
 * /[.!?:;"“”()\n>|•\-–—\u2026[\]]|\s{2,}/ finds, read by character code (the gap's string was
 * made for nearly every word; profiled).
 */
export function breaksSentence(text: string, from: number, to: number): boolean {
  let spaceBefore = false;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) {
      // A line feed is both a space and a break; any two spaces in a row are a break.
      if (spaceBefore || code === 10) return true;
      spaceBefore = true;
      continue;
    }
    spaceBefore = false;
    switch (code) {
      case 46: // .
      case 33: // !
      case 63: // ?
      case 58: // :
      case 59: // ;
      case 34: // "
      case 0x201c: // “
      case 0x201d: // ”
      case 40: // (
      case 41: // )
      case 62: // >
      case 124: // |
      case 0x2022: // •
      case 45: // -
      case 0x2013: // –
      case 0x2014: // —
      case 0x2026: // …
      case 91: // [
      case 93: // ]
        return true;
    }
  }
  return false;
}

function tokenize(text: string, words: Gazetteer): Token[] {
  const tokens: Token[] = [];
  // Read once here, not per word: kindsOf's two lookups, inlined for the words that are not in
  // ASCII (a call across modules per word showed in the profile).
  const frequentKinds = words.frequentKinds;
  const allKinds = words.kinds;
  const word: WordBounds = { start: 0, end: 0 };
  let previousEnd = 0;
  let afterHandle = false;
  for (let at = 0; nextWord(text, at, word); at = word.end) {
    const start = word.start;
    const wordEnd = word.end;
    // An @handle is a USERNAME, not a word of the sentence; what follows it starts afresh
    // ("@Luke5SOS Luke , I love…"), as after a line break.
    if (text.charCodeAt(start - 1) === 64) {
      afterHandle = true;
      previousEnd = wordEnd;
      continue;
    }
    const end = withoutTrailingApostrophe(text, start, wordEnd);
    if (end === start) continue;
    const value = text.slice(start, end);
    // A single space (the usual gap) never breaks a sentence.
    const sentenceStart =
      tokens.length === 0 ||
      afterHandle ||
      (!(start - previousEnd === 1 && text.charCodeAt(previousEnd) === 32) &&
        breaksSentence(text, previousEnd, start));
    const firstCode = value.charCodeAt(0);
    // An ASCII letter is a capital when it is A-Z; other characters are asked (the usual case is
    // ASCII, and this made no string per word).
    const capitalised =
      firstCode < 128 ? firstCode >= 65 && firstCode <= 90 : value[0] !== value[0]?.toLowerCase();
    let allCaps = false;
    if (capitalised && value.length >= 2 && value === value.toUpperCase()) {
      allCaps = value.replace(/[^\p{L}]/gu, '').length >= 2;
    }
    const shape = caseShape(text, start, end);
    const lower = shape === 0 ? value : value.toLowerCase();
    tokens.push({
      start,
      end,
      text: value,
      lower,
      kinds:
        shape === NON_ASCII
          ? (frequentKinds.get(lower) ?? allKinds.get(lower) ?? 0)
          : asciiKindsOf(words, text, start, end),
      capitalised,
      allCaps,
      sentenceStart,
      hashtag: text.charCodeAt(start - 1) === 35, // '#'
    });
    afterHandle = false;
    previousEnd = wordEnd;
  }
  return tokens;
}

const ASCII_CAPITAL = 1;
const NON_ASCII = 2;

/**
 * What text[start, end) holds that lower case may change: NON_ASCII (any character from U+0080
 * on), else ASCII_CAPITAL (A-Z), else 0. Most words are already in lower case and keep their own
 * string as `lower`; ASCII words are looked up in the gazetteer from the text.
 */
function caseShape(text: string, start: number, end: number): number {
  let shape = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128) return NON_ASCII;
    if (code >= 65 && code <= 90) shape = ASCII_CAPITAL;
  }
  return shape;
}

type Kind = 'PERSON' | 'LOCATION' | 'ORGANIZATION';

const KNOWN = KIND_FIRST_NAME | KIND_LAST_NAME | KIND_PLACE | KIND_ORGANIZATION | KIND_KNOWN_PERSON;

function known(token: Token): boolean {
  return (token.kinds & KNOWN) !== 0;
}

/**
 * Share of capitalised words among the longer words of a line: above HEADLINE_SHARE the line is a
 * title-case headline or shouting, where capitals carry no information and only gazetteer hits
 * count. Judged per line, so a signature block ("Karin Beike\nLeasing consultant") is not a
 * headline because its lines are. Measured: narrowing this to strict title lines (share 0.85, no
 * "my/we/you", no closing full stop) raised Presidio dev PERSON F1 by 0.015 but lowered it on the
 * BTC and WNUT-17 train splits (0.534 -> 0.525, 0.472 -> 0.442), where capitalised runs in
 * shouty tweets are mostly not names; so the rule stays, and institution words keep their
 * capitals inside it instead (below).
 */
const HEADLINE_SHARE = 0.6;

/** For each token: whether its line reads as a headline. */
function headlineTokens(text: string, tokens: Token[]): boolean[] {
  const flags: boolean[] = new Array<boolean>(tokens.length).fill(false);
  let lineFrom = 0;
  let long = 0;
  let capitalised = 0;
  // The first line break at or after the previous token's end, found by indexOf as the tokens
  // advance rather than by slicing every gap (a string per word; profiled). A plain loop with no
  // closures: a closure made per call was a measurable share of this function under tsx.
  let lineBreak = text.indexOf('\n');
  for (let i = 0; i <= tokens.length; i++) {
    const t = tokens[i];
    // A line closes at a line break between two tokens, and after the last token.
    let closes = t === undefined;
    if (t && lineBreak !== -1 && lineBreak < t.start) {
      const previous = tokens[i - 1];
      closes = previous !== undefined && lineBreak >= previous.end;
      lineBreak = text.indexOf('\n', t.start);
    }
    if (closes) {
      if (long >= 4 && capitalised / long > HEADLINE_SHARE) flags.fill(true, lineFrom, i);
      lineFrom = i;
      long = 0;
      capitalised = 0;
    }
    if (!t || t.text.length < 3 || t.hashtag) continue;
    long++;
    if (t.capitalised) capitalised++;
  }
  return flags;
}

/** A person cue around the token: a verb after it, a possessive, "said", "thanks", "with"… */
function hasPersonCue(text: string, token: Token): boolean {
  return (
    NAME_VERB_AFTER.test(text.slice(token.end, token.end + 12)) ||
    PERSON_CUE_AFTER.test(text.slice(token.end, token.end + 20)) ||
    PERSON_CUE_BEFORE.test(text.slice(Math.max(0, token.start - 30), token.start))
  );
}

function isCommon(token: Token): boolean {
  return (token.kinds & (KIND_COMMON | KIND_FIRST_NAME)) === KIND_COMMON;
}

/** True when `token` directly follows a known first name and can be its surname. */
function isSurnameSlot(text: string, previous: Token, token: Token): boolean {
  return (
    previous.capitalised &&
    token.capitalised &&
    (previous.kinds & KIND_FIRST_NAME) !== 0 &&
    (token.kinds & KIND_FREQUENT) === 0 &&
    text.slice(previous.end, token.start) === ' '
  );
}

function classify(
  text: string,
  tokens: Token[],
  from: number,
  to: number,
  words: Gazetteer,
): [Kind, number] | null {
  const run = tokens.slice(from, to + 1);
  const first = run[0];
  const last = run[run.length - 1];
  if (!first || !last) return null;
  const phrase = run.map((t) => t.lower).join(' ');
  const before = text.slice(Math.max(0, first.start - 30), first.start);
  const after = text.slice(last.end, last.end + 20);
  const previous = tokens[from - 1];
  const titled =
    previous !== undefined &&
    (TITLES.test(previous.lower) || STAGE_PREFIX.test(previous.lower)) &&
    first.start - previous.end <= 2;

  if (words.organizations.has(phrase) || (ORGANIZATION_WORDS.has(last.lower) && run.length > 1))
    return ['ORGANIZATION', 0.8];
  if (
    words.places.has(phrase) &&
    !(run.length === 1 && words.firstNames.has(phrase) && PERSON_CUE_AFTER.test(after))
  )
    return ['LOCATION', 0.85];
  if (run.length > 1 && PLACE_WORDS.has(last.lower)) return ['LOCATION', 0.75];
  if (words.knownPeople.has(phrase)) return ['PERSON', 0.85];

  const firstName = (first.kinds & KIND_FIRST_NAME) !== 0;
  const anyLastName = run.some((t, i) => i > 0 && (t.kinds & KIND_LAST_NAME) !== 0);
  if (titled) return ['PERSON', 0.9];
  // "My IBAN is…", "he's MIA": one word in capitals amid lower case is an acronym more often
  // than a name shouted; a shouted name comes with more capitals ("TANNER FOXX").
  if (
    run.length === 1 &&
    first.allCaps &&
    tokens[from - 1]?.allCaps !== true &&
    tokens[to + 1]?.allCaps !== true
  )
    return NAMED_THING;
  if (firstName && (run.length > 1 || !first.sentenceStart))
    return ['PERSON', run.length > 1 ? 0.9 : 0.75];
  // The cue patterns run only when needed: a first name in running text is settled above.
  const personCue = PERSON_CUE_BEFORE.test(before) || PERSON_CUE_AFTER.test(after);
  if (firstName && personCue) return ['PERSON', 0.75];
  if (
    run.length === 1 &&
    NAME_VERB_AFTER.test(after) &&
    !isCommon(first) &&
    (firstName || !WORD_SHAPE_NOT_NAME.test(first.lower))
  )
    return ['PERSON', firstName ? 0.7 : 0.55];
  if (anyLastName) return ['PERSON', 0.8];
  if (ORG_CUE_BEFORE.test(before) || (!firstName && ORG_CUE_AFTER.test(after)))
    return ['ORGANIZATION', 0.6];
  if (PLACE_CUE_BEFORE.test(before) && !personCue) return ['LOCATION', first.allCaps ? 0.7 : 0.55];
  if (personCue && !(first.sentenceStart && run.length === 1 && isCommon(first)))
    return ['PERSON', 0.65];
  if (first.sentenceStart && run.length === 1) {
    const ordinary =
      (first.kinds & KIND_COMMON) !== 0 ||
      first.allCaps ||
      (!firstName && WORD_SHAPE_NOT_NAME.test(first.lower));
    // "Maria: can you send…", "Ahmed, could you…", "Priya lives at…": a name needs no cue
    // word where the line is addressed to or spoken by someone, or where a verb follows it.
    if (!ordinary && SPEAKER_LABEL_AFTER.test(after)) return ['PERSON', 0.65];
    if (!ordinary && VOCATIVE_AFTER.test(after)) return ['PERSON', 0.6];
    // A known first name is addressed before any clause or called out: "Linus , lately I…",
    // "Emerson ? ! I'm on my way".
    if (!ordinary && firstName && /^ ?(?:, ?\p{Ll}|[!?])/u.test(after)) return ['PERSON', 0.6];
    if (!ordinary && firstName && /^ (?:\p{Ll}|I\b)/u.test(after)) return ['PERSON', 0.7];
    // "… see you soon ! - Damien", "♡ Liza": a first name that closes the post signs it.
    const tail = text.length - last.end <= 11 ? text.slice(last.end) : 'x';
    if (!ordinary && firstName && SIGNATURE_END.test(tail)) return ['PERSON', 0.6];
    return null;
  }
  if ((first.kinds & KIND_LAST_NAME) !== 0) return ['PERSON', 0.6];
  // An unknown capitalised phrase in running text. A single unknown word is more often a brand,
  // product, demonym or foreign word than a name (precision 0.12-0.39 on every set when any was
  // read as one); two or more unknown capitalised words in a row are a name about as often as
  // not. An article or a number before them makes them a thing ("the Dodge Demon").
  if (first.allCaps || ARTICLE_BEFORE.test(before)) return null;
  if (run.length > 1) {
    let spelling = 0;
    for (const t of run) spelling += nameLikeness(t.lower, words);
    return spelling / run.length < ORDINARY_SPELLING_RUN ? NAMED_THING : ['PERSON', 0.55];
  }
  // A single unknown word keeps a low-confidence flag (the Redaction Helper would rather ask than
  // miss a name) only when nothing in its shape says it is a thing: plurals, inner capitals
  // (brands: "SpaceX"), adverb, verb and abstract-noun endings.
  if (/s$/.test(first.lower) || /\p{Ll}\p{Lu}/u.test(first.text)) return null;
  if (WORD_SHAPE_NOT_NAME.test(first.lower)) return null;
  // "Saab 900", "Thunderbolt 3": a model number makes it a product.
  if (/^ \d/.test(after)) return null;
  // "on Nickelodeon", "via Tumblr": where a thing is shown or found; "better than Bollywood".
  if (/\b(?:on|via|than|then)\s+$/i.test(before)) return null;
  if (nameLikeness(first.lower, words) < ORDINARY_SPELLING_WORD) return NAMED_THING;
  return ['PERSON', 0.45];
}

export function detectNames(text: string): RawSpan[] {
  const words = gazetteer();
  const tokens = tokenize(text, words);
  const headline = headlineTokens(text, tokens);
  // Capitals count only where they carry information: not in shouting, not in a title-case
  // headline, not inside a hashtag — unless the word is a known name or place.
  let previous: Token | undefined;
  for (let index = 0; index < tokens.length; index++) {
    const t = tokens[index] as Token;
    const afterFirstName = previous !== undefined && isSurnameSlot(text, previous, t);
    // "TANNER FOXX": a surname in capitals after a first name in capitals.
    const capsSurname = afterFirstName && t.allCaps && previous?.allCaps === true;
    previous = t;
    if (!t.capitalised) continue;
    // "girlfriend Ruby ?", "how Ray was n't there": a first name that is also an ordinary word
    // is a name where it is capitalised inside a sentence next to a person cue.
    if (
      (t.kinds & (KIND_NAME_WORD | KIND_FREQUENT)) === KIND_NAME_WORD &&
      !t.sentenceStart &&
      !t.allCaps &&
      !t.hashtag &&
      hasPersonCue(text, t)
    )
      t.kinds = (t.kinds & ~KIND_COMMON) | KIND_FIRST_NAME;
    if (
      (t.allCaps || headline[index] || t.hashtag) &&
      !known(t) &&
      !(afterFirstName && (!t.allCaps || capsSurname))
    )
      t.capitalised = false;
    if (t.capitalised && !known(t) && drawnOut(t.text)) t.capitalised = false;
    // "Canelo Vs Julio César": two sides, never one name.
    if (t.lower === 'vs') t.capitalised = false;
    if (t.hashtag && t.capitalised && (t.kinds & (KIND_FIRST_NAME | KIND_PLACE)) === 0)
      t.capitalised = false;
  }
  restoreInstitutionRuns(text, tokens, headline);
  const found: RawSpan[] = [...detectFirmNames(text, tokens), ...detectAirportRoutes(text, tokens)];
  for (const t of tokens) {
    if (t.hashtag && hashtagNamesPerson(t.text, words)) {
      found.push(span(t.start - 1, t.end, 'PERSON', 0.6));
      t.capitalised = false;
    }
  }
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    if (!token || !token.capitalised) {
      i++;
      continue;
    }
    // Grow a run of capitalised words joined by single spaces (or by name connectors).
    let j = i;
    while (j + 1 < tokens.length) {
      const current = tokens[j] as Token;
      const next = tokens[j + 1] as Token;
      const gap = text.slice(current.end, next.start);
      // "St Mary's Primary", "St Thomas' Hospital": a possessive inside an institution's name.
      const possessiveInName =
        /^['’]s? $/.test(gap) &&
        (ORGANIZATION_WORDS.has(next.lower) || PLACE_WORDS.has(next.lower));
      if (possessiveInName) {
        j++;
        continue;
      }
      if (!/^(?: |\. |\.)$/.test(gap) || next.sentenceStart) {
        if (!(gap === '. ' && current.text.length === 1)) break;
      }
      if (next.capitalised) {
        j++;
        continue;
      }
      const after = tokens[j + 2];
      if (
        CONNECTORS.has(next.lower) &&
        after?.capitalised &&
        text.slice(next.end, after.start) === ' '
      ) {
        j += 2;
        continue;
      }
      break;
    }
    // Trim ordinary words (and titles) off both edges: "The Exversion Orchestra" → "Exversion Orchestra".
    let from = i;
    let to = j;
    while (from <= to) {
      const edge = tokens[from] as Token;
      const saint = SAINT.test(edge.lower) && from < to;
      if (!saint && (isCommon(edge) || TITLES.test(edge.lower) || edge.lower.length < 2)) from++;
      else break;
    }
    while (to >= from) {
      const edge = tokens[to] as Token;
      const before = tokens[to - 1];
      if (
        isCommon(edge) &&
        !(to > from && before && isSurnameSlot(text, before, edge)) &&
        !ORGANIZATION_WORDS.has(edge.lower) &&
        !PLACE_WORDS.has(edge.lower)
      )
        to--;
      else break;
    }
    if (from <= to) {
      const run = tokens.slice(from, to + 1);
      // Headlines in all capitals or long title-case runs are not names.
      const allCapsRun = run.length > 3 && run.every((t) => t.allCaps);
      if (!allCapsRun && run.length <= 5) {
        let verdict = classify(text, tokens, from, to, words);
        if (
          verdict &&
          verdict[0] === 'PERSON' &&
          insideThingName(text, tokens, i, from, to, j, verdict[1])
        ) {
          // Not a person, but still a named thing or place: the whole run stays flagged, at low
          // confidence, so a redaction that covered it as a person keeps covering it (dropping it
          // cost type-agnostic recall on every split).
          found.push(
            span((tokens[i] as Token).start, (tokens[j] as Token).end, 'ORGANIZATION', 0.4),
          );
          verdict = null;
        }
        if (verdict) {
          let first = tokens[from] as Token;
          const prefix = tokens[from - 1];
          if (
            verdict[0] === 'PERSON' &&
            prefix !== undefined &&
            STAGE_PREFIX.test(prefix.lower) &&
            prefix.end + 1 === first.start
          )
            first = prefix;
          const start = first.hashtag ? first.start - 1 : first.start;
          const end = (tokens[to] as Token).end;
          found.push(span(start, end, verdict[0], verdict[1]));
        }
      }
    }
    i = j + 1;
  }
  detectLowercaseNames(text, tokens, words, found);
  return found;
}

/** A title's kind after it: "the best Wendy show", "your Tesla videos", "Zora band". */
const MEDIA_NOUN_AFTER =
  /^ (?:videos?|vlogs?|show|band|channel|movies?|films?|games?|series|episodes?|album|songs?)\b/i;

/**
 * Whether the weakly read person tokens[from..to] sits inside a longer capitalised name whose
 * other words, trimmed off as ordinary (tokens i..j), make it a thing or a place:
 * - an ordinary noun after it: "Discivery Channel", "Petticoat Lane", "Prypto Scratch Cards";
 * - an ordinary word before it in running text: "Big Ben", "Fifth Harmony", "Epic Mickey",
 *   unless that word is a title or a cue that addresses a person ("Thanks Jo");
 * - a kind of show or work after it: "the best Wendy show", "your Tesla videos".
 * Thresholds measured on the development splits (0.65 after, 0.75 before and for works).
 */
function insideThingName(
  text: string,
  tokens: Token[],
  i: number,
  from: number,
  to: number,
  j: number,
  confidence: number,
): boolean {
  if (confidence <= 0.65 && to < j) return true;
  const last = tokens[to] as Token;
  if (confidence <= 0.75 && MEDIA_NOUN_AFTER.test(text.slice(last.end, last.end + 10))) return true;
  const head = tokens[i] as Token;
  return (
    confidence <= 0.75 &&
    from > i &&
    !head.sentenceStart &&
    !TITLES.test(head.lower) &&
    !PERSON_CUE_BEFORE.test(text.slice(Math.max(0, head.start - 30), (tokens[from] as Token).start))
  );
}

/**
 * Firm names made of surnames ("Davis, Reynolds and Williamson"): every part is a surname or an
 * unknown word and none a first name, so they are not a list of people. Their tokens are then
 * left out of the person search.
 */
function detectFirmNames(text: string, tokens: Token[]): RawSpan[] {
  const found: RawSpan[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i] as Token;
    if (!first.capitalised || text[first.end] !== ',') continue;
    const match = FIRM_NAME.exec(text.slice(first.start, first.start + 120));
    if (!match) continue;
    const end = first.start + match[0].length;
    // The tokens from this one up to the name's end (tokens are in text order), not a filter of
    // them all: that made a long text quadratic.
    const parts: Token[] = [];
    for (let k = i; k < tokens.length && (tokens[k] as Token).end <= end; k++)
      if ((tokens[k] as Token).capitalised) parts.push(tokens[k] as Token);
    const notSurname = (t: Token) => (t.kinds & (KIND_FIRST_NAME | KIND_COMMON | KIND_PLACE)) !== 0;
    if (parts.some(notSurname)) continue;
    found.push(span(first.start, end, 'ORGANIZATION', 0.6));
    for (const t of parts) t.capitalised = false;
    while (i + 1 < tokens.length && (tokens[i + 1] as Token).end <= end) i++;
  }
  return found;
}

/**
 * "Abraham Lincoln High School", "Martin Luther King Jr Boulevard" in a capital-dense line: a run
 * of capitalised words that ends in an institution or street word is that institution or street,
 * so its capitals count again (the run is then classified by that last word, not as a person).
 */
function restoreInstitutionRuns(text: string, tokens: Token[], headline: boolean[]): void {
  tokens.forEach((t, i) => {
    if (!headline[i] || t.allCaps || !/^\p{Lu}/u.test(t.text)) return;
    if (!ORGANIZATION_WORDS.has(t.lower) && !PLACE_WORDS.has(t.lower)) return;
    let from = i;
    while (from > 0) {
      const before = tokens[from - 1] as Token;
      const gap = text.slice(before.end, tokens[from]?.start);
      if (!/^\p{Lu}/u.test(before.text) || before.allCaps || !/^(?: |['’]s? )$/u.test(gap)) break;
      from--;
    }
    if (from === i) return;
    for (let k = from; k <= i; k++) (tokens[k] as Token).capitalised = true;
  });
}

/** Airport codes in a route are places, whatever else the letters spell ("JFK"). */
function detectAirportRoutes(text: string, tokens: Token[]): RawSpan[] {
  const found: RawSpan[] = [];
  if (!THREE_CAPITALS.test(text)) return found;
  for (const match of matchesOf(text, AIRPORT_ROUTE)) {
    const second = match[2] ?? '';
    const starts = [match.index, match.index + match[0].length - second.length];
    for (const start of starts) {
      found.push(span(start, start + 3, 'LOCATION', 0.7));
      const token = tokens.find((t) => t.start === start);
      if (token) token.capitalised = false;
    }
  }
  return found;
}

const CAMEL_PARTS = /\p{Lu}\p{Ll}+/gu;

/** "#AlanPardew", "#RIPJohnnyWinter": a CamelCase hashtag with a known first name and a further
 * capitalised part names a person. */
function hashtagNamesPerson(tag: string, words: Gazetteer): boolean {
  if (!/^(?:\p{Lu}+\p{Ll}*){2,5}$/u.test(tag)) return false;
  const parts = tag.match(CAMEL_PARTS) ?? [];
  return parts.some(
    (part, i) =>
      i + 1 < parts.length &&
      words.firstNames.has(part.toLowerCase()) &&
      !words.commonWords.has(part.toLowerCase()),
  );
}

/** "kapil's", "kapil ' s": a possessive after the word. */
const POSSESSIVE_AFTER = /^\s?['’] ?s\b/;

/** Greetings and thanks that address the next word: "hey titi", "thank you olan". */
const GREETING_BEFORE =
  /\b(?:hi|hey|hello|dear|thanks|thank you|thx|congrats|congratulations|love you|miss you)\s+$/i;

/** Cues that name the next word whatever its case. */
const LOWERCASE_NAME_CUE =
  /\b(?:my name is|my name's|named|call(?:ed)? (?:me|him|her)|i'?m called)\s+$/i;

/** A word that can be a name in lower case: known as one, and not an ordinary word. */
function isNameWord(token: Token): boolean {
  return token.text.length >= 3 && (token.kinds & KIND_COMMON) === 0 && !token.hashtag;
}

/**
 * Social posts often write names in lower case ("ian connor", "Travis scott", "simon wears
 * glasses"). Only a known first name that is not also an ordinary word starts one, followed by a
 * surname-like word (not an ordinary word) or by something people do.
 */
function detectLowercaseNames(
  text: string,
  tokens: Token[],
  words: Gazetteer,
  found: RawSpan[],
): void {
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i] as Token;
    if (!first.capitalised && isNameWord(first) && i > 0) {
      // "my name is krithika", "did you call him hubert": a strong cue names any word.
      const before = text.slice(Math.max(0, first.start - 24), first.start);
      if (LOWERCASE_NAME_CUE.test(before)) {
        // "my name is lena andersson": a surname-like word right after goes with it.
        const next = tokens[i + 1];
        const surname =
          next !== undefined &&
          text.slice(first.end, next.start) === ' ' &&
          isNameWord(next) &&
          (next.kinds & KIND_FREQUENT) === 0;
        found.push(span(first.start, surname ? next.end : first.end, 'PERSON', 0.6));
        if (surname) i++;
        continue;
      }
    }
    if ((first.kinds & KIND_FIRST_NAME) === 0 || !isNameWord(first)) continue;
    const next = tokens[i + 1];
    const joined = next !== undefined && text.slice(first.end, next.start) === ' ';
    if (joined && !next.capitalised && isNameWord(next)) {
      // In lower case only an English first name starts a pair: the many-origin list also
      // holds short words of other languages ("ina pouch", "kay bacha", "oni genji").
      if (!first.capitalised && (first.kinds & KIND_LEXICON_FIRST_NAME) === 0) continue;
      // "Travis scott" extends a capitalised name found above; "ian connor" is a new one.
      const existing = found.find((f) => f.start === first.start && f.label === 'PERSON');
      if (existing) {
        if (!drawnOut(next.lower) && !LAUGHTER.test(next.lower)) existing.end = next.end;
      } else if (!first.capitalised) found.push(span(first.start, next.end, 'PERSON', 0.6));
      i++;
    } else if (
      !first.capitalised &&
      (NAME_VERB_AFTER.test(text.slice(first.end, first.end + 12)) ||
        POSSESSIVE_AFTER.test(text.slice(first.end, first.end + 6)) ||
        GREETING_BEFORE.test(text.slice(Math.max(0, first.start - 16), first.start)) ||
        // "hanging out with kevin", "happy birthday emily": the cues that make a capitalised
        // word a person, for an English first name that is not a frequent word.
        ((first.kinds & (KIND_LEXICON_FIRST_NAME | KIND_FREQUENT)) === KIND_LEXICON_FIRST_NAME &&
          PERSON_CUE_BEFORE.test(text.slice(Math.max(0, first.start - 30), first.start))) ||
        (first.sentenceStart && VOCATIVE_AFTER.test(text.slice(first.end, first.end + 16))))
    ) {
      found.push(span(first.start, first.end, 'PERSON', 0.55));
    } else if (!first.capitalised && joined && (next.lower === 'and' || next.lower === '&')) {
      // "emma and kaite is so cute": two people named in one breath, both in lower case.
      const second = tokens[i + 2];
      if (
        second !== undefined &&
        !second.capitalised &&
        text.slice(next.end, second.start) === ' ' &&
        isNameWord(second) &&
        (second.kinds & KIND_FREQUENT) === 0
      ) {
        found.push(span(first.start, first.end, 'PERSON', 0.55));
        found.push(span(second.start, second.end, 'PERSON', 0.55));
        i += 2;
      }
    }
  }
}
