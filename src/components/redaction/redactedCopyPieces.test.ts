import { describe, expect, it } from 'vitest';
import { checkText } from '../../analysis/text/checkText.ts';
import { copyOf, redactedCopyPieces } from './redactedCopyPieces.ts';

const TEXT = '😀 Nobody home till Friday! Ring 07700 900123 or mail jo@example.com';

describe('redactedCopyPieces', () => {
  it('joins to the engine’s copy when nothing is undone', () => {
    const result = checkText(TEXT);
    expect(copyOf(redactedCopyPieces(TEXT, result.changes, new Set()))).toBe(result.redacted);
  });

  it('puts back exactly the undone change, counting emoji as one character', () => {
    const { changes } = checkText(TEXT);
    const phone = changes.findIndex((c) => c.replacement === '[PHONE]');
    const copy = copyOf(redactedCopyPieces(TEXT, changes, new Set([phone])));
    expect(copy).toContain('07700 900123');
    expect(copy).not.toContain('jo@example.com');
    expect(copy).not.toContain('Nobody home');
  });

  it('marks a removed statement as a removal with its original words', () => {
    const { changes } = checkText(TEXT);
    const removal = redactedCopyPieces(TEXT, changes, new Set()).find(
      (p) => p.kind === 'change' && p.removal,
    );
    expect(removal).toMatchObject({ original: expect.stringContaining('Nobody home') });
  });
});
