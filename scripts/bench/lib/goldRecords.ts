// Gold-labelled text for the text engine's scoring scripts (`bench:text`, `phone-edges.ts`): the
// own suites' posts with inline [[LABEL|value]] marks, the corpora's JSONL splits, and the totals
// over the structured identifier types. Invariant: span offsets are code points, as checkText's
// and the corpora's are.
import fs from 'node:fs';
import type { Counts } from './evaluate.ts';

export interface GoldRecord {
  id: string;
  text: string;
  spans: Array<{ start: number; end: number; label: string }>;
}

/** The identifier types whose F1 is reported together as "structured identifiers". */
export const STRUCTURED_LABELS = [
  'EMAIL',
  'PHONE',
  'CREDIT_CARD',
  'IBAN',
  'IP_ADDRESS',
  'URL',
  'ID_NUMBER',
];

/** Posts with inline [[LABEL|value]] marks: the marks become gold spans, ids `${idPrefix}-N`. */
export function markedRecords(posts: readonly string[], idPrefix: string): GoldRecord[] {
  return posts.map((marked, i) => {
    let text = '';
    const spans: GoldRecord['spans'] = [];
    let cursor = 0;
    for (const m of marked.matchAll(/\[\[([A-Z_]+)\|([^\]]+)\]\]/g)) {
      text += marked.slice(cursor, m.index);
      const start = Array.from(text).length;
      text += m[2] ?? '';
      spans.push({ start, end: Array.from(text).length, label: m[1] ?? '' });
      cursor = m.index + m[0].length;
    }
    text += marked.slice(cursor);
    return { id: `${idPrefix}-${i}`, text, spans };
  });
}

/** A corpus split (one JSON record a line); says how to point at the corpora when it is missing. */
export function jsonlRecords(file: string): GoldRecord[] {
  if (!fs.existsSync(file))
    throw new Error(`Missing ${file}: set FOOTPRINT_CORPORA to the shared corpora folder.`);
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as GoldRecord);
}

/** The counts of the structured identifier types, summed. */
export function structuredCounts(map: Map<string, Counts>): Counts {
  const total = { tp: 0, fp: 0, fn: 0 };
  for (const label of STRUCTURED_LABELS) {
    const c = map.get(label);
    if (!c) continue;
    total.tp += c.tp;
    total.fp += c.fp;
    total.fn += c.fn;
  }
  return total;
}
