// The context-risk detectors, run together. Each rule marks the phrase that carries the risk:
// the wording-specific cue rules (one file per label) and the rules by risk category
// (categoryRules.ts); then every span is kept only if the post still stands by it as the
// writer's own disclosure (stance.ts: someone else, negation, retraction, fiction, news).
// Invariant: the cue rules' result is the same as running every rule on every sentence; the
// anchor words only skip the sentences where a cue cannot match (anchoredPhrases).
import type { RawSpan } from '../../types.ts';
import { leanBoundaries } from '../shared.ts';
import { AWAY_FROM_HOME_RULE } from './awayFromHome.ts';
import { detectByCategory, doctorWord, DOCTOR_RULES, RULES_BY_ANCHOR } from './categoryRules.ts';
import { CHILD_INFO_RULE } from './childInfo.ts';
import { FINANCIAL_RULE } from './financial.ts';
import { HEALTH_RULE } from './health.ts';
import { LIVE_LOCATION_RULE } from './liveLocation.ts';
import {
  anchoredPhrases,
  detectPhrases,
  FOLDS_TO_ASCII,
  sentencesOf,
  touchedByEach,
  type CueHit,
  type PhraseRule,
} from './phrases.ts';
import { SECURITY_ANSWER_RULE } from './securityAnswer.ts';
import { standsAsDisclosure } from './stance.ts';
import { TRAVEL_DOCUMENT_RULE } from './travelDocument.ts';

/** The cue rules with their inner word boundaries compiled once (leanBoundaries: the same
 * matches in far less machine code). */
export const CONTEXT_RULES: PhraseRule[] = [
  AWAY_FROM_HOME_RULE,
  LIVE_LOCATION_RULE,
  CHILD_INFO_RULE,
  SECURITY_ANSWER_RULE,
  TRAVEL_DOCUMENT_RULE,
  HEALTH_RULE,
  FINANCIAL_RULE,
].map((rule) => ({
  ...rule,
  cues: rule.cues.map(leanBoundaries),
  ...(rule.guards && { guards: rule.guards.map(leanBoundaries) }),
}));
const findPhrases = anchoredPhrases(CONTEXT_RULES);

/** Every cue of every rule on every sentence its joined scan touches (the reference the anchor
 * words must not change). */
function everyCue(text: string): RawSpan[] {
  const split = sentencesOf(text);
  const cues = CONTEXT_RULES.flatMap((rule) => rule.cues);
  const touched = touchedByEach(split, cues);
  if (touched.length === 0) return [];
  return CONTEXT_RULES.flatMap((rule) => detectPhrases(split, touched, rule));
}

/** What an anchor word lets run: cues (PhraseFinder.cuesByWord) and category rules' bits. */
interface Anchor {
  cues: readonly number[] | undefined;
  rules: number;
}
/** The cues' and the category rules' anchor words in one map, for one lookup per word. Words
 * with other than ASCII letters and digits ("née") are only looked up in RULES_BY_ANCHOR. */
const ANCHORS = new Map<string, Anchor>();
for (const [word, cues] of findPhrases.cuesByWord) ANCHORS.set(word, { cues, rules: 0 });
for (const [word, rules] of RULES_BY_ANCHOR) {
  if (!/^[a-z0-9]+$/.test(word)) continue;
  const anchor = ANCHORS.get(word);
  if (anchor) anchor.rules = rules;
  else ANCHORS.set(word, { cues: undefined, rules });
}

const LETTER = /^\p{L}$/u;

/**
 * A filter in front of ANCHORS: one bit per value of wordHash, set for every anchor word's. A
 * word whose bit is clear is not an anchor and is neither cut out nor looked up (most words;
 * the lookups missed the processor's cache, profiled at a fortieth of the engine's time).
 */
const ANCHOR_BITS = new Int32Array(1 << 10);
const HASH_MASK = (1 << 15) - 1;
for (const word of ANCHORS.keys()) {
  let hash = 0;
  for (let i = 0; i < word.length; i++) hash = wordHash(hash, word.charCodeAt(i));
  const slot = (hash & HASH_MASK) >> 5;
  ANCHOR_BITS[slot] = (ANCHOR_BITS[slot] ?? 0) | (1 << (hash & 31));
}

/** The running hash of a word, one character at a time. */
function wordHash(hash: number, code: number): number {
  return (Math.imul(hash, 31) + code) | 0;
}

/** Whether the run of ASCII letters that ends at `end` has a doctor's ending (doctorWord). */
function doctorAt(lower: string, end: number): boolean {
  return (
    lower.endsWith('ologist', end) ||
    lower.endsWith('ologists', end) ||
    lower.endsWith('iatrist', end) ||
    lower.endsWith('iatrists', end)
  );
}

/**
 * The anchor words of a lowercased text for the cues and for the category rules, in one pass
 * over its characters: the same `hits` as cueHits(lower, findPhrases.cuesByWord) (its runs of
 * ASCII letters and digits) and the same `rules` as anchoredRules on lowercaseWords(lower) (its
 * runs of letters and digits, for a text without FOLDS_TO_ASCII characters). Measured: two
 * pattern scans that built a match or a string per word and a lookup per word in each map were
 * a twentieth of the engine's time on posts.
 */
export function anchorWords(lower: string): { hits: CueHit[]; rules: number } {
  const hits: CueHit[] = [];
  let rules = 0;
  /** Start of the current run of letters and digits, and of its current ASCII part. */
  let runStart = -1;
  let asciiStart = -1;
  let runIsAscii = true;
  let hash = 0;
  for (let i = 0; i <= lower.length; i++) {
    const code = i < lower.length ? lower.charCodeAt(i) : -1;
    const ascii = (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
    let width = 1;
    let letter = ascii;
    if (code >= 128) {
      const pair =
        (code & 0xfc00) === 0xd800 && (lower.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
      width = pair;
      letter = LETTER.test(lower.slice(i, i + width));
    }
    if (!ascii && asciiStart >= 0) {
      // An ASCII run ends: a cue anchor wherever it stands, a rule anchor when it is the whole
      // run of letters (nothing but a non-letter on either side).
      const anchor =
        (ANCHOR_BITS[(hash & HASH_MASK) >> 5] ?? 0) & (1 << (hash & 31))
          ? ANCHORS.get(lower.slice(asciiStart, i))
          : undefined;
      if (anchor?.cues) hits.push([asciiStart, anchor.cues]);
      if (runStart === asciiStart && !letter) {
        rules |= anchor?.rules ?? 0;
        if (i - asciiStart >= 7 && doctorAt(lower, i)) rules |= DOCTOR_RULES;
      }
      asciiStart = -1;
    }
    if (!letter && runStart >= 0) {
      // A run of letters with other than ASCII ones ends: looked up whole.
      if (!runIsAscii) {
        const word = lower.slice(runStart, i);
        rules |= RULES_BY_ANCHOR.get(word) ?? 0;
        if (doctorWord(word)) rules |= DOCTOR_RULES;
      }
      runStart = -1;
    }
    if (letter && runStart < 0) {
      runStart = i;
      runIsAscii = true;
    }
    if (ascii && asciiStart < 0) {
      asciiStart = i;
      hash = 0;
    }
    if (ascii) hash = wordHash(hash, code);
    if (letter && !ascii) runIsAscii = false;
    i += width - 1;
  }
  return { hits, rules };
}

/** `anchors: false` runs every cue and category rule on every text (to check that the anchor
 * words change no result). */
export function detectContextRisks(text: string, anchors = true): RawSpan[] {
  let byCue: RawSpan[];
  let allowed: number | undefined;
  if (!anchors || FOLDS_TO_ASCII.test(text)) {
    // Case folding may read these characters as ASCII letters that the lowercased words do not
    // show: every cue and every category rule runs.
    byCue = everyCue(text);
    allowed = anchors ? ~0 : undefined;
  } else {
    const words = anchorWords(text.toLowerCase());
    byCue = findPhrases.find(text, words.hits);
    allowed = words.rules;
  }
  return [...byCue, ...detectByCategory(text, anchors, allowed)].filter((found) =>
    standsAsDisclosure(text, found),
  );
}
