// Page script of the image-check browser benchmark: hands the production build's analysis-worker
// API to the benchmark driver. Not part of the app.
import { runAnalysis } from '../../../src/analysis/api.ts';

Object.assign(globalThis, {
  footprintBench: { runAnalysis },
});
document.body.dataset.ready = 'true';
