// The 'Risk Report' card: one tab per category with a count badge ('No {category} risks detected'
// when empty); each finding shows an uppercase risk badge, its title and description, 'One-Click
// Fix' when a fix link exists, its evidence, and "Not me / dismiss" / "Mark as fixed". Findings
// the user set aside are listed below with an undo. Tabs follow the WAI-ARIA tabs pattern (arrow
// keys, Home/End); every panel is rendered (inactive ones hidden) so the printout has all three.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { findingKey, type SetAsideFinding } from '../../analysis/decisions.ts';
import { RISK_CATEGORIES, type RiskCategory, type RiskFinding } from '../../shared/tables.ts';
import { FindingItem } from './FindingItem.tsx';
import { useEvidencePlatforms } from '../../hooks/useEvidence.ts';
import { platformName } from './labels.ts';
import { RISK_BADGE_CLASS } from './riskStyles.ts';
import { CardHeader } from '../CardHeader.tsx';

const LEVEL_ORDER: Record<RiskFinding['riskLevel'], number> = {
  low: 0,
  medium: 1,
  high: 2,
  critical: 3,
};

interface RiskReportProps {
  findings: RiskFinding[];
  setAside: SetAsideFinding[];
  /** Findings marked fixed that a newer export still shows, by key, with that export's date. */
  reappeared: ReadonlyMap<string, string | null>;
  onDecide: (finding: RiskFinding, decision: 'dismissed' | 'fixed') => void;
  onUndo: (finding: Pick<RiskFinding, 'ruleId' | 'platform'>) => void;
}

export function RiskReport({ findings, setAside, reappeared, onDecide, onUndo }: RiskReportProps) {
  const [active, setActive] = useState<RiskCategory>('privacy');
  const baseId = useId();
  const tabRefs = useRef(new Map<RiskCategory, HTMLButtonElement>());
  // Only cross-platform findings need their evidence to name where they come from; one query for
  // all of them (a live query per card was the report's largest cost with thousands of findings).
  const evidencePlatforms = useEvidencePlatforms(
    findings.filter((f) => f.platform === 'multi').map((f) => f.id),
  );
  // Most severe first, then by rule, so the order is the same on every device and every load.
  const byCategory = (category: RiskCategory) =>
    findings
      .filter((f) => f.category === category)
      .sort(
        (a, b) =>
          LEVEL_ORDER[b.riskLevel] - LEVEL_ORDER[a.riskLevel] ||
          (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : a.platform < b.platform ? -1 : 1),
      );

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = RISK_CATEGORIES.indexOf(active);
    const last = RISK_CATEGORIES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const category = RISK_CATEGORIES[next]!;
    setActive(category);
    tabRefs.current.get(category)?.focus();
  };

  return (
    <article className="card risk-report" aria-labelledby={`${baseId}-title`}>
      <CardHeader id={`${baseId}-title`}>Risk Report</CardHeader>
      <div className="card-content">
        <div className="tabs is-boxed no-print">
          <ul role="tablist" aria-label="Risk categories">
            {RISK_CATEGORIES.map((category) => (
              <li key={category} className={category === active ? 'is-active' : ''} role="none">
                <button
                  type="button"
                  role="tab"
                  ref={(el) => {
                    if (el) tabRefs.current.set(category, el);
                    else tabRefs.current.delete(category);
                  }}
                  id={`${baseId}-tab-${category}`}
                  aria-selected={category === active}
                  aria-controls={`${baseId}-panel-${category}`}
                  tabIndex={category === active ? 0 : -1}
                  className="tab-button"
                  onClick={() => setActive(category)}
                  onKeyDown={onTabKey}
                >
                  <span className="is-capitalized">{category}</span>
                  <span className="tag is-rounded ml-2">{byCategory(category).length}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        {RISK_CATEGORIES.map((category) => {
          const visible = byCategory(category);
          return (
            <div
              key={category}
              role="tabpanel"
              id={`${baseId}-panel-${category}`}
              aria-labelledby={`${baseId}-tab-${category}`}
              hidden={category !== active}
              tabIndex={0}
              className="report-panel"
            >
              <h3 className="print-only title is-5 is-capitalized">{category}</h3>
              {visible.length === 0 ? (
                <p className="text-weak">No {category} risks detected</p>
              ) : (
                <ul className="finding-list">
                  {visible.map((finding) => (
                    <FindingItem
                      key={finding.id}
                      finding={finding}
                      reappeared={reappeared.get(findingKey(finding))}
                      evidencePlatforms={evidencePlatforms?.get(finding.id)}
                      onDecide={onDecide}
                    />
                  ))}
                </ul>
              )}
            </div>
          );
        })}
        {setAside.length > 0 ? (
          <section className="set-aside mt-5" aria-labelledby={`${baseId}-aside`}>
            <h3 id={`${baseId}-aside`} className="title is-6">
              Dismissed or fixed ({setAside.length})
            </h3>
            <p className="help mb-2">
              These stay out of your report, and out of your scores from your next scan on.
            </p>
            <ul className="set-aside-list">
              {setAside.map((item) => (
                <li key={item.key}>
                  <span className={RISK_BADGE_CLASS[item.riskLevel]}>
                    {item.riskLevel.toUpperCase()}
                  </span>{' '}
                  <span>{item.title}</span>{' '}
                  <span className="text-weak">
                    ({platformName(item.platform)},{' '}
                    {item.decision === 'dismissed' ? 'dismissed' : 'marked fixed'})
                  </span>{' '}
                  <button
                    type="button"
                    className="button is-small is-text no-print"
                    aria-label={`Undo: ${item.title}`}
                    onClick={() => onUndo(item)}
                  >
                    Undo
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
