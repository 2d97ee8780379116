// The four score cards (Overall, Privacy, Security, Identity), each 'n/100' with a progress bar.
import type { FootprintScan } from '../../shared/tables.ts';
import { ProgressBar } from '../ProgressBar.tsx';
import { scoreColour } from '../report/riskStyles.ts';

const CARDS = [
  { key: 'overallScore', label: 'Overall Score' },
  { key: 'privacyScore', label: 'Privacy' },
  { key: 'securityScore', label: 'Security' },
  { key: 'identityScore', label: 'Identity' },
] as const;

export function ScoreCards({ scan }: { scan: FootprintScan }) {
  return (
    <div className="columns is-multiline score-cards">
      {CARDS.map(({ key, label }) => {
        const score = scan[key] ?? 0;
        const colour = scoreColour(score);
        return (
          <div className="column is-half-tablet is-one-quarter-desktop" key={key}>
            <article className="card score-card" aria-label={`${label} score`}>
              <div className="card-content">
                <p className="score-label">{label}</p>
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
              </div>
            </article>
          </div>
        );
      })}
    </div>
  );
}
