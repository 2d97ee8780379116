// `npx tsx scripts/context-suites.ts [--mistakes] [--held-out]`: the context risks' scores on the
// own suites — recall, precision and the share of negatives flagged for each, and per label for the
// tuning suites (contextPosts.ts, contextPostsTuning2.ts to contextPostsTuning4.ts). The frozen half
// (contextPostsFrozen.ts) is printed as totals only, and --mistakes lists the tuning suites'
// mistakes only: the frozen half measures whether a change generalises, so its posts must never
// steer one. --held-out prints the totals of the three held-out suites (contextPostsHeldOut.ts,
// contextPostsHeldOut2.ts, contextPostsHeldOut3.ts) and the frozen half instead, never a post, a label or a mistake: they
// are written without sight of the rules and judge whether a change reaches unseen phrasings.
// Invariant: scoring is contextSuite.ts's, the same as the unit tests' and the benchmark's.
import { checkText } from '../src/analysis/text/checkText.ts';
import { scoreContextPosts, type ContextPost } from '../src/analysis/text/contextSuite.ts';
import { CONTEXT_POSTS } from '../src/analysis/text/fixtures/contextPosts.ts';
import { FROZEN_CONTEXT_POSTS } from '../src/analysis/text/fixtures/contextPostsFrozen.ts';
import { HELD_OUT_CONTEXT_POSTS } from '../src/analysis/text/fixtures/contextPostsHeldOut.ts';
import { HELD_OUT_2_CONTEXT_POSTS } from '../src/analysis/text/fixtures/contextPostsHeldOut2.ts';
import { CONTEXT_POSTS_TUNING2 } from '../src/analysis/text/fixtures/contextPostsTuning2.ts';
import { HELD_OUT_3_CONTEXT_POSTS } from '../src/analysis/text/fixtures/contextPostsHeldOut3.ts';
import { CONTEXT_POSTS_TUNING3 } from '../src/analysis/text/fixtures/contextPostsTuning3.ts';
import { CONTEXT_POSTS_TUNING4 } from '../src/analysis/text/fixtures/contextPostsTuning4.ts';
import { isContextLabel } from '../src/analysis/text/resolve.ts';
import { CONTEXT_LABELS } from '../src/analysis/text/types.ts';

function raised(text: string): string[] {
  return checkText(text)
    .spans.filter((s) => isContextLabel(s.label))
    .map((s) => s.label);
}

const fixed = (value: number): string => value.toFixed(3);

function totals(name: string, posts: readonly ContextPost[]): ReturnType<typeof scoreContextPosts> {
  const score = scoreContextPosts(posts, raised);
  console.info(
    `${name.padEnd(14)} posts ${String(posts.length).padStart(4)}  recall ${fixed(score.recall)}  precision ${fixed(score.precision)}  negatives flagged ${String(Math.round(score.falseAlarmRate * score.negatives)).padStart(2)}/${score.negatives} (${(100 * score.falseAlarmRate).toFixed(1)} %)`,
  );
  return score;
}

/** Per label: the posts expecting it score recall; the posts raising it score precision. */
function byLabel(posts: readonly ContextPost[]): void {
  for (const label of CONTEXT_LABELS) {
    const only = (found: readonly string[]): string[] => found.filter((l) => l === label);
    const score = scoreContextPosts(
      posts.map(([text, ...labels]) => [text, ...labels.filter((l) => l === label)]),
      (text) => only(raised(text)),
    );
    const expected = posts.filter(([, ...labels]) => labels.includes(label)).length;
    console.info(
      `  ${label.padEnd(16)} expected ${String(expected).padStart(3)}  recall ${fixed(score.recall)}  precision ${fixed(score.precision)}`,
    );
  }
}

const showMistakes = process.argv.includes('--mistakes');
if (process.argv.includes('--held-out')) {
  totals('held-out', HELD_OUT_CONTEXT_POSTS);
  totals('held-out 2', HELD_OUT_2_CONTEXT_POSTS);
  totals('held-out 3', HELD_OUT_3_CONTEXT_POSTS);
} else {
  for (const [name, posts] of [
    ['tuning', CONTEXT_POSTS],
    ['tuning 2', CONTEXT_POSTS_TUNING2],
    ['tuning 3', CONTEXT_POSTS_TUNING3],
    ['tuning 4', CONTEXT_POSTS_TUNING4],
  ] as const) {
    const score = totals(name, posts);
    byLabel(posts);
    if (showMistakes) for (const mistake of score.mistakes) console.info(`    ${mistake}`);
  }
}
totals('frozen', FROZEN_CONTEXT_POSTS);
