// Past scans: a score trend chart (lazy, from two completed scans on) and a table of every scan
// with its status and scores — the table is also the chart's text alternative — each with Delete.
// On a phone each row is laid out as a small card (styles.css), so no column is hidden sideways.
// Invariant: a score resting on too little data reads "Not enough data" here as on the score
// cards (scanRecords.ts scanShownScores), and is a gap in the chart, never a 100.
import { lazy, Suspense, useMemo } from 'react';
import { scanShownScores } from '../../analysis/scanRecords.ts';
import type { ShownScores } from '../../analysis/scoring.ts';
import type { FootprintScan } from '../../shared/tables.ts';
import type { TrendPoint } from './ScoreTrendChart.tsx';
import { CardHeader } from '../CardHeader.tsx';

const ScoreTrendChart = lazy(() => import('./ScoreTrendChart.tsx'));

const STATUS_LABELS: Record<FootprintScan['scanStatus'], string> = {
  scanning: 'Scanning',
  completed: 'Completed',
  failed: 'Failed',
};

export function ScanHistory({
  scans,
  onDelete,
}: {
  scans: FootprintScan[];
  /** Asks to delete a scan (the caller confirms first). */
  onDelete: (scan: FootprintScan) => void;
}) {
  const shown = useMemo(
    () => new Map<string, ShownScores>(scans.map((s) => [s.id, scanShownScores(s)])),
    [scans],
  );
  const points = useMemo<TrendPoint[]>(
    () =>
      scans
        .filter((s) => s.scanStatus === 'completed' && s.overallScore != null)
        .map((s) => ({ at: Math.floor(Date.parse(s.createdAt) / 1000), ...shown.get(s.id)! }))
        .sort((a, b) => a.at - b.at),
    [scans, shown],
  );
  const cell = (scan: FootprintScan, key: keyof ShownScores) => {
    const value = shown.get(scan.id)?.[key] ?? null;
    if (value !== null) return value;
    return scan.scanStatus === 'completed' && scan[`${key}Score`] !== null ? (
      <span className="is-size-7">Not enough data</span>
    ) : (
      '–'
    );
  };
  return (
    <article className="card scan-history no-print" aria-labelledby="scan-history-title">
      <CardHeader id="scan-history-title">Scan history</CardHeader>
      <div className="card-content">
        {points.length >= 2 ? (
          <figure className="mb-4">
            <Suspense fallback={<div className="score-trend-chart" />}>
              <ScoreTrendChart points={points} />
            </Suspense>
            <figcaption className="help">Score trend, oldest to newest (0–100)</figcaption>
          </figure>
        ) : null}
        {/* Focusable and named, so keyboard users can scroll it should it be wider than a phone. */}
        <div
          className="table-container history-table"
          tabIndex={0}
          role="region"
          aria-label="Scan history table"
        >
          <table className="table is-fullwidth is-narrow">
            <caption className="is-sr-only">Your scans, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col">Overall</th>
                <th scope="col">Privacy</th>
                <th scope="col">Security</th>
                <th scope="col">Identity</th>
                <th scope="col">
                  <span className="is-sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {scans.map((scan) => (
                <tr key={scan.id}>
                  <th scope="row">
                    {new Date(scan.createdAt).toLocaleString([], {
                      dateStyle: 'short',
                      timeStyle: 'short',
                    })}
                  </th>
                  <td data-label="Status">
                    {STATUS_LABELS[scan.scanStatus]}
                    {scan.scanStatus === 'failed' && scan.errorMessage ? (
                      <span className="is-block help">{scan.errorMessage}</span>
                    ) : null}
                  </td>
                  <td data-label="Overall">{cell(scan, 'overall')}</td>
                  <td data-label="Privacy">{cell(scan, 'privacy')}</td>
                  <td data-label="Security">{cell(scan, 'security')}</td>
                  <td data-label="Identity">{cell(scan, 'identity')}</td>
                  <td className="history-actions">
                    {scan.scanStatus === 'scanning' ? null : (
                      <button
                        type="button"
                        className="button is-small is-danger is-light"
                        aria-label={`Delete the scan of ${new Date(scan.createdAt).toLocaleString()}`}
                        onClick={() => onDelete(scan)}
                      >
                        Delete
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </article>
  );
}
