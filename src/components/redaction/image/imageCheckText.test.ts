import { describe, expect, it } from 'vitest';
import { safeCopyName } from '../../../hooks/useImageCheck.ts';
import type { ImageRegion } from '../../../analysis/image/types.ts';
import {
  boxStyle,
  initialChoices,
  redactionsFor,
  regionNames,
  stageLabel,
  toggledChoice,
} from './imageCheckText.ts';

const box = { x: 1, y: 2, width: 3, height: 4 };
const REGIONS: ImageRegion[] = [
  { id: 'face-1', kind: 'face', box, label: 'Face' },
  { id: 'face-2', kind: 'face', box: { ...box, x: 50 }, label: 'Face' },
  { id: 'text-1', kind: 'text', box, label: 'Phone number' },
  { id: 'barcode-1', kind: 'barcode', box, label: 'Barcode: boarding pass' },
];

describe('image check wording and geometry', () => {
  it('names every stage the worker reports, and says when a model loads the first time', () => {
    for (const stage of ['validate', 'metadata', 'decode', 'faces', 'barcodes', 'text'])
      expect(stageLabel(stage)).not.toBe('Checking the image…');
    expect(stageLabel('loading-faces-model')).toContain('first time only');
    expect(stageLabel(null)).toBe('Checking the image…');
  });

  it('places a box over the preview in percent of the picture, so it scales with it', () => {
    expect(boxStyle({ x: 100, y: 50, width: 200, height: 100 }, 1000, 500)).toEqual({
      left: '10.000%',
      top: '10.000%',
      width: '20.000%',
      height: '20.000%',
    });
  });

  it('names the safe copy after the original, with the extension of its format', () => {
    expect(safeCopyName('IMG_0042.HEIC.jpeg', 'jpeg')).toBe('IMG_0042.HEIC-safe.jpg');
    expect(safeCopyName('party.gif', 'png')).toBe('party-safe.png');
  });

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

  it('names regions by what they are, numbering faces and names that repeat', () => {
    const names: ImageRegion[] = [
      ...REGIONS,
      { id: 'text-2', kind: 'text', box, label: 'Name' },
      { id: 'text-3', kind: 'text', box, label: 'Name' },
    ];
    expect([...regionNames(names).values()]).toEqual([
      'Face 1',
      'Face 2',
      'Phone number',
      'Barcode: boarding pass',
      'Name 1',
      'Name 2',
    ]);
  });
});
