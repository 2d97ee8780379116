// Words and geometry for the image part of the Redaction Helper: what each check stage is called
// while it runs, and where a region's box sits over the preview (in percent, so the boxes follow
// the preview at any size). Invariant: every stage the worker reports has a label here.
import type { Box, RegionKind } from '../../../analysis/image/types.ts';

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

export function boxStyle(box: Box, width: number, height: number) {
  const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;
  return {
    left: percent(box.x, width),
    top: percent(box.y, height),
    width: percent(box.width, width),
    height: percent(box.height, height),
  };
}
