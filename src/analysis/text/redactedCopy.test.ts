import { describe, expect, it } from 'vitest';
import { checkText } from './checkText.ts';
import { TUNING_POSTS, scoreRedactionPost } from './fixtures/redactionPosts.ts';
import { applyRedaction, planRedaction } from './redactedCopy.ts';
import { isContextLabel } from './resolve.ts';
import { detectSpans } from './checkText.ts';

const BALI =
  "Off to Bali for 2 weeks, house empty! Call me on 07700 900123, my kid Emma starts at St Mary's Primary on Monday";

describe('the redacted copy of posts written for each risk kind', () => {
  for (const post of TUNING_POSTS) {
    it(`${post.kind}: ${post.text.slice(0, 50)}`, () => {
      const result = checkText(post.text);
      const entities = result.spans.filter((s) => !isContextLabel(s.label));
      const score = scoreRedactionPost(post, result.redacted, entities);
      expect(score.left).toEqual([]);
      expect(score.lost).toEqual([]);
    });
  }
});

describe('the redacted copy', () => {
  it('removes the empty-house clauses and makes the child name and school placeholders', () => {
    const { redacted } = checkText(BALI);
    expect(redacted).toBe('Call me on [PHONE], my kid [NAME] starts at [SCHOOL] on Monday');
  });

  it('removes a middle clause with the comma before it and keeps the rest as typed', () => {
    expect(checkText('Great dinner, we are away until Sunday, back to work after').redacted).toBe(
      'Great dinner, back to work after',
    );
  });

  it('removes a whole sentence and the space before it when it is the last one', () => {
    expect(checkText('Lovely weather today. Nobody home for the next ten days!').redacted).toBe(
      'Lovely weather today.',
    );
  });

  it('replaces travel-document values with their own placeholders and keeps the phrase', () => {
    const { redacted } = checkText(
      'Boarding pass: passenger DOE/JANE MS, flight AF1234, seat 3A, PNR K8L2MX',
    );
    expect(redacted).toBe(
      'Boarding pass: passenger [PASSENGER], flight [FLIGHT], seat [SEAT], PNR [BOOKING REF]',
    );
  });

  it('does not take a model number for a flight outside a travel text', () => {
    const { changes } = checkText('The A380 and the B747 are huge planes');
    expect(changes.filter((c) => c.label === 'TRAVEL_DOCUMENT')).toEqual([]);
  });

  it('replaces a security answer but keeps the question words', () => {
    expect(checkText('My first pet was a hamster called Nibbles').redacted).toBe(
      'My first pet was a hamster called [ANSWER]',
    );
  });

  it('changes nothing in a post nothing was flagged in', () => {
    const text = 'Finished the garden fence today, looks great';
    expect(checkText(text)).toMatchObject({ redacted: text, changes: [] });
  });

  it('lists changes in order without overlaps, each undoable on its own', () => {
    const spans = detectSpans(BALI);
    const changes = planRedaction(BALI, spans);
    for (let i = 1; i < changes.length; i++)
      expect(changes[i]?.start).toBeGreaterThanOrEqual(changes[i - 1]?.end ?? 0);
    const phone = changes.findIndex((c) => c.replacement === '[PHONE]');
    const withPhone = applyRedaction(BALI, changes, new Set([phone]));
    expect(withPhone).toBe('Call me on 07700 900123, my kid [NAME] starts at [SCHOOL] on Monday');
  });

  it('counts change offsets in code points', () => {
    const text = '😀😀 call 07700 900123';
    const change = checkText(text).changes.find((c) => c.replacement === '[PHONE]');
    expect(Array.from(text).slice(change?.start, change?.end).join('')).toBe('07700 900123');
  });
});
