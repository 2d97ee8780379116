// Which checks ran on each platform's data and which could not, with the reason (DESIGN.md §6:
// "the report says which checks ran and which could not"), from the coverage stored with the scan,
// and, for an export with a file that failed to parse, which checks that may affect.
import type { ScanData } from '../../analysis/scanRecords.ts';
import { platformName } from './labels.ts';
import { CardHeader } from '../CardHeader.tsx';

export function CoverageList({ data }: { data: ScanData }) {
  const platforms = [...new Set(data.coverage.map((c) => c.platform))].sort((a, b) =>
    a === 'multi' ? 1 : b === 'multi' ? -1 : a < b ? -1 : 1,
  );
  return (
    <article className="card coverage" aria-labelledby="coverage-title">
      <CardHeader id="coverage-title">Checks on your data</CardHeader>
      <div className="card-content">
        {data.platforms.length > 0 ? (
          <p className="mb-3">
            Scanned:{' '}
            {data.platforms
              .map(
                (p) =>
                  `${platformName(p.platform)}${
                    p.exportDate
                      ? ` (export of ${new Date(p.exportDate).toLocaleDateString()})`
                      : ''
                  }`,
              )
              .join(', ')}
            .
          </p>
        ) : null}
        {platforms.map((platform) => {
          const entries = data.coverage.filter((c) => c.platform === platform);
          const ran = entries.filter((c) => c.status === 'ran');
          const skipped = entries.filter((c) => c.status === 'not-determinable');
          const scanned = data.platforms.find((p) => p.platform === platform);
          const failed = scanned?.failedFiles ?? [];
          return (
            <details key={platform} className="coverage-platform">
              <summary>
                <strong>{platformName(platform)}</strong>: {ran.length}{' '}
                {ran.length === 1 ? 'check' : 'checks'} ran, {skipped.length} could not
              </summary>
              {failed.length > 0 ? (
                <p className="mt-2 coverage-failed">
                  {failed.length === 1
                    ? `A file of this export could not be read (${failed[0]})`
                    : `${failed.length} files of this export could not be read (${failed.join(', ')})`}
                  {scanned?.checksAffected && scanned.checksAffected.length > 0
                    ? `; these checks may be affected: ${scanned.checksAffected.join(', ')}.`
                    : '.'}
                </p>
              ) : null}
              <div className="columns mt-2">
                <div className="column">
                  <h3 className="title is-6">Ran</h3>
                  <ul className="coverage-ran">
                    {ran.map((c) => (
                      <li key={c.ruleId}>{c.name}</li>
                    ))}
                  </ul>
                </div>
                <div className="column">
                  <h3 className="title is-6">Could not run</h3>
                  {skipped.length === 0 ? (
                    <p className="text-weak">Every check could run.</p>
                  ) : (
                    <ul className="coverage-skipped">
                      {skipped.map((c) => (
                        <li key={c.ruleId}>
                          {c.name}: <span className="text-weak">{c.reason}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </div>
            </details>
          );
        })}
      </div>
    </article>
  );
}
