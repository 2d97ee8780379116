// `npx tsx scripts/text-engine-golden.ts <file.jsonl> [--check]`: the text engine's whole output
// (checkText: spans, warnings, redacted copy, changes; and findSpans) over every own suite, the
// corpora's dev and train splits, the dev corpora joined into one text, and case-changed copies
// of the suites, one JSON line per text. Without --check it writes the file; with --check it
// compares and names the first texts whose output differs. For changes meant to speed the engine
// up without changing what it finds: write before, check after. Invariant: the texts and their
// order depend only on the repository and the corpora, never on the engine. A differing text of a
// suite nobody may read (frozen and held-out suites, the corpora's train splits, and the case
// copies, which hold them too) is named by its suite and number only, never shown.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { checkText, findSpans } from '../src/analysis/text/checkText.ts';
import { CONTEXT_POSTS } from '../src/analysis/text/fixtures/contextPosts.ts';
import { FROZEN_CONTEXT_POSTS } from '../src/analysis/text/fixtures/contextPostsFrozen.ts';
import { HELD_OUT_CONTEXT_POSTS } from '../src/analysis/text/fixtures/contextPostsHeldOut.ts';
import { HELD_OUT_2_CONTEXT_POSTS } from '../src/analysis/text/fixtures/contextPostsHeldOut2.ts';
import { HELD_OUT_3_CONTEXT_POSTS } from '../src/analysis/text/fixtures/contextPostsHeldOut3.ts';
import { CONTEXT_POSTS_TUNING2 } from '../src/analysis/text/fixtures/contextPostsTuning2.ts';
import { CONTEXT_POSTS_TUNING3 } from '../src/analysis/text/fixtures/contextPostsTuning3.ts';
import { CONTEXT_POSTS_TUNING4 } from '../src/analysis/text/fixtures/contextPostsTuning4.ts';
import { IDENTIFIER_TUNING_POSTS } from '../src/analysis/text/fixtures/identifierPostsTuning.ts';
import { HELD_OUT_NAME_POSTS } from '../src/analysis/text/fixtures/namePostsHeldOut.ts';
import { PHONE_EDGE_TUNING_POSTS } from '../src/analysis/text/fixtures/phoneEdgePostsTuning.ts';
import { FROZEN_POSTS, TUNING_POSTS } from '../src/analysis/text/fixtures/redactionPosts.ts';
import { FROZEN_STRUCTURED_POSTS } from '../src/analysis/text/fixtures/structuredPostsFrozen.ts';
import { HELD_OUT_STRUCTURED_POSTS } from '../src/analysis/text/fixtures/structuredPostsHeldOut.ts';
import { HELD_OUT_2_STRUCTURED_POSTS } from '../src/analysis/text/fixtures/structuredPostsHeldOut2.ts';
import { TUNING_STRUCTURED_POSTS } from '../src/analysis/text/fixtures/structuredPostsTuning.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = process.env.FOOTPRINT_CORPORA ?? path.join(ROOT, '..', 'shared', 'corpora');
const SPLITS = [
  ['presidio-synth', 'dev'],
  ['btc', 'dev'],
  ['wnut17', 'dev'],
  ['btc', 'train'],
  ['wnut17', 'train'],
] as const;

function corpusTexts(set: string, split: string): string[] {
  const file = path.join(CORPORA, 'pii', set, `${split}.jsonl`);
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { text: string }).text);
}

/** The suites' inline [[LABEL|value]] marks removed, as the benchmark reads them. */
function unmarked(post: string): string {
  return post.replace(/\[\[[A-Z_]+\|([^\]]+)\]\]/g, '$1');
}

const suites: Array<[string, string[]]> = [
  ['context/tuning', CONTEXT_POSTS.map(([text]) => text)],
  ['context/frozen', FROZEN_CONTEXT_POSTS.map(([text]) => text)],
  ['context/heldout', HELD_OUT_CONTEXT_POSTS.map(([text]) => text)],
  ['context/heldout2', HELD_OUT_2_CONTEXT_POSTS.map(([text]) => text)],
  ['context/tuning2', CONTEXT_POSTS_TUNING2.map(([text]) => text)],
  ['context/tuning3', CONTEXT_POSTS_TUNING3.map(([text]) => text)],
  ['context/tuning4', CONTEXT_POSTS_TUNING4.map(([text]) => text)],
  ['context/heldout3', HELD_OUT_3_CONTEXT_POSTS.map(([text]) => text)],
  ['structured/tuning', TUNING_STRUCTURED_POSTS.map(unmarked)],
  ['structured/frozen', FROZEN_STRUCTURED_POSTS.map(unmarked)],
  ['structured/heldout', HELD_OUT_STRUCTURED_POSTS.map(unmarked)],
  ['structured/heldout2', HELD_OUT_2_STRUCTURED_POSTS.map(unmarked)],
  ['identifiers/tuning', IDENTIFIER_TUNING_POSTS.map(unmarked)],
  ['phone edges/tuning', PHONE_EDGE_TUNING_POSTS.map(unmarked)],
  ['names/heldout', HELD_OUT_NAME_POSTS.map(unmarked)],
  ['redaction', [...TUNING_POSTS, ...FROZEN_POSTS].map((post) => post.text)],
];
const own = suites.flatMap(([, texts]) => texts);
// Lower and upper case copies reach the code paths for all-lowercase posts and shouted ones.
suites.push(['own/lowercase', own.map((text) => text.toLowerCase())]);
suites.push(['own/uppercase', own.map((text) => text.toUpperCase())]);
const dev: string[] = [];
for (const [set, split] of SPLITS) {
  const texts = corpusTexts(set, split);
  if (split === 'dev') dev.push(...texts);
  suites.push([`${set}/${split}`, texts]);
}
const joined = dev.join('\n');
suites.push(['dev joined', [joined]]);
const slices: string[] = [];
for (let i = 0; i + 500 <= joined.length && slices.length < 1000; i += 500)
  slices.push(joined.slice(i, i + 500));
suites.push(['dev 500-character slices', slices]);

/** Suites whose texts nobody may read: a differing one is named, never shown. */
const SEALED = /frozen|heldout|\/train|^own\//;

const lines: string[] = [];
const names: string[] = [];
for (const [name, texts] of suites) {
  texts.forEach((text, i) => {
    lines.push(JSON.stringify({ check: checkText(text), spans: findSpans(text) }));
    names.push(`${name} #${i}`);
  });
}
const digest = createHash('sha256').update(lines.join('\n')).digest('hex');
const [file] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!file) throw new Error('Usage: text-engine-golden.ts <file.jsonl> [--check]');
if (!process.argv.includes('--check')) {
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`${lines.length} texts written, sha256 ${digest}`);
} else {
  const before = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  const differing = lines.flatMap((line, i) => (line === before[i] ? [] : [i]));
  if (before.length !== lines.length)
    console.log(`${before.length} texts before, ${lines.length} now`);
  for (const i of differing.slice(0, 10)) {
    console.log(`differs: ${names[i]}`);
    if (SEALED.test(names[i] ?? '')) continue;
    console.log(`  before ${before[i]?.slice(0, 2000)}`);
    console.log(`  now    ${lines[i]?.slice(0, 2000)}`);
  }
  console.log(`${lines.length} texts, ${differing.length} differ, sha256 ${digest}`);
  if (differing.length > 0 || before.length !== lines.length) process.exitCode = 1;
}
