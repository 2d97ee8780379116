// From a scan result to what the app stores and what the user downloads: the scan row's scores
// and `scanData`, one riskFindings row per finding, the local-only evidence rows, and the JSON
// report export. Pure: ids and times are passed in, so the data layer decides how rows are
// written (row + outbox in one transaction) and this stays testable in Node.
// Invariants: `scanData` and finding rows never contain evidence (they sync to the server);
// evidence rows reference their finding by id and stay on the device.
import type { FootprintScan, RiskFinding } from '../shared/tables.ts';
import type { FindingEvidenceItem } from './instant/instantFacts.ts';
import type {
  FindingDecision,
  CoverageEntry,
  ScanFinding,
  ScanResult,
  ScanSummary,
} from './scan.ts';

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

export type EvidenceRow = FindingEvidenceItem & {
  id: string;
  findingId: string;
  scanId: string;
};

export interface ScanRecords {
  scanUpdate: Pick<
    FootprintScan,
    | 'scanStatus'
    | 'privacyScore'
    | 'securityScore'
    | 'identityScore'
    | 'overallScore'
    | 'scanData'
    | 'errorMessage'
  >;
  findings: RiskFinding[];
  evidence: EvidenceRow[];
}

export function scanRecords(
  result: ScanResult,
  ids: { scanId: string; userId: string; createdAt: string; newId: () => string },
): ScanRecords {
  const findings: RiskFinding[] = [];
  const evidence: EvidenceRow[] = [];
  for (const f of result.findings) {
    const id = ids.newId();
    findings.push({
      id,
      scanId: ids.scanId,
      userId: ids.userId,
      ruleId: f.ruleId,
      platform: f.platform,
      category: f.category,
      riskLevel: f.riskLevel,
      title: f.title,
      description: f.description,
      fixUrl: f.fixUrl,
      count: f.count,
      createdAt: ids.createdAt,
      updatedAt: null,
    });
    for (const e of f.evidence)
      evidence.push({ ...e, id: ids.newId(), findingId: id, scanId: ids.scanId });
  }
  return {
    scanUpdate: {
      scanStatus: 'completed',
      privacyScore: result.scores.privacy,
      securityScore: result.scores.security,
      identityScore: result.scores.identity,
      overallScore: result.scores.overall,
      scanData: scanDataOf(result),
      errorMessage: null,
    },
    findings,
    evidence,
  };
}

/** The report the user downloads (JSON): everything, evidence included — it is their own file. */
export interface ReportExport {
  format: 'footprint-report';
  version: 1;
  scannedAt: string;
  scores: ScanResult['scores'];
  findings: ScanFinding[];
  dismissed: DismissedFinding[];
  coverage: CoverageEntry[];
  platforms: ScanSummary['platforms'];
  changes: ScanSummary['changes'];
}

export function reportExport(result: ScanResult): ReportExport {
  return {
    format: 'footprint-report',
    version: 1,
    scannedAt: result.summary.scannedAt,
    scores: result.scores,
    findings: result.findings,
    dismissed: dismissedOf(result),
    coverage: result.coverage,
    platforms: result.summary.platforms,
    changes: result.summary.changes,
  };
}

/** A stored finding row as the report export needs it. */
export interface StoredFinding {
  id: string;
  ruleId: string;
  platform: string;
  category: ScanFinding['category'];
  riskLevel: ScanFinding['riskLevel'];
  title: string;
  description: string;
  fixUrl: string | null;
  count: number;
  /** Set when the user dismissed or fixed it after the scan: it is exported as dismissed. */
  decision?: FindingDecision['decision'] | null;
}

/**
 * The same report, rebuilt from what the device stored for a scan (scores, `scanData`, finding
 * rows, local evidence), so a past scan can be exported on any later visit.
 */
export function storedReportExport(input: {
  scores: ScanResult['scores'];
  data: ScanData;
  findings: readonly StoredFinding[];
  evidence: ReadonlyMap<string, FindingEvidenceItem[]>;
}): ReportExport {
  const { data } = input;
  const findings: ScanFinding[] = [];
  const dismissed: DismissedFinding[] = [...data.dismissed];
  for (const row of input.findings) {
    const finding = {
      ruleId: row.ruleId,
      ruleVersion: data.ruleVersions[row.ruleId] ?? 0,
      platform: row.platform as ScanFinding['platform'],
      category: row.category,
      riskLevel: row.riskLevel,
      title: row.title,
      description: row.description,
      fixUrl: row.fixUrl,
      count: row.count,
    };
    if (row.decision) dismissed.push({ ...finding, decision: row.decision });
    else findings.push({ ...finding, evidence: input.evidence.get(row.id) ?? [] });
  }
  return {
    format: 'footprint-report',
    version: 1,
    scannedAt: data.scannedAt,
    scores: input.scores,
    findings,
    dismissed,
    coverage: data.coverage,
    platforms: data.platforms,
    changes: data.changes,
  };
}
