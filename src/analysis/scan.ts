// The scan: every rule of the catalogue over the user's imported datasets → findings with
// evidence, a coverage table (which check ran on which platform, and why one could not), scores
// (scoring.ts) and the JSON summary stored as the scan's `scanData`. Runs in the app's
// analysis worker ('scan.run', its datasets posted to it by the connected-data worker) and in Node
// (CLI, tests, bench).
// Invariants: deterministic for the same datasets and options (time only from `options.now`,
// sorted output); at most one finding per rule and platform ('multi' for cross-platform rules);
// findings the user dismissed stay out of findings and scores in every later scan, and findings
// marked fixed stay out until a newer export still shows them; evidence is returned beside each
// finding for the device's local-only table and never enters titles or descriptions.
import type {
  FindingFields,
  FindingPlatform,
  PlatformId,
  RiskCategory,
  RiskLevel,
} from '../shared/tables.ts';
import { RISK_CATEGORIES, RISK_LEVELS } from '../shared/tables.ts';
import { datasetCounts, type ImportedDataset } from './imports/dataset.ts';
import { RULES } from './rules/catalogue.ts';
import { PLATFORM_NAMES } from './rules/lib/describe.ts';
import { fixUrl } from './rules/fixUrls.ts';
import {
  isNotDeterminable,
  MAX_EVIDENCE_PER_FINDING,
  type DetectText,
  type Rule,
  type RuleContext,
  type RuleResult,
  type TextSpan,
} from './rules/types.ts';
import { applyDecisions, decisionsByKey, type FindingDecision } from './decisions.ts';
import { computeScores, dataSufficiency, type DataSufficiency, type Scores } from './scoring.ts';
import { FULL_EXPORT_HINTS } from './imports/exportHints.ts';
import type { FindingEvidenceItem, InstantFacts } from './instant/instantFacts.ts';
import { breachFindings } from './instant/breaches.ts';
import { applyCheckupAnswers } from './instant/checkup.ts';
import { usernamePresenceFindings } from './instant/usernamePresence.ts';

/** Bump when the scan's output shape or shared logic changes. */
export const SCAN_ENGINE_VERSION = 1;

export type { FindingPlatform };

/** What a later scan needs of the previous one to say what changed. */
export interface PreviousScan {
  scores: Scores;
  findings: {
    ruleId: string;
    platform: FindingPlatform;
    riskLevel: RiskLevel;
    count: number;
    /** Known for scans stored by this app; lets the delta compare only what both scans checked. */
    category?: RiskCategory;
  }[];
  /** The platforms the previous scan read; unknown (older scans) counts as the same as now. */
  platforms?: readonly PlatformId[];
}

export interface ScanOptions {
  /** The scan's "now" (epoch ms or Date): rules never read the clock. */
  now: number | Date;
  /** The text engine; without it the rules that read text report "not determinable". */
  detectText?: DetectText;
  decisions?: readonly FindingDecision[];
  previous?: PreviousScan | null;
  /** What checks on the web found (usernames, breaches) and the checkup answers, kept on the device. */
  instant?: InstantFacts;
  /** The rules to run (default: the whole catalogue). */
  rules?: readonly Rule[];
  onProgress?: (done: number, total: number, stage: string) => void;
}

export interface ScanFinding extends FindingFields {
  ruleVersion: number;
  /** Local-only: stored in the device's evidence table, never synced. */
  evidence: FindingEvidenceItem[];
}

export interface CoverageEntry {
  ruleId: string;
  /** The check's short name, so a stored report lists checks without the rule catalogue. */
  name: string;
  platform: FindingPlatform;
  status: 'ran' | 'not-determinable';
  reason?: string;
}

export interface FindingChange {
  ruleId: string;
  platform: FindingPlatform;
  /**
   * 'resolved': checked again and no longer found. 'not-checked': no longer looked at (its
   * platform was disconnected, or its data is gone): neither resolved nor counted in the score.
   */
  change: 'new' | 'resolved' | 'worse' | 'better' | 'not-checked';
  from?: RiskLevel;
  to?: RiskLevel;
}

export interface ScanSummary {
  engineVersion: number;
  scannedAt: string;
  ruleVersions: Record<string, number>;
  platforms: {
    platform: PlatformId;
    exportDate: string | null;
    formatVersions: string[];
    counts: Record<string, number | null>;
    checks: { ran: number; notDeterminable: number };
    /** Files of this export that failed to parse (absent in scans made before). */
    failedFiles?: string[];
    /** How many files of this export were not read or only partly. */
    unreadFiles?: number;
    /** With failed files: the checks of this platform that could not run and may be affected. */
    checksAffected?: string[];
  }[];
  /** How much of each score rests on real data (absent in scans made before). */
  dataSufficiency?: DataSufficiency;
  /** For each platform scanned, how to request an export that holds more. */
  howToGetData?: string[];
  counts: {
    findings: number;
    byCategory: Record<RiskCategory, number>;
    byLevel: Record<RiskLevel, number>;
    suppressed: number;
  };
  textEngine: boolean;
  suppressed: { ruleId: string; platform: FindingPlatform; decision: 'dismissed' | 'fixed' }[];
  /** Findings marked fixed that a newer export still shows, with that export's date. */
  reappeared: { ruleId: string; platform: FindingPlatform; exportDate?: string }[];
  changes: { scoreDelta: Scores; findings: FindingChange[] } | null;
}

export interface ScanResult {
  scores: Scores;
  findings: ScanFinding[];
  /** Findings kept out by the user's decisions (shown under "dismissed"/"fixed"). */
  suppressed: ScanFinding[];
  coverage: CoverageEntry[];
  summary: ScanSummary;
}

export class ScanInputError extends Error {
  override name = 'ScanInputError';
}

const LEVEL_RANK: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2, critical: 3 };

function makeContext(now: number, detectText: DetectText | undefined): RuleContext {
  const spanCache = new Map<string, readonly TextSpan[]>();
  const memo = new Map<string, unknown>();
  return {
    now,
    spans(text) {
      if (!detectText) return null;
      let spans = spanCache.get(text);
      if (!spans) {
        spans = detectText(text);
        spanCache.set(text, spans);
      }
      return spans;
    },
    memo<T>(key: string, compute: () => T): T {
      if (!memo.has(key)) memo.set(key, compute());
      return memo.get(key) as T;
    },
  };
}

const FIELD_WORDS: Record<string, string> = {
  'profile.names': 'names',
  'profile.usernames': 'usernames',
  'profile.emails': 'email addresses',
  'profile.phones': 'phone numbers',
  'profile.birthday': 'a birthday',
  'profile.locations': 'profile locations',
  'profile.employers': 'employers',
  'profile.schools': 'schools',
  'profile.bio': 'a bio',
  'profile.links': 'profile links',
  'profile.privateAccount': 'the account privacy setting',
  'profile.visibility': 'visibility settings',
  posts: 'posts',
  media: 'photos or videos',
  'media.gps': 'photo locations',
  locations: 'location history',
  places: 'places',
  logins: 'logins',
  devices: 'devices or sessions',
  'security.twoFactor': 'the two-factor setting',
  'security.recovery': 'recovery contacts',
  connectedApps: 'connected apps',
  offPlatformActivity: 'off-platform activity',
  activity: 'activity history',
  connections: 'connections',
};

function missingReason(rule: Rule, datasets: readonly ImportedDataset[]): string | null {
  if (rule.needs.length === 0) return null;
  const inExport = rule.needs.some((field) =>
    datasets.some((d) => d.coverage[field] !== 'not-in-export'),
  );
  if (inExport) return null;
  const what = rule.needs.map((f) => FIELD_WORDS[f] ?? f);
  const whose =
    datasets.length === 1
      ? `The ${PLATFORM_NAMES[(datasets[0] as ImportedDataset).platform]} export`
      : 'No export';
  return `${whose} does not contain ${what.slice(0, 3).join(' or ')}.`;
}

export function runScan(datasets: readonly ImportedDataset[], options: ScanOptions): ScanResult {
  const platforms = new Set<PlatformId>();
  for (const d of datasets) {
    if (platforms.has(d.platform))
      throw new ScanInputError(
        `Two ${PLATFORM_NAMES[d.platform]} exports were given; scan one export per platform.`,
      );
    platforms.add(d.platform);
  }
  const now = typeof options.now === 'number' ? options.now : options.now.getTime();
  if (!Number.isFinite(now)) throw new ScanInputError('The scan time is not a valid date.');
  const rules = options.rules ?? RULES;
  const ordered = [...datasets].sort((a, b) => (a.platform < b.platform ? -1 : 1));
  const ctx = makeContext(now, options.detectText);

  const all: ScanFinding[] = [];
  const coverage: CoverageEntry[] = [];
  // Which checks ran on data, for "not enough data" (scoring.ts dataSufficiency).
  const checked: { category: RiskCategory; ran: boolean; missing?: string[] }[] = [];
  // What the exports lacked for a check: the fields it reads that no export in scope holds.
  const needsWords = (rule: Rule, scope: readonly ImportedDataset[]) =>
    rule.needs
      .filter((f) => !scope.some((d) => d.coverage[f] === 'present'))
      .map((f) => FIELD_WORDS[f] ?? f);
  const total = rules.length;
  let done = 0;

  const record = (
    rule: Rule,
    platform: FindingPlatform,
    scope: readonly ImportedDataset[],
    run: () => RuleResult,
  ) => {
    const missing = missingReason(rule, scope);
    if (missing) {
      checked.push({ category: rule.category, ran: false, missing: needsWords(rule, scope) });
      coverage.push({
        ruleId: rule.id,
        name: rule.name,
        platform,
        status: 'not-determinable',
        reason: missing,
      });
      return;
    }
    if (rule.needsText && !options.detectText) {
      coverage.push({
        ruleId: rule.id,
        name: rule.name,
        platform,
        status: 'not-determinable',
        reason: 'This check reads post text, and the text detectors were not loaded.',
      });
      return;
    }
    let result: RuleResult;
    try {
      result = run();
    } catch (error) {
      // A failing rule must not take the whole report down; it is reported as a check that
      // could not run, with the reason, so the gap is visible.
      coverage.push({
        ruleId: rule.id,
        name: rule.name,
        platform,
        status: 'not-determinable',
        reason: `This check failed: ${error instanceof Error ? error.message : String(error)}`,
      });
      return;
    }
    if (isNotDeterminable(result)) {
      checked.push({ category: rule.category, ran: false, missing: needsWords(rule, scope) });
      coverage.push({
        ruleId: rule.id,
        name: rule.name,
        platform,
        status: 'not-determinable',
        reason: result.notDeterminable,
      });
      return;
    }
    coverage.push({ ruleId: rule.id, name: rule.name, platform, status: 'ran' });
    checked.push({ category: rule.category, ran: true });
    if (!result) return;
    const fixPlatform = platform === 'multi' ? result.fixPlatform : platform;
    all.push({
      ruleId: rule.id,
      ruleVersion: rule.version,
      platform,
      category: rule.category,
      riskLevel: result.riskLevel,
      title: result.title,
      description: result.description,
      fixUrl: fixPlatform ? fixUrl(fixPlatform, rule.fix) : null,
      count: result.count,
      evidence: result.evidence.slice(0, MAX_EVIDENCE_PER_FINDING),
    });
  };

  for (const rule of rules) {
    options.onProgress?.(done, total, rule.name);
    if (rule.scope === 'platform') {
      for (const d of ordered) record(rule, d.platform, [d], () => rule.check(d, ctx));
    } else if (ordered.length > 0) {
      record(rule, 'multi', ordered, () => rule.check(ordered, ctx));
    }
    done++;
  }
  if (options.instant) {
    for (const [category, instant] of [
      ['identity', usernamePresenceFindings(options.instant)],
      ['security', breachFindings(options.instant.breachCheck)],
    ] as const) {
      all.push(...instant.findings);
      coverage.push(...instant.coverage);
      // A check of the web ran on real data: it counts towards "enough data" like an export's.
      for (const entry of instant.coverage) {
        if (entry.status === 'ran') checked.push({ category, ran: true });
      }
    }
    const ruleVersions = Object.fromEntries(rules.map((r) => [r.id, r.version]));
    all.push(...applyCheckupAnswers(coverage, options.instant.checkupAnswers ?? [], ruleVersions));
  }
  options.onProgress?.(total, total, 'Scores');

  // The user's decisions: dismissed stays out; fixed stays out unless a newer export shows it.
  const decided = applyDecisions(all, decisionsByKey(options.decisions), ordered);
  const findings = decided.open;
  const suppressed = decided.setAside.map((s) => s.finding);
  const suppressedInfo: ScanSummary['suppressed'] = decided.setAside.map((s) => ({
    ruleId: s.finding.ruleId,
    platform: s.finding.platform,
    decision: s.decision,
  }));
  const reappeared: ScanSummary['reappeared'] = decided.reappeared.map((r) => ({
    ruleId: r.finding.ruleId,
    platform: r.finding.platform,
    exportDate: r.exportDate,
  }));

  const sortKey = (f: ScanFinding) =>
    [RISK_CATEGORIES.indexOf(f.category), 3 - LEVEL_RANK[f.riskLevel], f.ruleId, f.platform].join(
      '|',
    );
  const bySort = (a: ScanFinding, b: ScanFinding) =>
    sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0;
  findings.sort(bySort);
  suppressed.sort(bySort);

  const scores = computeScores(findings);
  const zeroBy = <K extends string>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  const byCategory = zeroBy(RISK_CATEGORIES);
  const byLevel = zeroBy(RISK_LEVELS);
  for (const f of findings) {
    byCategory[f.category]++;
    byLevel[f.riskLevel]++;
  }

  const summary: ScanSummary = {
    engineVersion: SCAN_ENGINE_VERSION,
    scannedAt: new Date(now).toISOString(),
    ruleVersions: Object.fromEntries(rules.map((r) => [r.id, r.version])),
    platforms: ordered.map((d) => ({
      platform: d.platform,
      exportDate: d.exportDate,
      formatVersions: d.formatVersions,
      counts: datasetCounts(d),
      failedFiles: d.errors.map((e) => e.file),
      unreadFiles: (d.unreadFiles ?? []).length,
      // A file that failed to parse may hold what these checks read: the scan names them.
      checksAffected:
        d.errors.length === 0
          ? []
          : coverage
              .filter((c) => c.platform === d.platform && c.status === 'not-determinable')
              .map((c) => c.name),
      checks: {
        ran: coverage.filter((c) => c.platform === d.platform && c.status === 'ran').length,
        notDeterminable: coverage.filter(
          (c) => c.platform === d.platform && c.status === 'not-determinable',
        ).length,
      },
    })),
    counts: { findings: findings.length, byCategory, byLevel, suppressed: suppressed.length },
    dataSufficiency: dataSufficiency(checked),
    howToGetData: ordered.map((d) => FULL_EXPORT_HINTS[d.platform]),
    textEngine: Boolean(options.detectText),
    suppressed: suppressedInfo,
    reappeared,
    changes: options.previous
      ? compare(options.previous, scores, findings, suppressed, checkedNow(coverage, ordered))
      : null,
  };
  return { scores, findings, suppressed, coverage, summary };
}

/**
 * Whether this scan looked again for a finding of an earlier scan: its check ran on its platform
 * (for a cross-platform finding: ran, on every platform the earlier scan read). Otherwise the
 * finding's absence says nothing — it is "not checked any more", never "resolved".
 */
function checkedNow(
  coverage: readonly CoverageEntry[],
  datasets: readonly ImportedDataset[],
): (old: { ruleId: string; platform: FindingPlatform }, before?: readonly PlatformId[]) => boolean {
  const ran = new Set(
    coverage.filter((c) => c.status === 'ran').map((c) => `${c.ruleId}@${c.platform}`),
  );
  const platformsNow = new Set(datasets.map((d) => d.platform));
  return (old, before) =>
    ran.has(`${old.ruleId}@${old.platform}`) &&
    (old.platform !== 'multi' || (before ?? []).every((p) => platformsNow.has(p)));
}

/**
 * The previous scan's scores over only the findings this scan checked again, so a delta never
 * credits a disconnect as an improvement. Unknown categories (older scans): the stored scores.
 */
function comparablePreviousScores(
  previous: PreviousScan,
  stillChecked: (f: PreviousScan['findings'][number]) => boolean,
): Scores {
  const findings = previous.findings;
  if (findings.every(stillChecked) || findings.some((f) => f.category === undefined))
    return previous.scores;
  return computeScores(
    findings.filter(stillChecked).map((f) => ({ category: f.category!, riskLevel: f.riskLevel })),
  );
}

function compare(
  previous: PreviousScan,
  scores: Scores,
  findings: readonly ScanFinding[],
  suppressed: readonly ScanFinding[],
  checked: ReturnType<typeof checkedNow>,
) {
  const stillChecked = (f: { ruleId: string; platform: FindingPlatform }) =>
    checked(f, previous.platforms);
  const key = (f: { ruleId: string; platform: FindingPlatform }) => `${f.ruleId}@${f.platform}`;
  const before = new Map(previous.findings.map((f) => [key(f), f]));
  // A finding the user dismissed is not "resolved": it is still there, just kept out of view.
  const now = new Map([...findings, ...suppressed].map((f) => [key(f), f]));
  const changes: FindingChange[] = [];
  for (const f of findings) {
    const old = before.get(key(f));
    if (!old)
      changes.push({ ruleId: f.ruleId, platform: f.platform, change: 'new', to: f.riskLevel });
    else if (LEVEL_RANK[f.riskLevel] !== LEVEL_RANK[old.riskLevel])
      changes.push({
        ruleId: f.ruleId,
        platform: f.platform,
        change: LEVEL_RANK[f.riskLevel] > LEVEL_RANK[old.riskLevel] ? 'worse' : 'better',
        from: old.riskLevel,
        to: f.riskLevel,
      });
  }
  for (const old of previous.findings)
    if (!now.has(key(old)))
      changes.push({
        ruleId: old.ruleId,
        platform: old.platform,
        change: stillChecked(old) ? 'resolved' : 'not-checked',
        from: old.riskLevel,
      });
  changes.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return {
    // Found again means checked again, whatever the platforms (a cross-platform finding).
    scoreDelta: scoreDelta(
      scores,
      comparablePreviousScores(previous, (f) => now.has(key(f)) || stillChecked(f)),
    ),
    findings: changes,
  };
}

function scoreDelta(scores: Scores, before: Scores): Scores {
  return {
    privacy: scores.privacy - before.privacy,
    security: scores.security - before.security,
    identity: scores.identity - before.identity,
    overall: scores.overall - before.overall,
  };
}
