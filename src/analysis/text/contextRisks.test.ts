// The context risks on our own labelled suite of realistic posts (fixtures/contextPosts.ts):
// precision and recall of "this post raises label X" must both stay at or above 0.9. The frozen
// half (fixtures/contextPostsFrozen.ts) is held to floors only, and its mistakes are never
// printed: it measures whether the rules generalise, so it must not steer them.
import { describe, expect, it } from 'vitest';
import { checkText } from './checkText.ts';
import { scoreContextPosts } from './contextSuite.ts';
import { CONTEXT_POSTS } from './fixtures/contextPosts.ts';
import { FROZEN_CONTEXT_POSTS } from './fixtures/contextPostsFrozen.ts';
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

describe('context risks on the frozen half', () => {
  it('has 200 posts and finds most risks without alarming on harmless posts', () => {
    expect(FROZEN_CONTEXT_POSTS.length).toBeGreaterThanOrEqual(200);
    const { recall, falseAlarmRate, negatives } = scoreContextPosts(FROZEN_CONTEXT_POSTS, raised);
    expect(negatives).toBeGreaterThanOrEqual(60);
    expect(recall).toBeGreaterThanOrEqual(0.7);
    expect(falseAlarmRate).toBeLessThanOrEqual(0.1);
  });
});

describe('who says it and whether it still stands', () => {
  it('flags a trip with its length, but not the same trip taken back later in the post', () => {
    expect(raised('Ten days in Porto from tomorrow, so excited')).toContain('AWAY_FROM_HOME');
    expect(
      raised('Ten days in Porto from tomorrow! Update: the flights got cancelled, staying home'),
    ).not.toContain('AWAY_FROM_HOME');
  });

  it('does not flag someone else’s trip, health or place', () => {
    expect(raised('My cousin is in Lima for two weeks from today')).toEqual([]);
    expect(raised('My dad started chemo on Monday')).toEqual([]);
    expect(raised('She is at the Odeon on Mill Road right now')).toEqual([]);
  });

  it('does not flag fiction, news or advice about the risk', () => {
    expect(raised('In the novel she posts her boarding pass and gets robbed')).toEqual([]);
    expect(
      raised('Police say burglars watch for holiday posts, never post your trip dates'),
    ).toEqual([]);
  });

  it('flags partial account numbers and balances as money details', () => {
    expect(raised('Pay the deposit into the account ending 7742')).toContain('FINANCIAL');
    expect(raised('Only $23 in my account until payday')).toContain('FINANCIAL');
  });

  it('flags a child’s school milestone and a recovery answer told as nostalgia', () => {
    expect(raised('So proud of our Ayaan, top of his class at Westfield Primary')).toContain(
      'CHILD_INFO',
    );
    expect(raised('Miss you Pickles, my first dog, 20 years today')).toContain('SECURITY_ANSWER');
  });
});
