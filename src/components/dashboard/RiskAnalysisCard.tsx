// The 'Risk Analysis' card: starts a scan; while one runs the button is disabled with a spinner.
import { Icon } from '../Icon.tsx';

interface RiskAnalysisCardProps {
  scanning: boolean;
  onScan: () => void;
  /** Shown under the button, e.g. the reason the last scan failed. */
  note?: string | null;
}

export function RiskAnalysisCard({ scanning, onScan, note }: RiskAnalysisCardProps) {
  return (
    <article className="card" aria-labelledby="risk-analysis-title">
      <header className="card-header">
        <h2 id="risk-analysis-title" className="card-header-title">
          Risk Analysis
        </h2>
      </header>
      <div className="card-content">
        <p className="mb-4">
          Runs every check over the data you imported, on this device, and scores your privacy,
          security and identity exposure.
        </p>
        <button
          type="button"
          className={`button is-primary is-fullwidth ${scanning ? 'is-loading-inline' : ''}`}
          onClick={onScan}
          disabled={scanning}
          aria-busy={scanning}
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
        {note ? <p className="help is-danger mt-3">{note}</p> : null}
      </div>
    </article>
  );
}
