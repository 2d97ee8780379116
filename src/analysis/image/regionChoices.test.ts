import { describe, expect, it } from 'vitest';
import { initialChoices, redactionsFor, toggledChoice } from './regionChoices.ts';
import { makeImageRegions, REGION_BOX as box } from '../../test/factories.ts';

const REGIONS = makeImageRegions();

describe('what the safe copy does with each region', () => {
  it('hides every region found until the person chooses to leave one visible', () => {
    const choices = initialChoices(REGIONS);
    expect(redactionsFor(REGIONS, choices)).toHaveLength(4);
    expect(redactionsFor(REGIONS, { ...choices, 'face-2': 'keep' })).toEqual([
      { box, style: 'blur' },
      { box, style: 'blur' },
      { box, style: 'blur' },
    ]);
  });

  it('sends each region with the style chosen for it, and none for a region left visible', () => {
    const choices = { 'face-1': 'blackout', 'text-1': 'blur', 'barcode-1': 'keep' } as const;
    expect(redactionsFor(REGIONS, choices)).toEqual([
      { box, style: 'blackout' },
      { box, style: 'blur' },
    ]);
  });

  it('a click on a box shows a hidden region and hides a visible one (blurred)', () => {
    expect(toggledChoice('blur')).toBe('keep');
    expect(toggledChoice('blackout')).toBe('keep');
    expect(toggledChoice('keep')).toBe('blur');
  });
});
