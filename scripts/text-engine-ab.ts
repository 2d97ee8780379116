// `npx tsx scripts/text-engine-ab.ts <other-engine-folder> [rounds]`: the text engine's
// speed against another version of it (a copy of src/analysis/text from another commit, e.g. made
// with `git archive <commit> src/analysis/text | tar -x -C <folder>`, whose folder must resolve
// this repository's node_modules), both loaded in this one process and run in alternation over
// the same texts: the concatenated dev corpora that `npm run bench:text` times (posts one by one
// and as one text) and its 500-character slices. CPU time of this process, so other processes on
// a shared machine count less than in wall time. Only times: it scores nothing.
// Invariant: both engines are warmed up text by text in alternation. V8 stops optimising newly
// compiled patterns once a process holds much compiled code, so an engine whose patterns were
// all compiled after the other's would be measured slower than it is.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Engine = (text: string) => unknown;

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = process.env.FOOTPRINT_CORPORA ?? path.join(ROOT, '..', 'shared', 'corpora');
const [otherFolder, roundsArg] = process.argv.slice(2);
if (!otherFolder) throw new Error('Usage: text-engine-ab.ts <other-engine-folder> [rounds]');
const ROUNDS = Number(roundsArg ?? 10);
/** The first rounds still include optimisation and are left out of the medians. */
const SKIPPED = 2;

const texts: string[] = [];
for (const set of ['presidio-synth', 'btc', 'wnut17']) {
  const file = path.join(CORPORA, 'pii', set, 'dev.jsonl');
  for (const line of fs.readFileSync(file, 'utf8').split('\n'))
    if (line.trim()) texts.push((JSON.parse(line) as { text: string }).text);
}
const corpus = texts.join('\n');
const megabytes = Buffer.byteLength(corpus, 'utf8') / 1e6;
const posts500: string[] = [];
for (let i = 0; i + 500 <= corpus.length && posts500.length < 1000; i += 500)
  posts500.push(corpus.slice(i, i + 500));

async function load(folder: string): Promise<Engine> {
  const url = pathToFileURL(path.resolve(folder, 'checkText.ts')).href;
  return ((await import(url)) as { checkText: Engine }).checkText;
}
const engines: Array<[string, Engine]> = [
  ['this', await load(path.join(ROOT, 'src', 'analysis', 'text'))],
  ['other', await load(otherFolder)],
];

function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

for (const text of texts) for (const [, run] of engines) run(text);
for (const [, run] of engines) run(corpus);

interface Rounds {
  posts: number[];
  whole: number[];
  p95: number[];
}
const results = new Map<string, Rounds>(
  engines.map(([name]) => [name, { posts: [], whole: [], p95: [] }]),
);
for (let round = 0; round < ROUNDS; round++) {
  // Alternate which engine goes first, so neither always runs on a warmer cache.
  for (const [name, run] of round % 2 ? [...engines].reverse() : engines) {
    const rounds = results.get(name) as Rounds;
    let start = cpuMs();
    for (const text of texts) run(text);
    rounds.posts.push(megabytes / ((cpuMs() - start) / 1000));
    start = cpuMs();
    run(corpus);
    rounds.whole.push(megabytes / ((cpuMs() - start) / 1000));
    const times: number[] = [];
    for (const text of posts500) {
      start = cpuMs();
      run(text);
      times.push(cpuMs() - start);
    }
    times.sort((a, b) => a - b);
    rounds.p95.push(times[Math.floor(0.95 * times.length)] ?? 0);
  }
}

function median(values: number[]): number {
  const sorted = values.slice(SKIPPED).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
const list = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
for (const [name, rounds] of results) {
  console.log(
    `${name}: posts one by one ${median(rounds.posts).toFixed(3)} MB/s [${list(rounds.posts)}]; ` +
      `one text ${median(rounds.whole).toFixed(3)} MB/s [${list(rounds.whole)}]; ` +
      `500-character p95 ${median(rounds.p95).toFixed(2)} ms [${list(rounds.p95)}]`,
  );
}
const ours = results.get('this') as Rounds;
const theirs = results.get('other') as Rounds;
const ratio = (key: keyof Rounds) => median(ours[key].map((v, i) => v / (theirs[key][i] ?? v)));
console.log(
  `this/other, median of the rounds' ratios: posts ${ratio('posts').toFixed(3)}, ` +
    `one text ${ratio('whole').toFixed(3)}, p95 ${ratio('p95').toFixed(3)} ` +
    `(${ROUNDS} rounds, first ${SKIPPED} left out; CPU time)`,
);
