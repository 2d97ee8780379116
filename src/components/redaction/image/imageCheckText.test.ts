import { describe, expect, it } from 'vitest';
import { safeCopyName } from '../../../hooks/useImageCheck.ts';
import type { ImageRegion } from '../../../analysis/image/types.ts';
import { makeImageRegions } from '../../../test/factories.ts';
import { boxStyle, regionNames, stageLabel } from './imageCheckText.ts';

const REGIONS = makeImageRegions();

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

  it('names regions by what they are, numbering faces and names that repeat', () => {
    const box = REGIONS[0]!.box;
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
