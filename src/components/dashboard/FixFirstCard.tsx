// "Fix these first", above the Risk Report: the three open findings whose fix raises the overall
// score most per minute (analysis/fixPlan.ts), each with its rough time, the points it adds and
// the overall score expected once it and the ones above it are done.
import { useId, useMemo } from 'react';
import { fixPlan } from '../../analysis/fixPlan.ts';
import type { RiskFinding } from '../../shared/tables.ts';
import { CardHeader } from '../CardHeader.tsx';

export function FixFirstCard({ findings }: { findings: RiskFinding[] }) {
  const ids = useId();
  const plan = useMemo(() => fixPlan(findings), [findings]);
  if (plan.length === 0) return null;
  // The score of the findings still open (a decision taken after the scan already counts here).
  const overall = plan[0]!.overallAfter - plan[0]!.gain;
  return (
    <article className="card mb-5" aria-labelledby={`${ids}-title`}>
      <CardHeader id={`${ids}-title`}>Fix these first</CardHeader>
      <div className="card-content">
        <p className="mb-3">
          The fixes that raise your overall score ({overall}) the most for the time they take. Times
          are rough estimates.
        </p>
        <ol aria-label="Fixes in order">
          {plan.map((step) => (
            <li key={step.finding.id} className="mb-2">
              <strong>{step.finding.title}</strong>
              <br />
              <span>
                About {step.minutes} min: +{step.gain} points, overall {step.overallAfter} after
                this fix
              </span>
              {step.finding.fixUrl ? (
                <>
                  {' · '}
                  <a
                    href={step.finding.fixUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    // Underlined: colour alone does not set a link apart from the text around it.
                    style={{ textDecoration: 'underline' }}
                  >
                    Open the settings page
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </article>
  );
}
