// One platform in the Connected Platforms card, in the state its import record says: not
// connected, importing (progress and "Cancel import" from this tab's worker, or indeterminate when
// another tab runs it), connected (export date and what the export held), or failed (the reason
// and a retry). Invariant: "Connected" is shown only for a stored, finished import — never assumed.
import type { Ref } from 'react';
import type { LiveImport } from '../../flows/importFlow.ts';
import type { ImportRecord } from '../../hooks/useImports.ts';
import type { PlatformInfo } from '../../shared/platforms.ts';
import { ProgressBar } from '../ProgressBar.tsx';
import {
  describeCounts,
  formatBytes,
  formatExportDate,
  progressText,
  unreadFilesText,
} from './importSummary.ts';

/** Files listed in a row; an export with thousands of unread videos lists the first ones. */
const UNREAD_FILES_SHOWN = 200;

interface PlatformRowProps {
  platform: PlatformInfo;
  record: ImportRecord | undefined;
  live: LiveImport | null;
  onConnect: () => void;
  onDisconnect: () => void;
  /** Cancels this tab's import of the platform (offered only while `live`). */
  onCancel: () => void;
  /** The row takes focus when the dialog that acted on it closes. */
  rowRef?: Ref<HTMLLIElement>;
}

export function PlatformRow({
  platform,
  record,
  live,
  onConnect,
  onDisconnect,
  onCancel,
  rowRef,
}: PlatformRowProps) {
  const nameId = `platform-${platform.id}-name`;
  const importing = live !== null || record?.status === 'importing';
  const state = importing ? 'importing' : (record?.status ?? 'none');

  return (
    <li
      ref={rowRef}
      tabIndex={-1}
      className="platform-row"
      aria-labelledby={nameId}
      data-state={state}
    >
      <span className="platform-dot" style={{ background: platform.colour }} aria-hidden="true" />
      <div className="platform-main">
        <p className="platform-title">
          <span id={nameId} className="platform-name">
            {platform.name}
          </span>
          <StatusTag state={state} />
        </p>
        {state === 'importing' ? <Importing platform={platform} live={live} /> : null}
        {state === 'ready' && record ? <Connected record={record} /> : null}
        {state === 'failed' && record ? (
          <p className="platform-detail platform-failure is-size-7">
            {record.failureMessage ?? 'The import failed.'}
          </p>
        ) : null}
      </div>
      <div className="platform-actions">
        {state === 'importing' && live ? (
          <button
            type="button"
            className="button is-small"
            aria-label={`${live.stage === 'canceling' ? 'Canceling import of' : 'Cancel import of'} ${platform.name}`}
            disabled={live.stage === 'canceling'}
            onClick={onCancel}
          >
            {live.stage === 'canceling' ? 'Canceling…' : 'Cancel import'}
          </button>
        ) : state === 'ready' ? (
          <>
            <button
              type="button"
              className="button is-small"
              aria-label={`Update ${platform.name} with a newer export`}
              onClick={onConnect}
            >
              Update
            </button>
            <button
              type="button"
              className="button is-small"
              aria-label={`Disconnect ${platform.name}`}
              onClick={onDisconnect}
            >
              Disconnect
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button is-small is-primary"
            aria-label={`${state === 'failed' ? 'Retry' : state === 'importing' ? 'Importing' : 'Connect'} ${platform.name}`}
            disabled={state === 'importing'}
            onClick={onConnect}
          >
            {state === 'failed' ? 'Retry' : state === 'importing' ? 'Importing…' : 'Connect'}
          </button>
        )}
      </div>
    </li>
  );
}

function StatusTag({ state }: { state: 'none' | ImportRecord['status'] }) {
  switch (state) {
    case 'ready':
      return <span className="tag is-success is-light">Connected</span>;
    case 'importing':
      return <span className="tag is-info is-light">Importing</span>;
    case 'failed':
      return <span className="tag is-danger is-light">Import failed</span>;
    default:
      return <span className="platform-status">Not connected</span>;
  }
}

function Importing({ platform, live }: { platform: PlatformInfo; live: LiveImport | null }) {
  const value = live && live.total !== null ? live.done : null;
  return (
    <div className="platform-detail">
      <ProgressBar
        value={value}
        max={live?.total ?? undefined}
        label={`Importing ${platform.name}`}
      />
      <p className="is-size-7">{live ? progressText(live) : 'Importing in another tab…'}</p>
    </div>
  );
}

function Connected({ record }: { record: ImportRecord }) {
  const date = formatExportDate(record.exportDate);
  const counts = describeCounts(record.stats);
  const unread = unreadFilesText(record.unreadFiles);
  return (
    <div className="platform-detail">
      <p className="is-size-7">
        {date ? `Export of ${date}` : 'The export does not say when it was made'} ·{' '}
        <span className="platform-file">{record.fileName}</span>
      </p>
      <p className="is-size-7">
        {counts.length > 0
          ? counts.join(' · ')
          : 'Nothing Footprint reads was found in this export.'}
      </p>
      {record.errors.length > 0 ? (
        <details className="is-size-7">
          <summary>
            {record.errors.length === 1
              ? '1 file could not be read'
              : `${record.errors.length} files could not be read`}
          </summary>
          <ul>
            {record.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {unread ? (
        <details className="is-size-7 platform-unread">
          <summary>{unread}</summary>
          <ul>
            {(record.unreadFiles ?? []).slice(0, UNREAD_FILES_SHOWN).map((file) => (
              <li key={file.path}>
                <span className="platform-file">{file.path}</span> ({formatBytes(file.size)}):{' '}
                {file.why}
              </li>
            ))}
          </ul>
          {(record.unreadFiles ?? []).length > UNREAD_FILES_SHOWN ? (
            <p>
              …and {(record.unreadFiles ?? []).length - UNREAD_FILES_SHOWN} more (the command
              line&apos;s <code>import</code> lists them all).
            </p>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}
