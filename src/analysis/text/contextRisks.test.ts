// The context risks on our own labelled suite of realistic posts (fixtures/contextPosts.ts):
// precision and recall of "this post raises label X" must both stay at or above 0.9.
import { describe, expect, it } from 'vitest';
import { checkText } from './checkText.ts';
import { scoreContextPosts } from './contextSuite.ts';
import { CONTEXT_POSTS } from './fixtures/contextPosts.ts';
import { isContextLabel } from './resolve.ts';

const MIN_PRECISION = 0.9;
const MIN_RECALL = 0.9;

function raised(text: string): string[] {
  return checkText(text)
    .spans.filter((s) => isContextLabel(s.label))
    .map((s) => s.label);
}

describe('context risks on the labelled post suite', () => {
  it('has at least 150 posts, positives and negatives', () => {
    expect(CONTEXT_POSTS.length).toBeGreaterThanOrEqual(150);
    expect(CONTEXT_POSTS.filter(([, ...labels]) => labels.length === 0).length).toBeGreaterThan(30);
  });

  it('flags the risky posts and leaves the harmless ones alone (precision and recall ≥ 0.9)', () => {
    const { precision, recall, mistakes } = scoreContextPosts(CONTEXT_POSTS, raised);
    if (precision < MIN_PRECISION || recall < MIN_RECALL) console.info(mistakes.join('\n'));
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});
