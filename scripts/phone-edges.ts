// PHONE exact-span and overlap F1 on the phone-edge tuning suite, the structured and identifier
// tuning suites, the frozen structured suite (totals only) and the Presidio dev split (with its
// structured-identifier F1), so a change to phone edges can be checked against every suite that
// may be measured without printing any held-out figure.
// Run: npx tsx scripts/phone-edges.ts [--misses]
import fs from 'node:fs';
import path from 'node:path';
import { checkText } from '../src/analysis/text/checkText.ts';
import { PHONE_EDGE_TUNING_POSTS } from '../src/analysis/text/fixtures/phoneEdgePostsTuning.ts';
import { FROZEN_STRUCTURED_POSTS } from '../src/analysis/text/fixtures/structuredPostsFrozen.ts';
import { TUNING_STRUCTURED_POSTS } from '../src/analysis/text/fixtures/structuredPostsTuning.ts';
import { IDENTIFIER_TUNING_POSTS } from '../src/analysis/text/fixtures/identifierPostsTuning.ts';
import { countRecord, scoresOf, type Counts, type ScoredSpan } from './bench/lib/evaluate.ts';

interface GoldRecord {
  text: string;
  spans: ScoredSpan[];
}

const STRUCTURED = ['EMAIL', 'PHONE', 'CREDIT_CARD', 'IBAN', 'IP_ADDRESS', 'URL', 'ID_NUMBER'];
const CORPORA =
  process.env.FOOTPRINT_CORPORA ??
  path.resolve(import.meta.dirname, '..', '..', 'shared', 'corpora');

/** Posts with inline [[LABEL|value]] gold, as the text benchmark reads them. */
function marked(posts: string[]): GoldRecord[] {
  return posts.map((post) => {
    let text = '';
    const spans: ScoredSpan[] = [];
    let cursor = 0;
    for (const m of post.matchAll(/\[\[([A-Z_]+)\|([^\]]+)\]\]/g)) {
      text += post.slice(cursor, m.index);
      const start = Array.from(text).length;
      text += m[2] ?? '';
      spans.push({ start, end: Array.from(text).length, label: m[1] ?? '' });
      cursor = m.index + m[0].length;
    }
    return { text: text + post.slice(cursor), spans };
  });
}

function presidio(): GoldRecord[] {
  const file = path.join(CORPORA, 'pii', 'presidio-synth', 'dev.jsonl');
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as GoldRecord);
}

/** checkText's spans are in code points, like the gold. */
function predicted(text: string): ScoredSpan[] {
  return checkText(text).spans.map((s) => ({ start: s.start, end: s.end, label: s.label }));
}

const showMisses = process.argv.includes('--misses');
const suites: [string, GoldRecord[], boolean][] = [
  ['phone-edges', marked(PHONE_EDGE_TUNING_POSTS), true],
  ['structured tuning', marked(TUNING_STRUCTURED_POSTS), true],
  ['identifier tuning', marked(IDENTIFIER_TUNING_POSTS), true],
  ['structured frozen', marked(FROZEN_STRUCTURED_POSTS), false],
  ['presidio-synth dev', presidio(), false],
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
  const structured = { tp: 0, fp: 0, fn: 0 };
  for (const label of STRUCTURED) {
    const c = byMode.exact.get(label);
    if (!c) continue;
    structured.tp += c.tp;
    structured.fp += c.fp;
    structured.fn += c.fn;
  }
  console.log(
    `${name}: PHONE exact ${phone('exact')}, overlap ${phone('overlap')}, structured exact ${scoresOf(structured).f1.toFixed(3)}`,
  );
}
