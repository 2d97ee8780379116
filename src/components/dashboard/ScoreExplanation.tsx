// How the scores are computed, under the score cards, in the engine's own terms (scoring.ts):
// each open finding takes a share of what is left of its category, by level.
import { RISK_WEIGHTS } from '../../analysis/scoring.ts';

const percent = (weight: number) => `${Math.round(weight * 100)}%`;

export function ScoreExplanation() {
  return (
    <details className="mb-4 score-explanation">
      <summary>How are these scores worked out?</summary>
      <p className="mt-2">
        100 is safest. Each open finding lowers its category (privacy, security or identity) by a
        share of what is left, by its level: low {percent(RISK_WEIGHTS.low)}, medium{' '}
        {percent(RISK_WEIGHTS.medium)}, high {percent(RISK_WEIGHTS.high)}, critical{' '}
        {percent(RISK_WEIGHTS.critical)}. So one critical finding leaves 75 and no number of
        findings takes a category below 0. The overall score is the mean of the three. Findings you
        dismiss or mark as fixed stop counting; answers you give in the checkup count as confirmed
        by you, not as verified.
      </p>
    </details>
  );
}
