// The context risks on our own labelled suite of realistic posts (fixtures/contextPosts.ts):
// precision and recall of "this post raises label X" must both stay at or above 0.9.
import { describe, expect, it } from 'vitest';
import { checkText } from './checkText.ts';
import { CONTEXT_POSTS } from './fixtures/contextPosts.ts';
import { isContextLabel } from './resolve.ts';

const MIN_PRECISION = 0.9;
const MIN_RECALL = 0.9;

function raised(text: string): Set<string> {
  return new Set(
    checkText(text)
      .spans.filter((s) => isContextLabel(s.label))
      .map((s) => s.label),
  );
}

describe('context risks on the labelled post suite', () => {
  it('has at least 150 posts, positives and negatives', () => {
    expect(CONTEXT_POSTS.length).toBeGreaterThanOrEqual(150);
    expect(CONTEXT_POSTS.filter(([, ...labels]) => labels.length === 0).length).toBeGreaterThan(30);
  });

  it('flags the risky posts and leaves the harmless ones alone (precision and recall ≥ 0.9)', () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const mistakes: string[] = [];
    for (const [text, ...labels] of CONTEXT_POSTS) {
      const found = raised(text);
      for (const label of found) {
        if (labels.includes(label as never)) tp++;
        else {
          fp++;
          mistakes.push(`unexpected ${label}: ${text}`);
        }
      }
      for (const label of labels) {
        if (!found.has(label)) {
          fn++;
          mistakes.push(`missed ${label}: ${text}`);
        }
      }
    }
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    if (precision < MIN_PRECISION || recall < MIN_RECALL) console.info(mistakes.join('\n'));
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});
