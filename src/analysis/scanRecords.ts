// From a scan result to what the app stores and what the user downloads: the scan row's scores
// and `scanData`, one riskFindings row per finding, the local-only evidence rows, and the JSON
// report export. Pure: ids and times are passed in, so the data layer decides how rows are
// written (row + outbox in one transaction) and this stays testable in Node.
// Invariants: `scanData` and finding rows never contain evidence (they sync to the server);
// evidence rows reference their finding by id and stay on the device.
import type { FootprintScan, RiskFinding } from '../shared/tables.ts';
import type { Evidence } from './rules/types.ts';
import type { CoverageEntry, ScanFinding, ScanResult, ScanSummary } from './scan.ts';

/** What the scan's `scanData` column holds (JSON): the engine's summary and the coverage table. */
export interface ScanData extends ScanSummary {
  coverage: CoverageEntry[];
  /** Optional plain-language summary from the server's AI endpoint; nothing depends on it. */
  aiSummary?: string;
}

export function scanDataOf(result: ScanResult, aiSummary?: string): string {
  const data: ScanData = { ...result.summary, coverage: result.coverage };
  if (aiSummary) data.aiSummary = aiSummary;
  return JSON.stringify(data);
}

export interface EvidenceRow extends Evidence {
  id: string;
  findingId: string;
  scanId: string;
}

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
  dismissed: ScanFinding[];
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
    dismissed: result.suppressed,
    coverage: result.coverage,
    platforms: result.summary.platforms,
    changes: result.summary.changes,
  };
}
