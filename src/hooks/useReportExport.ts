// Builds the JSON report of a stored scan on demand (scores, findings with their local evidence,
// dismissed findings, coverage, what changed), for the user to download: it is their own file.
import { useCallback } from 'react';
import type { FindingDecision } from '../analysis/decisions.ts';
import { parseScanData, storedReportExport, type ReportExport } from '../analysis/scanRecords.ts';
import { db } from '../db/database.ts';
import { readScanReport } from '../db/repos/scanInputs.ts';

export function useReportExport(
  decisions: ReadonlyMap<string, FindingDecision> | undefined,
): (scanId: string) => Promise<ReportExport | null> {
  return useCallback(
    async (scanId: string) => {
      const { scan, findings, evidence } = await readScanReport(db, scanId);
      const data = parseScanData(scan?.scanData);
      if (!scan || !data || scan.scanStatus !== 'completed') return null;
      return storedReportExport({
        scores: {
          privacy: scan.privacyScore ?? 100,
          security: scan.securityScore ?? 100,
          identity: scan.identityScore ?? 100,
          overall: scan.overallScore ?? 100,
        },
        data,
        findings,
        evidence,
        decisions,
      });
    },
    [decisions],
  );
}
