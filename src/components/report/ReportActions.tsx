// Export the latest report as a JSON file (the user's own copy, evidence included), print it
// (the print stylesheet keeps the scores and the report, with every category, and drops controls),
// or email its summary (scores and finding titles only) to the user's own address.
import { useState } from 'react';
import type { ReportExport } from '../../analysis/scanRecords.ts';
import { downloadJson } from '../downloadFile.ts';

interface ReportActionsProps {
  scanId: string;
  buildReport: (scanId: string) => Promise<ReportExport | null>;
  onError: (message: string) => void;
  /** Emails the summary; resolves once the server answered (the caller shows the answer). */
  onEmail: () => Promise<void>;
}

export function ReportActions({ scanId, buildReport, onError, onEmail }: ReportActionsProps) {
  const [busy, setBusy] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const email = async () => {
    setEmailing(true);
    try {
      await onEmail();
    } finally {
      setEmailing(false);
    }
  };
  const exportJson = async () => {
    setBusy(true);
    try {
      const report = await buildReport(scanId);
      if (!report) {
        onError('This scan has no report to export.');
        return;
      }
      downloadJson(`footprint-report-${report.scannedAt.slice(0, 10)}.json`, report);
    } catch {
      onError('The report could not be read from this device. Reload the page and try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="buttons report-actions no-print">
      <button
        type="button"
        className={`button ${busy ? 'is-loading' : ''}`}
        onClick={() => void exportJson()}
        disabled={busy}
      >
        Export report (JSON)
      </button>
      <button type="button" className="button" onClick={() => window.print()}>
        Print report
      </button>
      <button
        type="button"
        className={`button ${emailing ? 'is-loading' : ''}`}
        onClick={() => void email()}
        disabled={emailing}
      >
        Email me this summary
      </button>
    </div>
  );
}
