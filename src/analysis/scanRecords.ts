// A scan's stored summary and the report the user downloads: the `scanData` JSON written beside
// the scan's scores, read back for the report, and the JSON export rebuilt from what the device
// stored for a scan (scores, `scanData`, finding rows, local evidence). Pure, so it runs in Node.
// Invariant: `scanData` never contains evidence (it syncs to the server); the export, which is the
// user's own file, carries the evidence back on its finding.
import type { FindingEvidenceItem } from './instant/instantFacts.ts';
import { findingFields, type FindingFields, type FootprintScan } from '../shared/tables.ts';
import { applyDecisions, type FindingDecision } from './decisions.ts';
import type { CoverageEntry, ScanFinding, ScanResult, ScanSummary } from './scan.ts';
import { shownScores, type ShownScores } from './scoring.ts';

/**
 * A finding the user's decision kept out of a scan, without its evidence. Titles and descriptions
 * name numbers, never personal data (rules/types.ts), so it may sync inside `scanData`.
 */
export interface DismissedFinding extends Omit<ScanFinding, 'evidence'> {
  decision: FindingDecision['decision'];
}

/** What the scan's `scanData` column holds (JSON): the engine's summary and the coverage table. */
export interface ScanData extends ScanSummary {
  coverage: CoverageEntry[];
  /** The findings kept out by the user's decisions, so the report can list them and undo. */
  dismissed: DismissedFinding[];
  /** Optional plain-language summary from the server's AI endpoint; nothing depends on it. */
  aiSummary?: string;
}

function dismissedOf(result: ScanResult): DismissedFinding[] {
  return result.suppressed.map(({ evidence: _evidence, ...finding }) => ({
    ...finding,
    decision:
      result.summary.suppressed.find(
        (s) => s.ruleId === finding.ruleId && s.platform === finding.platform,
      )?.decision ?? 'dismissed',
  }));
}

export function scanDataOf(result: ScanResult, aiSummary?: string): string {
  const data: ScanData = {
    ...result.summary,
    coverage: result.coverage,
    dismissed: dismissedOf(result),
  };
  if (aiSummary) data.aiSummary = aiSummary;
  return JSON.stringify(data);
}

/**
 * Reads a stored `scanData` for the report; null when it is missing or not this engine's JSON
 * (a scan pulled from an older app, or a failed scan). Fields added later get defaults.
 */
export function parseScanData(raw: string | null | undefined): ScanData | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (value == null || typeof value !== 'object' || Array.isArray(value)) return null;
  const data = value as Partial<ScanData>;
  if (typeof data.engineVersion !== 'number' || !Array.isArray(data.coverage)) return null;
  return {
    ...(data as ScanData),
    coverage: data.coverage.map((c) => ({ ...c, name: c.name ?? c.ruleId })),
    dismissed: Array.isArray(data.dismissed) ? data.dismissed : [],
    platforms: Array.isArray(data.platforms) ? data.platforms : [],
    suppressed: Array.isArray(data.suppressed) ? data.suppressed : [],
    reappeared: Array.isArray(data.reappeared) ? data.reappeared : [],
    ruleVersions: data.ruleVersions ?? {},
    changes: data.changes ?? null,
    aiSummary: typeof data.aiSummary === 'string' && data.aiSummary ? data.aiSummary : undefined,
  };
}

type StoredScores = Pick<
  FootprintScan,
  'overallScore' | 'privacyScore' | 'securityScore' | 'identityScore'
>;

/** A stored scan's four scores as scoring.ts names them (null where none was stored). */
export function storedScores(scan: StoredScores): ShownScores {
  return {
    overall: scan.overallScore,
    privacy: scan.privacyScore,
    security: scan.securityScore,
    identity: scan.identityScore,
  };
}

/** A stored scan's scores as they may be shown (scoring.ts shownScores), from its own record. */
export function scanShownScores(scan: StoredScores & Pick<FootprintScan, 'scanData'>): ShownScores {
  return shownScores(storedScores(scan), parseScanData(scan.scanData)?.dataSufficiency);
}

/** The report the user downloads (JSON): everything, evidence included — it is their own file. */
export interface ReportExport {
  format: 'footprint-report';
  version: 1;
  scannedAt: string;
  scores: ScanResult['scores'];
  /** The scores as the app shows them: null where too few checks ran on real data. */
  scoresShown: ShownScores;
  findings: ScanFinding[];
  dismissed: DismissedFinding[];
  coverage: CoverageEntry[];
  platforms: ScanSummary['platforms'];
  changes: ScanSummary['changes'];
}

/** A stored finding row as the report export needs it. */
export interface StoredFinding extends FindingFields {
  id: string;
}

/**
 * The same report, rebuilt from what the device stored for a scan (scores, `scanData`, finding
 * rows, local evidence), so a past scan can be exported on any later visit. The user's decisions
 * as they stand now apply as on the dashboard (decisions.ts): a finding set aside after the scan
 * ran is exported as dismissed.
 */
export function storedReportExport(input: {
  scores: ScanResult['scores'];
  data: ScanData;
  findings: readonly StoredFinding[];
  evidence: ReadonlyMap<string, FindingEvidenceItem[]>;
  decisions: ReadonlyMap<string, FindingDecision> | undefined;
}): ReportExport {
  const { data } = input;
  const decided = applyDecisions(input.findings, input.decisions, data.platforms);
  const withVersion = (row: StoredFinding) => ({
    ...findingFields(row),
    ruleVersion: data.ruleVersions[row.ruleId] ?? 0,
  });
  const findings: ScanFinding[] = decided.open.map((row) => ({
    ...withVersion(row),
    evidence: input.evidence.get(row.id) ?? [],
  }));
  const dismissed: DismissedFinding[] = [
    ...data.dismissed,
    ...decided.setAside.map(({ finding, decision }) => ({ ...withVersion(finding), decision })),
  ];
  return {
    format: 'footprint-report',
    version: 1,
    scannedAt: data.scannedAt,
    scores: input.scores,
    scoresShown: shownScores(input.scores, data.dataSufficiency),
    findings,
    dismissed,
    coverage: data.coverage,
    platforms: data.platforms,
    changes: data.changes,
  };
}
