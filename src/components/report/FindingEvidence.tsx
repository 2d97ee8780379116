// The evidence behind one finding (where in the export, and a short excerpt), read live from the
// device's local-only table. It may hold personal data: it is shown here and in the user's own
// export, and never logged or synced.
import { useEvidence } from '../../hooks/useEvidence.ts';
import { platformName } from './labels.ts';

export function FindingEvidence({ findingId, id }: { findingId: string; id: string }) {
  const evidence = useEvidence(findingId);
  if (evidence === undefined)
    return (
      <div id={id} className="finding-evidence" aria-busy="true">
        Loading evidence…
      </div>
    );
  if (evidence.length === 0)
    return (
      <div id={id} className="finding-evidence">
        <p className="text-weak">
          No evidence is stored on this device for this finding (the scan ran on another device).
        </p>
      </div>
    );
  return (
    <div id={id} className="finding-evidence">
      <ul aria-label="Evidence">
        {evidence.map((item, index) => (
          <li key={index}>
            <p className="evidence-label">{item.label}</p>
            {item.excerpt ? (
              <blockquote className="evidence-excerpt">{item.excerpt}</blockquote>
            ) : null}
            <p className="evidence-source">
              {item.platform === 'web' ? (
                item.source
              ) : (
                <>
                  {platformName(item.platform)} export, <code>{item.source}</code>
                </>
              )}
              {item.at ? <>, {new Date(item.at).toLocaleDateString()}</> : null}
              {item.url ? (
                <>
                  {' '}
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    Open to check
                  </a>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
