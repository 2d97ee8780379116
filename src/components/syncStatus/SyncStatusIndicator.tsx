// The sync status the user sees on the dashboard: one quiet line (what is saved where, and when it
// last synced) that expands on tap to the details; a storage warning and changes the server
// refused, each with Retry and Discard, always show because they need the person's decision.
import { useId, useState } from 'react';
import { useSyncActions } from '../../hooks/useSyncActions.ts';
import { useSyncStatus } from '../../hooks/useSyncStatus.ts';
import { Icon } from '../Icon.tsx';
import { evictionWarning, summarizeSync } from './syncStatusText.ts';

export function SyncStatusIndicator({ userId }: { userId: string }) {
  const view = useSyncStatus(userId);
  const actions = useSyncActions();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (!view) return null;
  const now = Date.now();
  const summary = summarizeSync(view, now);
  const warning = evictionWarning(view, now);

  const act = async (id: number, action: (id: number) => Promise<void>) => {
    setBusyId(id);
    try {
      await action(id);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className={`sync-status is-${summary.tone}`} aria-label="Sync status">
      <button
        type="button"
        className="sync-status-line"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="sync-status-dot" aria-hidden="true" />
        <span aria-live="polite">
          {summary.headline}
          {summary.when ? ` · ${summary.when}` : ''}
        </span>
        <span className="sync-status-more">{open ? 'Less' : 'Details'}</span>
      </button>
      {open ? (
        <div id={detailsId} className="sync-status-details">
          <p>
            {view.online ? 'This device is online.' : 'This device is offline.'}
            {summary.detail ? ` ${summary.detail}` : ''}
          </p>
        </div>
      ) : null}
      {warning ? (
        <p className="mt-2">
          <Icon name="alert" /> {warning}
        </p>
      ) : null}
      {view.refused.length > 0 ? (
        <div className="mt-3">
          <p>
            <strong>
              The server refused{' '}
              {view.refused.length === 1 ? 'a change' : `${view.refused.length} changes`}.
            </strong>{' '}
            Retry it, or discard it to keep what your account already has.
          </p>
          <ul className="sync-refused">
            {view.refused.map((item) => (
              <li key={item.id} className="sync-refused-item">
                <span>
                  {item.changes === 1 ? 'Refused' : `Refused (${item.changes} changes)`}:{' '}
                  {item.what} — {item.message}
                </span>
                <span className="buttons are-small">
                  <button
                    type="button"
                    className="button is-small"
                    disabled={busyId === item.id}
                    onClick={() => void act(item.id, actions.retryRefused)}
                  >
                    Retry
                  </button>
                  <button
                    type="button"
                    className="button is-small is-danger is-light"
                    disabled={busyId === item.id}
                    onClick={() => void act(item.id, actions.discardRefused)}
                  >
                    Discard
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
