// Import correctness on the real-export samples: the share of sources read with every hand-written
// fact right (src/analysis/imports/corpus.facts.ts), the development samples and the frozen set
// apart, and how many sources a scan of that export alone shows as 100 / 100 / 100 (an all-clear
// resting on enough data; "not enough data" categories do not count). Needs ../shared/corpora.
// Target (issue: importers that read real exports): ≥ 90 % of sources right, no false all-clear.
import { CORPUS_FACTS } from '../../src/analysis/imports/corpus.facts.ts';
import { importExport } from '../../src/analysis/imports/importExport.ts';
import { checkFact, factNames } from '../../src/analysis/imports/testing/facts.ts';
import {
  exportsDir,
  folderSource,
  hasCorpora,
} from '../../src/analysis/imports/testing/nodeFiles.ts';
import { runScan } from '../../src/analysis/scan.ts';
import { findSpans } from '../../src/analysis/text/checkText.ts';

if (!hasCorpora()) throw new Error('the shared export samples are needed (../shared/corpora)');

const CATEGORIES = ['privacy', 'security', 'identity'] as const;
const tally = { dev: { right: 0, all: 0, allClear: 0 }, frozen: { right: 0, all: 0, allClear: 0 } };
for (const entry of CORPUS_FACTS) {
  const set = entry.frozen ? tally.frozen : tally.dev;
  set.all++;
  const result = await importExport(folderSource(exportsDir(entry.sample)));
  if (factNames(entry.facts).every((fact) => checkFact(result, entry.facts, fact) === null))
    set.right++;
  const scan = runScan([result.dataset], {
    now: Date.parse('2026-11-25T00:00:00Z'),
    detectText: findSpans,
  });
  const enough = scan.summary.dataSufficiency?.categories;
  if (CATEGORIES.every((c) => scan.scores[c] === 100 && enough?.[c].enough)) set.allClear++;
}

const share = (s: { right: number; all: number }) => (100 * s.right) / s.all;
console.log(
  JSON.stringify({
    name: 'importFacts',
    figures: [
      {
        metric: `development samples read with every fact right (of ${tally.dev.all})`,
        value: share(tally.dev),
        unit: '%',
        budget: '≥ 90',
      },
      {
        metric: `frozen samples read with every fact right (of ${tally.frozen.all})`,
        value: share(tally.frozen),
        unit: '%',
        budget: '≥ 90',
      },
      {
        metric: 'development samples shown 100/100/100',
        value: tally.dev.allClear,
        unit: 'sources',
        budget: '0 false',
      },
      {
        metric: 'frozen samples shown 100/100/100',
        value: tally.frozen.allClear,
        unit: 'sources',
        budget: '0 false',
      },
    ],
  }),
);
