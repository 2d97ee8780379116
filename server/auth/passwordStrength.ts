// The password policy, decided here and nowhere else: a password must be 8 to PASSWORD_MAX_LENGTH
// characters and score at least PASSWORD_MIN_SCORE (of 0–4) with zxcvbn-ts and its common-password
// and English dictionaries, which see through "password1", "qwerty12", "aaaaaaa1" and
// "Password123" as a character-class rule cannot. The hosted page runs the same estimator with
// the same dictionaries for its live meter; this check is the one that counts. The estimator
// also knows the person's email and name, so a password made of them scores low.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/shared/auth.ts';

/** zxcvbn's "safely unguessable: moderate protection from offline slow-hash scenario". */
export const PASSWORD_MIN_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;

function estimatorOf(): ZxcvbnFactory {
  // Built on first use: the dictionaries take a moment and some memory to rank.
  estimator ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return estimator;
}

/** An email's local part and the pieces of every input, as the estimator's personal words. */
function personalWords(userInputs: string[]): string[] {
  const words = new Set<string>();
  for (const input of userInputs) {
    const text = input.trim().toLowerCase();
    if (!text) continue;
    words.add(text);
    const local = text.split('@')[0]!;
    words.add(local);
    for (const piece of local.split(/[^\p{L}\p{N}]+/u)) if (piece.length >= 3) words.add(piece);
  }
  return [...words];
}

/** Null for an acceptable password, else a message saying what to change. */
export function passwordWeakness(password: string, userInputs: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password is too short: use at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Password is too long: use at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  const result = estimatorOf().check(password, personalWords(userInputs));
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const why = result.feedback.warning ? ` ${result.feedback.warning}` : '';
  const how =
    result.feedback.suggestions.length > 0
      ? ` ${result.feedback.suggestions.join(' ')}`
      : ' Add more words or characters that are hard to guess.';
  return `Password is too easy to guess.${why}${how}`;
}
