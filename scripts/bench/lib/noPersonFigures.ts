// The no-person section of `npm run bench:image`: on pictures with no person in them (see
// noPersonSet.ts), the share that gets a face warning, for the tuning half and, apart, the frozen
// half nobody calibrated on; and the text regions OCR reports on those that show no text.
import { checkImage, type ImageCheckEnvironment } from '../../../src/analysis/image/checkImage.ts';
import { noPersonSet } from '../../../src/analysis/image/testing/noPersonSet.ts';

interface Figure {
  metric: string;
  value: number;
  unit: string;
  budget?: string;
}

export async function noPersonFigures(env: ImageCheckEnvironment): Promise<Figure[]> {
  const set = noPersonSet();
  const figures: Figure[] = [];
  for (const half of ['tuning', 'frozen'] as const) {
    const pictures = set.filter((p) => p.half === half);
    let warned = 0;
    for (const picture of pictures) {
      const result = await checkImage(await picture.load(), env, { text: false, barcodes: false });
      if (result.warnings.some((w) => w.check === 'face')) warned += 1;
    }
    figures.push({
      metric: `no-person pictures with a face warning, ${half} half`,
      value: warned / pictures.length,
      unit: `share of ${pictures.length}`,
      budget: '≤ 0.04',
    });
  }
  const textless = set.filter((p) => !p.showsText);
  let regions = 0;
  let withRegions = 0;
  for (const picture of textless) {
    const result = await checkImage(await picture.load(), env, { faces: false, barcodes: false });
    const found = result.regions.filter((r) => r.kind === 'text').length;
    regions += found;
    if (found > 0) withRegions += 1;
  }
  figures.push({
    metric: 'OCR text regions on pictures without text (no-person set)',
    value: regions,
    unit: `regions in ${textless.length} pictures`,
    budget: '0',
  });
  figures.push({
    metric: 'pictures without text that get a text region (no-person set)',
    value: withRegions / textless.length,
    unit: `share of ${textless.length}`,
  });
  return figures;
}
