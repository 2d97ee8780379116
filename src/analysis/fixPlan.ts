// "Fix these first": the three open findings whose fix raises the overall score most per minute
// of effort, picked one after another (each pick assumes the ones before it are fixed), with the
// overall score expected after each. The score arithmetic is the engine's own (scoring.ts); the
// minutes are rough estimates per kind of fix, stated in the plan as such. Pure.
import type { RiskCategory, RiskLevel } from '../shared/tables.ts';
import { FIX_URLS, type FixTopic } from './rules/fixUrls.ts';
import { computeScores } from './scoring.ts';

/** Rough minutes a person needs for each kind of fix, settings page opened to done. */
export const FIX_MINUTES: Record<FixTopic, number> = {
  accountPrivacy: 1,
  discoverability: 2,
  locationSharing: 2,
  twoFactor: 5,
  password: 5,
  contactInfo: 3,
  adPreferences: 3,
  editProfile: 3,
  loginActivity: 3,
  locationHistory: 3,
  connectedApps: 5,
  offPlatformActivity: 5,
  username: 10,
  managePosts: 15,
  photos: 15,
};

/** Findings without a settings page of their own (checks on the web, cross-platform rules). */
const MINUTES_BY_RULE: Record<string, number> = {
  'security.email-in-breaches': 15,
  'identity.username-public-on-many-sites': 20,
  'identity.username-on-sensitive-sites': 10,
};
const DEFAULT_MINUTES = 10;

/** Minutes per settings page; a page that serves several topics takes the quickest of them. */
const MINUTES_BY_URL = new Map<string, number>();
for (const topics of Object.values(FIX_URLS))
  for (const [topic, link] of Object.entries(topics) as [FixTopic, { url: string }][])
    MINUTES_BY_URL.set(
      link.url,
      Math.min(MINUTES_BY_URL.get(link.url) ?? Infinity, FIX_MINUTES[topic]),
    );

export interface PlannableFinding {
  id: string;
  ruleId: string;
  title: string;
  category: RiskCategory;
  riskLevel: RiskLevel;
  fixUrl: string | null;
}

export interface PlanStep {
  finding: PlannableFinding;
  minutes: number;
  /** Overall points this fix adds, once the steps before it are done. */
  gain: number;
  /** The overall score expected once this and every earlier step are done. */
  overallAfter: number;
}

export function fixMinutes(finding: Pick<PlannableFinding, 'ruleId' | 'fixUrl'>): number {
  const byPage = finding.fixUrl ? MINUTES_BY_URL.get(finding.fixUrl) : undefined;
  return byPage ?? MINUTES_BY_RULE[finding.ruleId] ?? DEFAULT_MINUTES;
}

export function fixPlan(findings: readonly PlannableFinding[], steps = 3): PlanStep[] {
  let open = [...findings];
  let overall = computeScores(open).overall;
  const plan: PlanStep[] = [];
  while (plan.length < steps && open.length > 0) {
    let best: { index: number; after: number; minutes: number; rate: number } | null = null;
    // Fixing any finding of one category and level leaves the same scores: one computation per
    // kind, so a report of 10,000 findings plans in linear time, not quadratic.
    const afterByKind = new Map<string, number>();
    open.forEach((finding, index) => {
      const kind = `${finding.category}/${finding.riskLevel}`;
      let after = afterByKind.get(kind);
      if (after === undefined) {
        after = computeScores(open.filter((_, i) => i !== index)).overall;
        afterByKind.set(kind, after);
      }
      const minutes = fixMinutes(finding);
      const rate = (after - overall) / minutes;
      // Ties go to the bigger gain, then to the list's order (most severe first).
      if (!best || rate > best.rate || (rate === best.rate && after > best.after))
        best = { index, after, minutes, rate };
    });
    const pick = best as { index: number; after: number; minutes: number } | null;
    if (!pick || pick.after <= overall) break;
    plan.push({
      finding: open[pick.index]!,
      minutes: pick.minutes,
      gain: pick.after - overall,
      overallAfter: pick.after,
    });
    overall = pick.after;
    open = open.filter((_, i) => i !== pick.index);
  }
  return plan;
}
