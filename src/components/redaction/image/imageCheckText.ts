// Words and geometry for the image part of the Redaction Helper: what each check
// stage is called while it runs, where a region's box sits over the preview (in percent, so the
// boxes follow the preview at any size), and what each choice for a region is called.
// Invariant: every stage the worker reports has a label here.
import type { RegionChoice } from '../../../analysis/image/regionChoices.ts';
import type { Box, ImageRegion, RegionKind } from '../../../analysis/image/types.ts';

export type { RegionChoice };

const STAGE_LABELS: Record<string, string> = {
  validate: 'Checking the file…',
  metadata: 'Reading hidden details (location, camera, owner)…',
  decode: 'Opening the picture…',
  faces: 'Looking for faces…',
  barcodes: 'Looking for barcodes and QR codes…',
  text: 'Reading text in the picture…',
  'loading-faces-model': 'Preparing face detection (first time only, works offline after)…',
  'loading-barcodes-model': 'Preparing the barcode reader (first time only)…',
  'loading-text-model': 'Preparing text recognition (first time only, about 15 MB)…',
};

export function stageLabel(stage: string | null): string {
  return (stage && STAGE_LABELS[stage]) ?? 'Checking the image…';
}

export const REGION_KIND_LABELS: Record<RegionKind, string> = {
  face: 'Face',
  text: 'Text',
  barcode: 'Code',
};

export const REGION_CHOICE_LABELS: Record<RegionChoice, string> = {
  blur: 'Blur',
  blackout: 'Black out',
  keep: 'Leave visible',
};

/**
 * "Face 2", "Phone number", "Name 1" and "Name 2", "Barcode: boarding pass": what each region is,
 * numbered when several share a name (faces always are).
 */
export function regionNames(regions: ImageRegion[]): Map<string, string> {
  const nameOf = (region: ImageRegion) =>
    region.kind === 'face' ? REGION_KIND_LABELS.face : region.label;
  const total = new Map<string, number>();
  for (const region of regions) total.set(nameOf(region), (total.get(nameOf(region)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  for (const region of regions) {
    const name = nameOf(region);
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    names.set(
      region.id,
      region.kind === 'face' || (total.get(name) ?? 0) > 1 ? `${name} ${n}` : name,
    );
  }
  return names;
}

export function boxStyle(box: Box, width: number, height: number) {
  const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;
  return {
    left: percent(box.x, width),
    top: percent(box.y, height),
    width: percent(box.width, width),
    height: percent(box.height, height),
  };
}
