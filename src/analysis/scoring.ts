// Risk scores (DESIGN.md §6). Each finding takes a share of what is left of its category's
// 100 points, by level: score = round(100 × Π (1 − w)), w = 0.03 low, 0.08 medium, 0.15 high,
// 0.25 critical. So one critical finding leaves 75, two leave 56 (100 × 0.75²), and no number of
// findings ever takes a category below 0 or makes a low finding outweigh a critical one. Overall
// is the rounded mean of the three category scores (computed from the unrounded ones would
// disagree with what the cards show, so it uses the rounded ones). A category with no findings
// scores 100. (A score's colour is the report's: components/report/riskStyles.ts.)
import type { RiskCategory, RiskLevel } from '../shared/tables.ts';

export const RISK_WEIGHTS: Record<RiskLevel, number> = {
  low: 0.03,
  medium: 0.08,
  high: 0.15,
  critical: 0.25,
};

export interface Scores {
  privacy: number;
  security: number;
  identity: number;
  overall: number;
}

function categoryScore(levels: readonly RiskLevel[]): number {
  let remaining = 1;
  for (const level of levels) remaining *= 1 - RISK_WEIGHTS[level];
  return Math.round(100 * remaining);
}

export function computeScores(
  findings: readonly { category: RiskCategory; riskLevel: RiskLevel }[],
): Scores {
  const of = (category: RiskCategory) =>
    categoryScore(findings.filter((f) => f.category === category).map((f) => f.riskLevel));
  const privacy = of('privacy');
  const security = of('security');
  const identity = of('identity');
  return { privacy, security, identity, overall: Math.round((privacy + security + identity) / 3) };
}

/** Share of a category's checks that must have run on real data for its score to be shown. */
export const MIN_CHECKED_SHARE = 0.5;

/** How much of each score rests on data the exports held (DESIGN.md §6, "no false all-clear"). */
export interface DataSufficiency {
  /** Per category: checks that ran, checks that could not for lack of data, and what was missing. */
  categories: Record<
    RiskCategory,
    { ran: number; total: number; enough: boolean; missing: string[] }
  >;
  /** Checks that ran over all checks that depend on export data, 0–1 (null with no checks). */
  share: number | null;
}

/**
 * A category whose checks mostly could not run (the export lacked what they read) is "not enough
 * data": its 100 would be an all-clear about data nobody read. `missing` names what was lacking,
 * most frequent first. Checks that did not run for another reason (the text detectors were not
 * loaded) are left out of both counts.
 */
export function dataSufficiency(
  checks: readonly { category: RiskCategory; ran: boolean; missing?: readonly string[] }[],
): DataSufficiency {
  const categories = {} as DataSufficiency['categories'];
  for (const category of ['privacy', 'security', 'identity'] as const) {
    const own = checks.filter((c) => c.category === category);
    const ran = own.filter((c) => c.ran).length;
    const tally = new Map<string, number>();
    for (const c of own)
      if (!c.ran) for (const what of c.missing ?? []) tally.set(what, (tally.get(what) ?? 0) + 1);
    categories[category] = {
      ran,
      total: own.length,
      enough: own.length > 0 && ran / own.length >= MIN_CHECKED_SHARE,
      missing: [...tally.entries()].sort((a, b) => b[1] - a[1]).map(([what]) => what),
    };
  }
  const ran = checks.filter((c) => c.ran).length;
  return { categories, share: checks.length > 0 ? ran / checks.length : null };
}

/** The four scores as they may be shown; null where too little data was read for one. */
export interface ShownScores {
  overall: number | null;
  privacy: number | null;
  security: number | null;
  identity: number | null;
}

/** Checks that ran over all checks, summed over the categories: what the overall score rests on. */
export function overallChecks(sufficiency: DataSufficiency): {
  ran: number;
  total: number;
  missing: string[];
} {
  const all = Object.values(sufficiency.categories);
  return {
    ran: all.reduce((sum, c) => sum + c.ran, 0),
    total: all.reduce((sum, c) => sum + c.total, 0),
    missing: [...new Set(all.flatMap((c) => c.missing))],
  };
}

/**
 * The scores a person is shown, wherever they are shown (cards, history, report, e-mail): a
 * category's only when enough of its checks ran, the overall only when at least MIN_CHECKED_SHARE
 * of all checks ran — otherwise a 100 would be an all-clear about data nobody read. Scans stored
 * before sufficiency was recorded keep their scores as they were.
 */
export function shownScores(
  scores: {
    overall: number | null;
    privacy: number | null;
    security: number | null;
    identity: number | null;
  },
  sufficiency: DataSufficiency | undefined,
): ShownScores {
  if (!sufficiency) return { ...scores };
  const category = (name: RiskCategory) =>
    sufficiency.categories[name].enough ? scores[name] : null;
  return {
    overall:
      sufficiency.share === null || sufficiency.share >= MIN_CHECKED_SHARE ? scores.overall : null,
    privacy: category('privacy'),
    security: category('security'),
    identity: category('identity'),
  };
}
