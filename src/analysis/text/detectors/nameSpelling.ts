// Whether a word is spelt like a name or like an ordinary English word ("Krillin", "Nosipho" vs
// "Boredom", "Soundsystem"): a letter-trigram model, names against ordinary words, built once
// from the gazetteer's own first names and surnames and its common words. The name detector asks
// it only about the weakest guesses (capitalised words it knows nothing else about), so the model
// is built lazily and costs nothing on posts without such a word.
// Invariant: the score is an average log-likelihood ratio per trigram, positive when the spelling
// is more name-like. The model learns from words spelt in a-z only; in a word asked about, any
// other character is one symbol the model has never seen, so a trigram holding it weighs next to
// nothing (an accent, an apostrophe or a digit is not evidence either way).
import type { Gazetteer } from './gazetteer.ts';

/** a-z are 1-26, any other character 27; 0 marks the word's start and end. */
const SYMBOLS = 28;
const TRIGRAMS = SYMBOLS * SYMBOLS * SYMBOLS;
/** Added to every trigram count, so a trigram never seen on one side is not infinitely telling. */
const SMOOTHING = 0.5;

const PLAIN = /^[a-z]+$/;

let ratios: Float64Array | null = null;

/** Each trigram's code, the word's start and end included. */
function trigramCodes(word: string): number[] {
  const codes: number[] = [];
  let a = 0;
  let b = 0;
  for (let i = 0; i <= word.length; i++) {
    let c = 0;
    if (i < word.length) {
      const code = word.charCodeAt(i);
      c = code >= 97 && code <= 122 ? code - 96 : 27;
    }
    if (i >= 1) codes.push((a * SYMBOLS + b) * SYMBOLS + c);
    a = b;
    b = c;
  }
  return codes;
}

function count(words: Iterable<string>, into: Float64Array, skip?: (word: string) => boolean) {
  let total = 0;
  for (const word of words) {
    if (skip?.(word) || !PLAIN.test(word)) continue;
    const codes = trigramCodes(word);
    for (const code of codes) into[code] = (into[code] ?? 0) + 1;
    total += codes.length;
  }
  return total;
}

function build(words: Gazetteer): Float64Array {
  const names = new Float64Array(TRIGRAMS);
  const ordinary = new Float64Array(TRIGRAMS);
  const nameTotal = count(words.firstNames, names) + count(words.lastNames, names);
  // A common word that is also a name ("Rose", "Mason") teaches nothing about ordinary spelling.
  const ordinaryTotal = count(
    words.commonWords,
    ordinary,
    (word) => words.firstNames.has(word) || words.lastNames.has(word),
  );
  const out = new Float64Array(TRIGRAMS);
  for (let code = 0; code < TRIGRAMS; code++) {
    out[code] =
      Math.log(((names[code] ?? 0) + SMOOTHING) / nameTotal) -
      Math.log(((ordinary[code] ?? 0) + SMOOTHING) / ordinaryTotal);
  }
  return out;
}

/** How name-like a lowercase word's spelling is. */
export function nameLikeness(lower: string, words: Gazetteer): number {
  const codes = trigramCodes(lower);
  ratios ??= build(words);
  let sum = 0;
  for (const code of codes) sum += ratios[code] ?? 0;
  return sum / codes.length;
}
