// The user's decisions on findings ("Not me / dismiss", "Mark as fixed") applied to a list of
// findings: the one rule the engine uses when it scans and the dashboard and the report export use
// on a stored scan when the user decided after it ran. Pure.
// Invariants: a dismissed finding stays out; a finding marked fixed stays out unless an export
// newer than the decision still shows it (then it is open again and listed as reappeared); the
// export dates are the scan's own (one per platform, the newest of all for a cross-platform
// finding), so applying today's decisions to a stored scan gives what a new scan of the same
// exports would show.
import type { FindingPlatform, PlatformId, RiskLevel } from '../shared/tables.ts';

/** What identifies a finding across scans: its rule and platform ('multi' across platforms). */
export interface FindingKey {
  ruleId: string;
  platform: FindingPlatform;
}

/** The user's decision on a finding, keyed by rule and platform, kept across scans. */
export interface FindingDecision extends FindingKey {
  decision: 'dismissed' | 'fixed';
  /** When the user decided (ISO). */
  at: string;
}

/** The key decisions are looked up by: `${ruleId}@${platform}`. */
export const findingKey = (f: FindingKey): string => `${f.ruleId}@${f.platform}`;

/** The date of each platform's export the scan read (null when the export does not say). */
export type ExportDates = readonly { platform: PlatformId; exportDate: string | null }[];

export interface DecisionsApplied<F> {
  open: F[];
  setAside: { finding: F; decision: FindingDecision['decision'] }[];
  /** Marked fixed, yet shown by an export newer than the decision (those are in `open` too). */
  reappeared: { finding: F; exportDate: string }[];
}

function newestExport(platform: FindingPlatform, exports: ExportDates): string | null {
  let newest: string | null = null;
  for (const e of exports)
    if ((platform === 'multi' || e.platform === platform) && e.exportDate)
      if (!newest || e.exportDate > newest) newest = e.exportDate;
  return newest;
}

export function applyDecisions<F extends FindingKey>(
  findings: readonly F[],
  decisions: ReadonlyMap<string, FindingDecision> | undefined,
  exports: ExportDates,
): DecisionsApplied<F> {
  const applied: DecisionsApplied<F> = { open: [], setAside: [], reappeared: [] };
  for (const finding of findings) {
    const decision = decisions?.get(findingKey(finding));
    if (!decision) {
      applied.open.push(finding);
      continue;
    }
    if (decision.decision === 'fixed') {
      const newest = newestExport(finding.platform, exports);
      if (newest && Date.parse(newest) > Date.parse(decision.at)) {
        applied.open.push(finding);
        applied.reappeared.push({ finding, exportDate: newest });
        continue;
      }
    }
    applied.setAside.push({ finding, decision: decision.decision });
  }
  return applied;
}

/** Decisions by key, for `applyDecisions`. */
export function decisionsByKey<D extends FindingDecision>(
  decisions: readonly D[] | undefined,
): ReadonlyMap<string, D> {
  return new Map((decisions ?? []).map((d) => [findingKey(d), d]));
}

/** A finding kept out of a report by the user's decision. */
export interface SetAsideFinding extends FindingKey {
  key: string;
  title: string;
  riskLevel: RiskLevel;
  decision: FindingDecision['decision'];
  /** True when the scan still counted it (decided after the scan ran). */
  decidedAfterScan: boolean;
}

/** The report of a stored scan with the user's decisions as they stand now. */
export interface DecidedReport<F> {
  open: F[];
  setAside: SetAsideFinding[];
  /** Findings marked fixed that a newer export still shows, by key, with that export's date. */
  reappeared: ReadonlyMap<string, string>;
}

/**
 * A stored scan's findings with today's decisions: those the scan counted go through
 * `applyDecisions` with the scan's export dates; those the engine already kept out are listed
 * while their decision stands (an undone one comes back with the next scan).
 */
export function decidedReport<F extends FindingKey & { title: string; riskLevel: RiskLevel }>(
  stored: {
    findings: readonly F[];
    keptOut: readonly (FindingKey & { title: string; riskLevel: RiskLevel })[];
    exports: ExportDates;
  },
  decisions: ReadonlyMap<string, FindingDecision> | undefined,
): DecidedReport<F> {
  const applied = applyDecisions(stored.findings, decisions, stored.exports);
  const setAside = (
    item: FindingKey & { title: string; riskLevel: RiskLevel },
    decision: FindingDecision['decision'],
    decidedAfterScan: boolean,
  ): SetAsideFinding => ({
    key: findingKey(item),
    ruleId: item.ruleId,
    platform: item.platform,
    title: item.title,
    riskLevel: item.riskLevel,
    decision,
    decidedAfterScan,
  });
  const stillKeptOut = stored.keptOut.flatMap((item) => {
    const decision = decisions?.get(findingKey(item));
    return decision ? [setAside(item, decision.decision, false)] : [];
  });
  return {
    open: applied.open,
    setAside: [
      ...applied.setAside.map(({ finding, decision }) => setAside(finding, decision, true)),
      ...stillKeptOut,
    ],
    reappeared: new Map(applied.reappeared.map((r) => [findingKey(r.finding), r.exportDate])),
  };
}
