// PHONE exact-span and overlap F1 on the phone-edge tuning suite, the structured and identifier
// tuning suites, the frozen structured suite (totals only) and the Presidio dev split (with its
// structured-identifier F1), so a change to phone edges can be checked against every suite that
// may be measured without printing any held-out figure.
// Run: npx tsx scripts/phone-edges.ts [--misses]
import path from 'node:path';
import { checkText } from '../src/analysis/text/checkText.ts';
import { PHONE_EDGE_TUNING_POSTS } from '../src/analysis/text/fixtures/phoneEdgePostsTuning.ts';
import { FROZEN_STRUCTURED_POSTS } from '../src/analysis/text/fixtures/structuredPostsFrozen.ts';
import { TUNING_STRUCTURED_POSTS } from '../src/analysis/text/fixtures/structuredPostsTuning.ts';
import { IDENTIFIER_TUNING_POSTS } from '../src/analysis/text/fixtures/identifierPostsTuning.ts';
import { countRecord, scoresOf, type Counts, type ScoredSpan } from './bench/lib/evaluate.ts';
import {
  jsonlRecords,
  markedRecords,
  structuredCounts,
  type GoldRecord,
} from './bench/lib/goldRecords.ts';

const CORPORA =
  process.env.FOOTPRINT_CORPORA ??
  path.resolve(import.meta.dirname, '..', '..', 'shared', 'corpora');

/** checkText's spans are in code points, like the gold. */
function predicted(text: string): ScoredSpan[] {
  return checkText(text).spans.map((s) => ({ start: s.start, end: s.end, label: s.label }));
}

const showMisses = process.argv.includes('--misses');
const suites: [string, GoldRecord[], boolean][] = [
  ['phone-edges', markedRecords(PHONE_EDGE_TUNING_POSTS, 'phone-edges'), true],
  ['structured tuning', markedRecords(TUNING_STRUCTURED_POSTS, 'structured-tuning'), true],
  ['identifier tuning', markedRecords(IDENTIFIER_TUNING_POSTS, 'identifier-tuning'), true],
  ['structured frozen', markedRecords(FROZEN_STRUCTURED_POSTS, 'structured-frozen'), false],
  [
    'presidio-synth dev',
    jsonlRecords(path.join(CORPORA, 'pii', 'presidio-synth', 'dev.jsonl')),
    false,
  ],
];
for (const [name, records, misses] of suites) {
  const byMode = { exact: new Map<string, Counts>(), overlap: new Map<string, Counts>() };
  for (const record of records) {
    const ours = predicted(record.text);
    for (const mode of ['exact', 'overlap'] as const)
      countRecord(record.spans, ours, mode, true, byMode[mode]);
    if (showMisses && misses) {
      const key = (s: ScoredSpan) => `${s.start}:${s.end}`;
      const gold = record.spans.filter((s) => s.label === 'PHONE');
      const mine = ours.filter((s) => s.label === 'PHONE');
      const slice = (s: ScoredSpan) => Array.from(record.text).slice(s.start, s.end).join('');
      for (const g of gold)
        if (!mine.some((p) => key(p) === key(g)))
          console.log(`  miss  ${JSON.stringify(slice(g))}`);
      for (const p of mine)
        if (!gold.some((g) => key(p) === key(g)))
          console.log(`  extra ${JSON.stringify(slice(p))}`);
    }
  }
  const phone = (mode: 'exact' | 'overlap') => {
    const c = byMode[mode].get('PHONE') ?? { tp: 0, fp: 0, fn: 0 };
    const s = scoresOf(c);
    return `${s.f1.toFixed(3)} (tp ${c.tp} fp ${c.fp} fn ${c.fn})`;
  };
  const structured = structuredCounts(byMode.exact);
  console.log(
    `${name}: PHONE exact ${phone('exact')}, overlap ${phone('overlap')}, structured exact ${scoresOf(structured).f1.toFixed(3)}`,
  );
}
