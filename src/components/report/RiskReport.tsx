// The 'Risk Report' card: one tab per category with a count badge; each finding shows an uppercase
// risk badge, its title and description, and 'One-Click Fix' when a fix link exists.
import { useId, useState } from 'react';
import { RISK_CATEGORIES, type RiskCategory, type RiskFinding } from '../../shared/tables.ts';
import { RISK_BADGE_CLASS } from './riskStyles.ts';

export function RiskReport({ findings }: { findings: RiskFinding[] }) {
  const [active, setActive] = useState<RiskCategory>('privacy');
  const baseId = useId();
  const byCategory = (category: RiskCategory) => findings.filter((f) => f.category === category);
  const visible = byCategory(active);

  return (
    <article className="card" aria-labelledby={`${baseId}-title`}>
      <header className="card-header">
        <h2 id={`${baseId}-title`} className="card-header-title">
          Risk Report
        </h2>
      </header>
      <div className="card-content">
        <div className="tabs is-boxed" role="tablist" aria-label="Risk categories">
          <ul>
            {RISK_CATEGORIES.map((category) => (
              <li key={category} className={category === active ? 'is-active' : ''}>
                <button
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${category}`}
                  aria-selected={category === active}
                  aria-controls={`${baseId}-panel`}
                  className="tab-button"
                  onClick={() => setActive(category)}
                >
                  <span className="is-capitalized">{category}</span>
                  <span className="tag is-rounded ml-2">{byCategory(category).length}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`}>
          {visible.length === 0 ? (
            <p className="has-text-grey">No {active} risks detected</p>
          ) : (
            <ul className="finding-list">
              {visible.map((finding) => (
                <li key={finding.id} className="finding">
                  <div className="finding-head">
                    <span className={RISK_BADGE_CLASS[finding.riskLevel]}>
                      {finding.riskLevel.toUpperCase()}
                    </span>
                    <h3 className="title is-6">{finding.title}</h3>
                  </div>
                  <p>{finding.description}</p>
                  {finding.fixUrl ? (
                    <a
                      className="button is-small is-link is-light mt-2"
                      href={finding.fixUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      One-Click Fix
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </article>
  );
}
