// The 'Risk Analysis' card: starts a scan over the connected platforms' data; while one runs the
// button is disabled with a spinner and the label 'Scanning Your Digital Footprint...', and this
// tab shows the engine's progress — or, for a scan running on another device or tab, the progress
// that device reports. The reason the last scan failed stays here with a retry.
import type { LiveScan } from '../../flows/scanFlow.ts';
import type { RemoteScan } from '../../flows/scanRealtime.ts';
import { Icon } from '../Icon.tsx';
import { ProgressBar } from '../ProgressBar.tsx';
import { platformName } from '../report/labels.ts';
import { CardHeader } from '../CardHeader.tsx';

interface RiskAnalysisCardProps {
  scanning: boolean;
  /** This tab's running scan (null when none runs here, e.g. it runs in another tab). */
  progress: LiveScan | null;
  /** Platforms whose data a scan would read; undefined while loading. */
  connected: readonly string[] | undefined;
  onScan: () => void;
  /** A scan running on another device or tab, as it reports itself; null when none. */
  elsewhere?: RemoteScan | null;
  /** Why the latest scan failed; shown with a retry. */
  failure?: string | null;
}

export function RiskAnalysisCard({
  scanning,
  progress,
  connected,
  onScan,
  elsewhere,
  failure,
}: RiskAnalysisCardProps) {
  const none = connected !== undefined && connected.length === 0;
  return (
    <article className="card" aria-labelledby="risk-analysis-title">
      <CardHeader id="risk-analysis-title">Risk Analysis</CardHeader>
      <div className="card-content">
        <p className="mb-4">
          Runs every check over the data you imported, on this device, and scores your privacy,
          security and identity exposure.
        </p>
        <button
          type="button"
          className="button is-primary is-fullwidth"
          onClick={onScan}
          disabled={scanning}
          aria-busy={scanning}
          aria-describedby="risk-analysis-scope"
        >
          {scanning ? (
            <span className="spinner is-small" aria-hidden="true" />
          ) : (
            <Icon name="scan" />
          )}
          <span>
            {scanning ? 'Scanning Your Digital Footprint...' : 'Scan My Digital Footprint'}
          </span>
        </button>
        <p id="risk-analysis-scope" className="help mt-2">
          {connected === undefined
            ? ''
            : none
              ? 'No platform is connected yet: import a data export under Connected Platforms first.'
              : `Scans ${connected.map(platformName).join(', ')}.`}
        </p>
        {scanning && progress ? (
          <div className="scan-progress mt-3">
            <ProgressBar
              value={progress.done}
              max={progress.total ?? undefined}
              label="Scan progress"
            />
            <p className="help">
              {progress.done != null && progress.total
                ? `Check ${Math.min(progress.done + 1, progress.total)} of ${progress.total}: ${progress.stage}`
                : 'Preparing the scan…'}
            </p>
          </div>
        ) : null}
        {!progress && elsewhere ? (
          <div className="scan-progress mt-3" role="status">
            <ProgressBar
              value={elsewhere.progress}
              max={100}
              label="Progress of the scan on another device"
            />
            <p className="help">
              A scan is running in another tab or on another of your devices: {elsewhere.progress}%
              done. Its report appears here when it finishes.
            </p>
          </div>
        ) : null}
        {!scanning && failure ? (
          <div className="notification is-danger is-light mt-3" role="alert">
            <p>{failure}</p>
            <button type="button" className="button is-small mt-2" onClick={onScan}>
              Try again
            </button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
