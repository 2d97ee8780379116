// Span scoring for the benchmarks and the labelled test suites: precision, recall, F1 and F2,
// per label and overall, with exact-span or overlap matching, typed or type-agnostic.
// Invariant: matching is one-to-one (a gold span is credited to at most one prediction).

export interface ScoredSpan {
  start: number;
  end: number;
  label: string;
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface Scores extends Counts {
  precision: number;
  recall: number;
  f1: number;
  f2: number;
}

export type MatchMode = 'exact' | 'overlap';

export function scoresOf({ tp, fp, fn }: Counts): Scores {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const fBeta = (beta: number) => {
    const b2 = beta * beta;
    const denominator = b2 * precision + recall;
    return denominator === 0 ? 0 : ((1 + b2) * precision * recall) / denominator;
  };
  return { tp, fp, fn, precision, recall, f1: fBeta(1), f2: fBeta(2) };
}

function matches(a: ScoredSpan, b: ScoredSpan, mode: MatchMode, typed: boolean): boolean {
  if (typed && a.label !== b.label) return false;
  return mode === 'exact'
    ? a.start === b.start && a.end === b.end
    : a.start < b.end && b.start < a.end;
}

/** Counts true/false positives and misses for one record, per label and overall. */
export function countRecord(
  gold: ScoredSpan[],
  predicted: ScoredSpan[],
  mode: MatchMode,
  typed: boolean,
  into: Map<string, Counts>,
): void {
  const add = (label: string, key: keyof Counts) => {
    for (const name of [label, '*']) {
      const counts = into.get(name) ?? { tp: 0, fp: 0, fn: 0 };
      counts[key]++;
      into.set(name, counts);
    }
  };
  const used = new Set<number>();
  for (const p of predicted) {
    const index = gold.findIndex((g, i) => !used.has(i) && matches(g, p, mode, typed));
    if (index >= 0) {
      used.add(index);
      add(typed ? p.label : '*any', 'tp');
    } else add(typed ? p.label : '*any', 'fp');
  }
  gold.forEach((g, i) => {
    if (!used.has(i)) add(typed ? g.label : '*any', 'fn');
  });
}
