// NRP (Presidio's name): a person's nationality or ethnic origin, religion, or political
// affiliation, when the post says it about the writer or another person — "as a practising
// Muslim", "I'm a registered Democrat", "proud Nigerian living in Leeds", "my Catholic faith",
// "we Labour voters", "I voted Tory". A mention of the group alone ("French bread", "the Catholic
// Church announced", "the Spanish government") is not flagged: precision comes first, so every
// hit needs a self-disclosure cue before the word and nothing after it that makes the word
// describe a thing ("I'm a French teacher", "an Italian restaurant").
//
// NRP is an entity label, not a context risk: the sensitive value is one word or name ("Muslim",
// "Puerto Rican", "Lib Dem") that the redacted copy can replace while the sentence stays, exactly
// like a date of birth is a date singled out by the words around it. The span is that word (with
// its plural ending), which is also how the Presidio corpus marks NRP ("We are proud saudis").
// The detail says which of the three it is, so the warning and placeholder can name it.
//
// Invariant: cost is one scan over the characters plus a map lookup per word; the context
// around a word is only read for list words, and never beyond its sentence or 80 characters.
// The grammar is here; its cue words are in nrpCues.ts and the group words in groupWords.ts.
import type { RawSpan } from '../types.ts';
import { groupWords, type GroupWord } from './groupWords.ts';
import {
  AUXILIARIES,
  BE,
  BELONGING,
  BORN,
  DESCENT,
  DOCTRINE_CUES,
  FOLLOW_OK,
  GLAD,
  GUARDS,
  HYPHEN_PREFIXES,
  LEAD_INS,
  MODIFIERS,
  NAME_LIKE,
  POLITICAL_FOLLOW,
  POLITICAL_MODIFIERS,
  POSSESSIVES,
  PREPOSITIONS,
  RELATIVES,
  SUBJECTS,
  SUBJECT_BE,
  VOTE,
} from './nrpCues.ts';
import { matchesOf, span } from './shared.ts';

/** Words of the window before a hit, including numbers ("100% Irish") and list separators. */
const CONTEXT_WORD = /[\p{L}\p{N}%][\p{L}\p{N}%'’-]*|[,&/+]/gu;
const NEXT_WORDS = /^(?:[ \t]+[A-Za-zÀ-ÖØ-öø-ÿĀ-ž][A-Za-zÀ-ÖØ-öø-ÿĀ-ž'’-]*){1,3}/;
const SENTENCE_END = /[.!?\n;:]/;
/** How far back a cue may start: "I've always been a proud card-carrying …" fits. */
const BEFORE_CHARS = 80;
/** Most words between the cue and the group word ("a", "proud", "practising", …). */
const MAX_MODIFIERS = 6;

interface Phrase {
  rest: string[];
  word: GroupWord;
}

let phrasesByFirst: Map<string, Phrase[]> | null = null;

/** Multi-word entries by their first word, longest first ("papua new guinean"). */
function phrases(): Map<string, Phrase[]> {
  if (phrasesByFirst) return phrasesByFirst;
  const byFirst = new Map<string, Phrase[]>();
  for (const [key, word] of groupWords()) {
    if (!key.includes(' ')) continue;
    const [first, ...rest] = key.split(' ');
    if (!first) continue;
    byFirst.set(first, [...(byFirst.get(first) ?? []), { rest, word }]);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.rest.length - a.rest.length);
  phrasesByFirst = byFirst;
  return byFirst;
}

/** The entry of a single word, from its singular: "saudis", "englishmen", "ex-Muslim". */
function lookup(lower: string): GroupWord | undefined {
  const words = groupWords();
  const direct = words.get(lower);
  if (direct) return direct;
  const n = lower.length;
  if (lower.charCodeAt(n - 1) === 115 && lower.charCodeAt(n - 2) !== 39) {
    // -s, then -es ("surinameses" is Faker's, "Czechs" and "Jews" are everyone's); not -'s.
    const singular =
      words.get(lower.slice(0, -1)) ??
      (lower.endsWith('es') ? words.get(lower.slice(0, -2)) : undefined);
    if (singular) return singular;
  } else if (lower.endsWith('men')) {
    const singular = words.get(`${lower.slice(0, -3)}man`);
    if (singular) return singular;
  }
  const hyphen = lower.lastIndexOf('-');
  if (hyphen <= 0) return undefined;
  // "Irish-American", "ex-Muslim", "Afro-Caribbean": the last part names the group.
  const last = lookup(lower.slice(hyphen + 1));
  if (!last) return undefined;
  const parts = lower.slice(0, hyphen).split('-');
  return parts.every((p) => HYPHEN_PREFIXES.has(p) || words.has(p)) ? last : undefined;
}

const normalise = (word: string) => {
  const lower = word.toLowerCase();
  return lower.includes('’') ? lower.replace(/’/g, "'") : lower;
};

const FOLLOWING_WORDS = /^[ \t]+([A-Za-zÀ-ÖØ-öø-ÿĀ-ž'’-]+)(?:[ \t]+([A-Za-zÀ-ÖØ-öø-ÿĀ-ž'’-]+))?/;

/**
 * The next two words after `end` on the same line, lowercase; '' where punctuation or the end
 * comes first ("Catholic here, …" has `word` "here" and `next` '').
 */
function followingWords(text: string, end: number): { word: string; next: string } {
  const match = FOLLOWING_WORDS.exec(text.slice(end, end + 40));
  if (!match) return { word: '', next: '' };
  return { word: normalise(match[1] ?? ''), next: normalise(match[2] ?? '') };
}

interface Cue {
  confidence: number;
  /** A vote, "registered", "joined": enough for words like "green" or "reform". */
  political: boolean;
  /** "my/our … X": X must go on with a belonging word ("faith", "roots"). */
  possessive: boolean;
}

/** The words of the sentence before `start`, lowercase, and whether they begin the sentence. */
function clauseBefore(text: string, start: number): { words: string[]; sentenceStart: boolean } {
  const from = Math.max(0, start - BEFORE_CHARS);
  const window = text.slice(from, start);
  let cut = -1;
  for (let i = window.length - 1; i >= 0; i--) {
    if (SENTENCE_END.test(window[i] as string)) {
      cut = i;
      break;
    }
  }
  const clause = window.slice(cut + 1);
  return {
    words: Array.from(matchesOf(clause, CONTEXT_WORD), (m) => normalise(m[0])),
    sentenceStart: cut >= 0 || from === 0,
  };
}

/** A subject ("I", "we", "my husband") ending at index `at` of `words`, or -1. */
function subjectAt(words: string[], at: number): number {
  let i = at;
  for (let skipped = 0; i >= 0 && skipped < 3 && AUXILIARIES.has(words[i] as string); skipped++)
    i--;
  const word = words[i];
  if (word === undefined) return -1;
  if (SUBJECTS.has(word) || SUBJECT_BE.has(word)) return i;
  const previous = words[i - 1];
  if (RELATIVES.has(word) && previous !== undefined && POSSESSIVES.has(previous)) return i - 1;
  return -1;
}

/**
 * Whether the words before a verb ("voted", "converted", "raised") say who: a subject, a
 * possessive and a relative, or nothing but lead-ins at the start of a sentence ("Always voted
 * Labour") — not "millions voted Labour".
 */
function personBefore(words: string[], sentenceStart: boolean): boolean {
  if (sentenceStart && words.every((w) => LEAD_INS.has(w))) return true;
  return words.some(
    (w, i) =>
      SUBJECTS.has(w) ||
      SUBJECT_BE.has(w) ||
      (RELATIVES.has(w) && POSSESSIVES.has(words[i - 1] ?? '')),
  );
}

/** The self-disclosure cue that ends `head` (the clause before the word, modifiers removed). */
function cueOf(head: string[], sentenceStart: boolean, entry: GroupWord): Cue | null {
  const last = head[head.length - 1];
  const plain = { political: false, possessive: false };
  if (last === undefined) return null;
  const guarded = (subject: number) => GUARDS.has(head[subject - 1] ?? '');

  if (entry.use === 'doctrine') {
    // "I converted to Islam", "we practise Buddhism", "my religion is Judaism".
    let i = head.length - 1;
    if (head[i] === 'to' || head[i] === 'in') i--;
    const verb = head[i] ?? '';
    if (DOCTRINE_CUES.has(verb) || verb === 'raised' || verb === 'up')
      return personBefore(head.slice(0, i), sentenceStart) ? { confidence: 0.8, ...plain } : null;
    if (BE.has(last) && (head[head.length - 2] === 'religion' || head[head.length - 2] === 'faith'))
      return POSSESSIVES.has(head[head.length - 3] ?? '') ? { confidence: 0.8, ...plain } : null;
    return null;
  }

  if (POSSESSIVES.has(last)) return { confidence: 0.8, political: false, possessive: true };

  // "I voted Labour", "always voted for the Greens", "just joined the Labour Party".
  if (entry.kind === 'politics') {
    let i = head.length - 1;
    if (head[i] === 'the') i--;
    if (head[i] === 'for') i--;
    if (VOTE.has(head[i] ?? '') && personBefore(head.slice(0, i), sentenceStart))
      return { confidence: 0.85, political: true, possessive: false };
  }

  // "I'm", "we are", "I've always been", "my wife is", "she's".
  if (SUBJECT_BE.has(last)) {
    if (guarded(head.length - 1)) return null;
    const firstPerson = !["he's", "she's", "they're", 'theyre'].includes(last);
    return { confidence: firstPerson ? 0.85 : 0.7, ...plain };
  }
  if (last.endsWith("'s") && RELATIVES.has(last.slice(0, -2))) {
    return POSSESSIVES.has(head[head.length - 2] ?? '') ? { confidence: 0.7, ...plain } : null;
  }
  if (BE.has(last)) {
    // "proud to be Irish".
    if (last === 'be' && head[head.length - 2] === 'to' && GLAD.has(head[head.length - 3] ?? ''))
      return { confidence: 0.85, ...plain };
    const subject = subjectAt(head, head.length - 2);
    if (subject < 0 || guarded(subject)) return null;
    const who = head[subject] as string;
    const firstPerson = who === 'i' || who === 'we' || SUBJECT_BE.has(who);
    return { confidence: firstPerson ? 0.85 : 0.7, ...plain };
  }

  // "As a Muslim, …" (not "such as").
  if (last === 'as') return head[head.length - 2] === 'such' ? null : { confidence: 0.8, ...plain };
  // "we Brits", "us Muslims".
  if (last === 'we' || last === 'us') return { confidence: 0.8, ...plain };
  // "raised Catholic", "born and raised Muslim", "brought up Jewish".
  if (BORN.has(last)) {
    if (last === 'up' && head[head.length - 2] !== 'brought') return null;
    const verb = last === 'up' ? head.length - 2 : head.length - 1;
    const before = head.slice(0, verb).filter((w) => w !== 'and' && !BORN.has(w));
    return personBefore(before, sentenceStart) ? { confidence: 0.8, ...plain } : null;
  }
  return null;
}

/** Confidence that the group word at [start, end) is said of a person, or 0. */
function judge(text: string, start: number, end: number, entry: GroupWord, lower: string): number {
  const { words, sentenceStart } = clauseBefore(text, start);
  const { word: follow, next } = followingWords(text, end);
  let proud = false;
  let political = false;
  let modifiers = 0;
  let i = words.length - 1;
  for (; i >= 0 && modifiers < MAX_MODIFIERS; i--, modifiers++) {
    const word = words[i] as string;
    if (word === 'proud' || word === 'proudly' || word === 'fellow') proud = true;
    if (POLITICAL_MODIFIERS.has(word)) political = true;
    if (MODIFIERS.has(word) || /^\d+%?$/.test(word) || word.endsWith('-born')) continue;
    // "I'm an Irish Catholic", "Black British Muslim": an earlier group word is a modifier.
    const earlier = lookup(word);
    if (earlier && earlier.use !== 'doctrine') continue;
    break;
  }
  let head = words.slice(0, i + 1);
  // "I'm of Nigerian descent".
  if (head[head.length - 1] === 'of' && DESCENT.has(follow)) head = head.slice(0, -1);

  let cue = cueOf(head, sentenceStart, entry);
  if (!cue && proud) cue = { confidence: 0.8, political: false, possessive: false };
  // "Catholic here, …", "Lifelong Democrat here." at the start of a sentence.
  if (!cue && head.length === 0 && sentenceStart && follow === 'here' && next === '')
    cue = { confidence: 0.7, political: false, possessive: false };
  if (!cue) return 0;

  // "my fellow Americans", "my proud Irish family": the modifier already says whose group it is.
  if (cue.possessive && proud) cue = { confidence: 0.8, political: false, possessive: false };
  if (cue.possessive) return BELONGING.has(follow) ? cue.confidence : 0;
  // "We Brits love a queue", "proud Nigerians gathered": the plural is the subject, so a verb
  // may follow; a singular goes on with a noun when it describes a thing ("we French kiss").
  const plural = !groupWords().has(lower) && (lower.endsWith('s') || lower.endsWith('men'));
  const collective =
    plural && (head[head.length - 1] === 'we' || head[head.length - 1] === 'us' || proud);
  if (entry.use !== 'doctrine' && follow !== '' && !FOLLOW_OK.has(follow) && !collective) {
    const chained = lookup(follow);
    if (!chained && !follow.endsWith('-born') && !DESCENT.has(follow)) return 0;
  }
  if (head[head.length - 1] === 'as' && follow === 'as') return 0;
  if (entry.use === 'adjective' && PREPOSITIONS.has(follow)) return 0;
  if (entry.use === 'strict' && !(cue.political || political || POLITICAL_FOLLOW.has(follow)))
    return 0;
  // "Hi, I'm Christian" introduces a name; "I'm a Christian" does not.
  if (modifiers === 0 && NAME_LIKE.has(lower) && /^[A-Z]/.test(text.slice(start, end))) return 0;
  return cue.confidence;
}

/** The multi-word entry that starts with the word ending at `end`, and where it ends. */
function phraseAt(
  text: string,
  end: number,
  list: Phrase[],
): { end: number; word: GroupWord } | null {
  const after = NEXT_WORDS.exec(text.slice(end, end + 40));
  if (after) {
    const tokens = Array.from(matchesOf(after[0], /\S+/g), (m) => ({
      word: normalise(m[0]),
      end: end + m.index + m[0].length,
    }));
    for (const phrase of list) {
      if (tokens.length < phrase.rest.length) continue;
      const matches = phrase.rest.every((expected, k) => {
        const got = (tokens[k] as { word: string }).word;
        if (got === expected) return true;
        // Only the last word takes a plural ("Puerto Ricans", "Latter-day Saints").
        return (
          k === phrase.rest.length - 1 &&
          (got === `${expected}s` ||
            got === `${expected}es` ||
            got === `${expected.slice(0, -3)}men`)
        );
      });
      if (matches)
        return { end: (tokens[phrase.rest.length - 1] as { end: number }).end, word: phrase.word };
    }
  }
  return null;
}

/** Letters of a list word: ASCII and Latin-1/Extended-A ("Féin", "Māori"). */
function isLetter(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 0xc0 && code <= 0x17f && code !== 0xd7 && code !== 0xf7)
  );
}

/** List words are 3 ("LDS", "GOP") to 20 characters; phrases are read on from their first word. */
const MIN_WORD_CHARS = 3;
const MAX_WORD_CHARS = 24;

/**
 * The first three or four characters of a word as a number, ASCII only, lowercased, with ’ read
 * as '; -1 when one of them is not ASCII. Lets the scan drop almost every word without making a
 * string of it.
 */
function prefixKey(text: string, start: number, chars: number): number {
  let key = 0;
  for (let i = start; i < start + chars; i++) {
    let code = text.charCodeAt(i);
    if (code === 0x2019) code = 39;
    else if (code >= 65 && code <= 90) code += 32;
    else if (code > 127) return -1;
    key = key * 128 + code;
  }
  return key;
}

let prefixes: Set<number> | null = null;

/** Keys of every list word's first four characters (three for three-letter words). */
function listPrefixes(): Set<number> {
  if (prefixes) return prefixes;
  const keys = new Set<number>();
  for (const entry of groupWords().keys()) {
    const first = entry.split(' ')[0] ?? '';
    // A three-letter word is matched whole, and its plural by its first four letters ("jews").
    for (const word of first.length === 3 ? [first, `${first}s`] : [first])
      keys.add(prefixKey(word, 0, Math.min(4, word.length)));
  }
  prefixes = keys;
  return keys;
}

export function detectNrp(text: string): RawSpan[] {
  const found: RawSpan[] = [];
  const byFirst = phrases();
  const known = listPrefixes();
  const length = text.length;
  // A hand-rolled word scan: every word of every post passes here, and this is measurably
  // faster than a global regex with a match object and a lowercase copy per word.
  let i = 0;
  while (i < length) {
    if (!isLetter(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let hyphen = false;
    for (i++; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code === 45) hyphen = true;
      else if (!(isLetter(code) || code === 39 || code === 0x2019)) break;
    }
    let end = i;
    // Apostrophes and hyphens end a word only inside it ("Irish-", "Catholics'").
    for (let code = text.charCodeAt(end - 1); code === 39 || code === 45 || code === 0x2019;)
      code = text.charCodeAt(--end - 1);
    if (end - start < MIN_WORD_CHARS || end - start > MAX_WORD_CHARS) continue;
    // "ex-Muslim" and "Irish-American" start with a prefix the list does not hold.
    if (!hyphen) {
      const key = prefixKey(text, start, Math.min(4, end - start));
      if (key >= 0 && !known.has(key)) continue;
    }
    const lower = normalise(text.slice(start, end));
    let entry: GroupWord | undefined;
    const candidates = byFirst.get(lower);
    if (candidates) {
      const phrase = phraseAt(text, end, candidates);
      if (phrase) {
        entry = phrase.word;
        end = phrase.end;
        i = end;
      }
    }
    entry ??= lookup(lower);
    if (!entry) continue;
    const confidence = judge(text, start, end, entry, lower);
    if (confidence > 0) found.push(span(start, end, 'NRP', confidence, entry.kind));
  }
  return found;
}
