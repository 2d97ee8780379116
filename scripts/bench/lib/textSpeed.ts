// The speed section of `npm run bench:text`, for one engine in a Node process of its own:
// `node --import tsx textSpeed.ts <engine>` prints one JSON line of TextSpeed. bench/text.ts
// starts it once per engine, so no engine is timed in a process that has already run another.
// Invariants: every engine gets the same texts, the same warm-up and the same timings in the same
// order; the texts are the dev corpora's posts (what bench/text.ts has always timed), so the
// figures stay comparable over time. Why a process each: V8 compiles patterns without
// optimisation once a process has generated much pattern code, so in one process which of an
// engine's patterns ran optimised depended on what the scoring and the other engines had compiled
// before it, and each engine ran amid the others' code and garbage (measured: the same engine
// read 1.1-1.6 times faster on posts in a process of its own, pairs alternated on a shared
// machine). A user's scan runs our engine alone in its worker, as here.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { jsonlRecords } from './goldRecords.ts';

export const SPEED_ENGINES = ['ours', 'redactpii-node', 'redact-pii'] as const;
export type SpeedEngine = (typeof SPEED_ENGINES)[number];

/** Milliseconds per call are ascending, so percentiles read them directly; the per-call lists
 * are wall clock except post500CpuMs (this process's CPU time, a second pass over the same
 * slices). */
export interface TextSpeed {
  /** MB/s of the first pass over the posts, right after loading (what a first scan pays). */
  coldPostsCpu: number;
  /** Best of THROUGHPUT_ROUNDS passes over the posts, MB/s. */
  postsWall: number;
  postsCpu: number;
  /** The posts joined into one text, MB/s. */
  wholeWall: number;
  wholeCpu: number;
  postMs: number[];
  post500Ms: number[];
  post500CpuMs: number[];
}

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const CORPORA = process.env.FOOTPRINT_CORPORA ?? path.join(ROOT, '..', 'shared', 'corpora');
const DEV_SETS = ['presidio-synth', 'btc', 'wnut17'];
const THROUGHPUT_ROUNDS = 3;
/**
 * Passes over the posts before the timed rounds, the first of them timed as the cold figure. V8
 * keeps optimising an engine's code over the first few thousand posts (ours reads about a fifth
 * of its settled speed on the first pass, half on the second); four passes, about 12,000 posts,
 * are about what each engine had run while being scored when all engines shared one process,
 * and what a scan of a whole export goes through long before its end.
 */
const WARM_UP_PASSES = 4;
const POST_CHARS = 500;

/** The engine by name; each engine's module is loaded only in its own process. */
async function engineOf(name: string): Promise<(text: string) => unknown> {
  if (name === 'ours') return (await import('../../../src/analysis/text/checkText.ts')).checkText;
  if (name === 'redactpii-node') {
    const redactor = new (await import('@redactpii/node')).Redactor();
    return (text) => redactor.redact(text);
  }
  if (name === 'redact-pii') {
    const redactor = new (await import('redact-pii')).SyncRedactor();
    return (text) => redactor.redact(text);
  }
  throw new Error(`Unknown engine ${name}; one of ${SPEED_ENGINES.join(', ')}`);
}

function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** Milliseconds of each call by `clock`, ascending. */
function timeEach(texts: string[], run: (text: string) => unknown, clock: () => number): number[] {
  const times: number[] = [];
  for (const text of texts) {
    const t0 = clock();
    run(text);
    times.push(clock() - t0);
  }
  return times.sort((x, y) => x - y);
}

/** MB/s of one pass of `work` over `megabytes`, by wall clock and by this process's CPU time. */
function rate(megabytes: number, work: () => void): { wall: number; cpu: number } {
  const t0 = performance.now();
  const c0 = cpuMs();
  work();
  const cpu = cpuMs() - c0;
  return { wall: megabytes / ((performance.now() - t0) / 1000), cpu: megabytes / (cpu / 1000) };
}

export async function measureSpeed(name: string): Promise<TextSpeed> {
  const texts = DEV_SETS.flatMap((set) =>
    jsonlRecords(path.join(CORPORA, 'pii', set, 'dev.jsonl')).map((record) => record.text),
  );
  const corpus = texts.join('\n');
  const megabytes = Buffer.byteLength(corpus, 'utf8') / 1e6;
  const run = await engineOf(name);
  const posts = () => {
    for (const text of texts) run(text);
  };
  const cold = rate(megabytes, posts);
  for (let pass = 1; pass < WARM_UP_PASSES; pass++) posts();
  let postsWall = 0;
  let postsCpu = 0;
  // Best of the rounds: a shared machine only ever slows a round down.
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    const { wall, cpu } = rate(megabytes, posts);
    postsWall = Math.max(postsWall, wall);
    postsCpu = Math.max(postsCpu, cpu);
  }
  const whole = rate(megabytes, () => run(corpus));
  const slices: string[] = [];
  for (let i = 0; i + POST_CHARS <= corpus.length && slices.length < 1000; i += POST_CHARS)
    slices.push(corpus.slice(i, i + POST_CHARS));
  // In the order the single-process harness used: each list after the one before it.
  const postMs = timeEach(texts, run, () => performance.now());
  const post500Ms = timeEach(slices, run, () => performance.now());
  return {
    coldPostsCpu: cold.cpu,
    postsWall,
    postsCpu,
    wholeWall: whole.wall,
    wholeCpu: whole.cpu,
    postMs,
    post500Ms,
    post500CpuMs: timeEach(slices, run, cpuMs),
  };
}

if (process.argv[1] === import.meta.filename) {
  console.log(JSON.stringify(await measureSpeed(process.argv[2] ?? '')));
}
