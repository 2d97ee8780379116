// One finding in the Risk Report: uppercase risk badge, title, description, 'One-Click Fix' when a
// fix link exists, the evidence behind it on demand, and the user's two decisions on it.
// On a phone the card is collapsed to one line of badge, title and platform and two lines of
// description; its actions wait behind one "…" button (styles.css hides it on wider screens, where
// everything shows at once). Printing always shows the full card with the fix's address.
import { useId, useState } from 'react';
import type { RiskFinding } from '../../shared/tables.ts';
import { FindingEvidence } from './FindingEvidence.tsx';
import { findingSource } from './labels.ts';
import { RISK_BADGE_CLASS } from './riskStyles.ts';

interface FindingItemProps {
  finding: RiskFinding;
  /** The user marked it fixed before this scan, and a newer export still shows it. */
  /** Marked fixed, yet a newer export still shows it: that export's date (null: unknown). */
  reappeared: string | null | undefined;
  /**
   * Platforms of this finding's evidence, read for a cross-platform one; undefined while loading
   * or when this device holds none (findingSource then says "Across platforms").
   */
  evidencePlatforms: readonly string[] | undefined;
  onDecide: (finding: RiskFinding, decision: 'dismissed' | 'fixed') => void;
}

export function FindingItem({
  finding,
  reappeared,
  evidencePlatforms,
  onDecide,
}: FindingItemProps) {
  const [showEvidence, setShowEvidence] = useState(false);
  const [open, setOpen] = useState(false);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const evidenceId = `${baseId}-evidence`;
  const actionsId = `${baseId}-actions`;
  return (
    <li className={open ? 'finding is-open' : 'finding'} aria-labelledby={titleId}>
      <div className="finding-head">
        <span className={RISK_BADGE_CLASS[finding.riskLevel]}>
          {finding.riskLevel.toUpperCase()}
        </span>
        <h3 id={titleId} className="title is-6">
          {finding.title}
        </h3>
        <span className="finding-platform">
          {findingSource(finding.platform, evidencePlatforms)}
        </span>
        <button
          type="button"
          className="button is-small is-white finding-more no-print"
          aria-expanded={open}
          aria-controls={actionsId}
          aria-label={open ? 'Show less' : 'Show more and actions'}
          aria-describedby={titleId}
          onClick={() => setOpen((was) => !was)}
        >
          <span aria-hidden="true">…</span>
        </button>
      </div>
      {reappeared !== undefined ? (
        <p className="help is-warning-text">
          You marked this fixed, but it is still there in your export
          {reappeared
            ? ` of ${new Date(reappeared).toLocaleDateString([], { dateStyle: 'long' })}`
            : ''}
          .
        </p>
      ) : null}
      <p className="finding-description">{finding.description}</p>
      <div id={actionsId} className="buttons finding-actions mt-2">
        {finding.fixUrl ? (
          <a
            className="button is-small is-link is-light finding-fix"
            href={finding.fixUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            One-Click Fix
          </a>
        ) : null}
        <button
          type="button"
          className="button is-small no-print"
          aria-expanded={showEvidence}
          aria-controls={showEvidence ? evidenceId : undefined}
          aria-describedby={titleId}
          onClick={() => setShowEvidence((open) => !open)}
        >
          {showEvidence ? 'Hide evidence' : 'Show evidence'}
        </button>
        <button
          type="button"
          className="button is-small no-print"
          aria-describedby={titleId}
          onClick={() => onDecide(finding, 'dismissed')}
        >
          Not me / dismiss
        </button>
        <button
          type="button"
          className="button is-small no-print"
          aria-describedby={titleId}
          onClick={() => onDecide(finding, 'fixed')}
        >
          Mark as fixed
        </button>
      </div>
      {showEvidence ? <FindingEvidence findingId={finding.id} id={evidenceId} /> : null}
    </li>
  );
}
