// The four score cards (Overall, Privacy, Security, Identity), each 'n/100' with a progress bar;
// a 2 × 2 grid on phones and tablets, one row on desktops, the overall score first.
// Invariant: a score whose checks mostly could not run on the exports' data (scoring.ts
// shownScores) shows "Not enough data", what was missing and how to get it — never a 100 about
// data nobody read; the overall card says how much of it rests on real data.
import { storedScores } from '../../analysis/scanRecords.ts';
import { overallChecks, shownScores, type DataSufficiency } from '../../analysis/scoring.ts';
import type { FootprintScan } from '../../shared/tables.ts';
import { ProgressBar } from '../ProgressBar.tsx';
import { scoreColour } from '../report/riskStyles.ts';

const CARDS = [
  { key: 'overall', label: 'Overall Score', category: null },
  { key: 'privacy', label: 'Privacy', category: 'privacy' },
  { key: 'security', label: 'Security', category: 'security' },
  { key: 'identity', label: 'Identity', category: 'identity' },
] as const;

interface ScoreCardsProps {
  scan: FootprintScan;
  /** From the scan's data (absent for scans made before it was recorded). */
  sufficiency?: DataSufficiency | undefined;
  howToGetData?: readonly string[] | undefined;
}

export function ScoreCards({ scan, sufficiency, howToGetData }: ScoreCardsProps) {
  // The sufficiency comes parsed with the rest of the scan's data, so it is not read again here.
  const shown = shownScores(storedScores(scan), sufficiency);
  return (
    <div className="columns is-multiline is-mobile score-cards">
      {CARDS.map(({ key, label, category }) => {
        const shownScore = shown[key];
        const score = shownScore ?? 0;
        const colour = scoreColour(score);
        const data = !sufficiency
          ? undefined
          : category
            ? sufficiency.categories[category]
            : overallChecks(sufficiency);
        const notEnough = data !== undefined && shownScore === null;
        return (
          <div className="column is-half-mobile is-half-tablet is-one-quarter-desktop" key={key}>
            <article className="card score-card" aria-label={`${label} score`}>
              <div className="card-content">
                <p className="score-label">{label}</p>
                {notEnough ? (
                  <>
                    <p className="score-value score-unknown">Not enough data</p>
                    <p className="is-size-7">
                      {data.ran} of {data.total} checks could run.
                      {data.missing.length > 0
                        ? ` Missing: ${data.missing.slice(0, 3).join(', ')}.`
                        : ''}
                    </p>
                    {howToGetData && howToGetData.length > 0 ? (
                      <details className="is-size-7">
                        <summary>How to get a fuller export</summary>
                        <ul>
                          {howToGetData.map((hint) => (
                            <li key={hint}>{hint}</li>
                          ))}
                        </ul>
                      </details>
                    ) : null}
                  </>
                ) : (
                  <>
                    <p className={`score-value score-${colour}`}>
                      {score}
                      <span className="score-max">/100</span>
                    </p>
                    <ProgressBar
                      value={score}
                      max={100}
                      label={`${label} ${score} out of 100`}
                      colour={colour}
                    />
                    {category === null && sufficiency && sufficiency.share !== null ? (
                      <p className="is-size-7 score-basis">
                        Rests on {Math.round(sufficiency.share * 100)} % of the checks: the others
                        had no data in your exports.
                      </p>
                    ) : null}
                  </>
                )}
              </div>
            </article>
          </div>
        );
      })}
    </div>
  );
}
