// "What changed since the previous scan": score deltas and the findings that are new, resolved,
// worse or better, from the engine's summary stored with the scan (scanData.changes). Findings no
// longer checked (platform disconnected, data gone) are listed apart: they are not resolved.
import type { ScanData } from '../../analysis/scanRecords.ts';
import { CHANGE_LABELS, platformName, signedDelta } from './labels.ts';
import { CardHeader } from '../CardHeader.tsx';

const CHANGE_TAG_CLASS = {
  new: 'tag is-danger is-light',
  worse: 'tag is-warning is-light',
  better: 'tag is-info is-light',
  resolved: 'tag is-success is-light',
  'not-checked': 'tag is-light',
} as const;

const SCORE_LABELS = [
  ['overall', 'Overall'],
  ['privacy', 'Privacy'],
  ['security', 'Security'],
  ['identity', 'Identity'],
] as const;

type Change = NonNullable<ScanData['changes']>['findings'][number];

function ChangeList({
  label,
  items,
  names,
}: {
  label: string;
  items: Change[];
  names: ReadonlyMap<string, string>;
}) {
  return (
    <ul className="finding-changes mt-3" aria-label={label}>
      {items.map((change) => (
        <li key={`${change.ruleId}@${change.platform}`}>
          <span className={CHANGE_TAG_CLASS[change.change]}>{CHANGE_LABELS[change.change]}</span>{' '}
          {names.get(change.ruleId) ?? change.ruleId} ({platformName(change.platform)})
          {change.from && change.to ? (
            <span className="text-weak">
              {' '}
              {change.from} → {change.to}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ScanChanges({ data }: { data: ScanData }) {
  const names = new Map(data.coverage.map((c) => [c.ruleId, c.name]));
  const changes = data.changes;
  const checked = changes?.findings.filter((c) => c.change !== 'not-checked') ?? [];
  const notChecked = changes?.findings.filter((c) => c.change === 'not-checked') ?? [];
  return (
    <article className="card scan-changes" aria-labelledby="scan-changes-title">
      <CardHeader id="scan-changes-title">What changed since the previous scan</CardHeader>
      <div className="card-content">
        {!changes ? (
          <p className="text-weak">This is your first scan. The next one will show what changed.</p>
        ) : (
          <>
            <ul className="score-deltas" aria-label="Score changes">
              {SCORE_LABELS.map(([key, label]) => {
                const delta = changes.scoreDelta[key];
                return (
                  <li key={key}>
                    <span>{label}</span>{' '}
                    <strong
                      className={delta > 0 ? 'delta-up' : delta < 0 ? 'delta-down' : 'delta-same'}
                    >
                      {signedDelta(delta)}
                    </strong>
                  </li>
                );
              })}
            </ul>
            {checked.length === 0 ? (
              <p className="text-weak mt-3">No finding is new, resolved or changed in level.</p>
            ) : (
              <ChangeList label="Finding changes" items={checked} names={names} />
            )}
            {notChecked.length > 0 ? (
              <>
                <p className="mt-3">
                  Not checked any more: the platform was disconnected or its data is gone, so these
                  are neither resolved nor counted, and the score changes above leave them out.
                </p>
                <ChangeList label="Not checked any more" items={notChecked} names={names} />
              </>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}
