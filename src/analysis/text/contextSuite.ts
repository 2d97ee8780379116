// Scoring of the own context-risk suites (fixtures/contextPosts*.ts), shared by their tests and
// the text benchmark so both count the same way. A post counts once per label: a label raised
// and expected is a hit, raised and not expected a false alarm, expected and not raised a miss.
// "False alarm rate" is the share of negative posts (no label expected) that raised any label,
// which is what a user who writes a harmless post experiences.
import type { ContextLabel } from './types.ts';

export type ContextPost = readonly [text: string, ...labels: ContextLabel[]];

export interface ContextSuiteScore {
  precision: number;
  recall: number;
  /** Negatives that raised at least one label, over all negatives. */
  falseAlarmRate: number;
  negatives: number;
  mistakes: string[];
}

export function scoreContextPosts(
  posts: readonly ContextPost[],
  raise: (text: string) => readonly string[],
): ContextSuiteScore {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let negatives = 0;
  let alarmedNegatives = 0;
  const mistakes: string[] = [];
  for (const [text, ...labels] of posts) {
    const found = new Set(raise(text));
    const expected = new Set<string>(labels);
    if (expected.size === 0) {
      negatives++;
      if (found.size > 0) alarmedNegatives++;
    }
    for (const label of found) {
      if (expected.has(label)) tp++;
      else {
        fp++;
        mistakes.push(`unexpected ${label}: ${text}`);
      }
    }
    for (const label of expected) {
      if (!found.has(label)) {
        fn++;
        mistakes.push(`missed ${label}: ${text}`);
      }
    }
  }
  return {
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    falseAlarmRate: negatives === 0 ? 0 : alarmedNegatives / negatives,
    negatives,
    mistakes,
  };
}
