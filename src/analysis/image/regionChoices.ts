// What the safe copy does with each region the image check found: the person's choice per region
// and the redactions those choices ask for.
// Invariant: everything found starts hidden, and a region left visible is never sent as a redaction.
import type { ImageRegion, RedactionStyle, RegionRedaction } from './types.ts';

/** What the safe copy does with one region: blur it, black it out, or leave it as it is. */
export type RegionChoice = RedactionStyle | 'keep';

/** Everything found starts hidden (blurred): leaving a face or a code visible is a choice. */
export function initialChoices(regions: ImageRegion[]): Record<string, RegionChoice> {
  return Object.fromEntries(regions.map((region) => [region.id, 'blur' as const]));
}

/** A click on a region's box: a hidden region becomes visible, a visible one blurred. */
export function toggledChoice(choice: RegionChoice | undefined): RegionChoice {
  return choice === undefined || choice === 'keep' ? 'blur' : 'keep';
}

export function redactionsFor(
  regions: ImageRegion[],
  choices: Record<string, RegionChoice>,
): RegionRedaction[] {
  return regions.flatMap((region) => {
    const choice = choices[region.id] ?? 'keep';
    return choice === 'keep' ? [] : [{ box: region.box, style: choice }];
  });
}
