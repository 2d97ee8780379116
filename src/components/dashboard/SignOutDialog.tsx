// Sign Out, asked before it deletes anything a person may want: writes not yet on their account
// (sync them now, keep them on this device for their next sign-in here, or discard them) and the
// exports imported on this device (removed unless kept, as a shared device needs).
// Invariant: nothing is deleted without a choice made here; closing the dialog signs no one out.
import { useId, useState } from 'react';
import { hasPendingWork, type PendingWork } from '../../db/repos/outbox.ts';
import type { SignOutKeep } from '../../db/repos/scans.ts';
import { Modal } from '../Modal.tsx';
import { describeRefused, isPlural, notOnAccountYet } from '../syncStatus/syncStatusText.ts';

interface SignOutDialogProps {
  work: PendingWork;
  importedPlatforms: string[];
  /** Platforms whose import is running now: signing out stops it and stores nothing of it. */
  importing: string[];
  online: boolean;
  onSyncNow: () => void;
  onSignOut: (keep: SignOutKeep) => void;
  onCancel: () => void;
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function SignOutDialog({
  work,
  importedPlatforms,
  importing,
  online,
  onSyncNow,
  onSignOut,
  onCancel,
}: SignOutDialogProps) {
  const [keepImports, setKeepImports] = useState(false);
  const [syncRequested, setSyncRequested] = useState(false);
  const keepImportsId = useId();
  const pending = hasPendingWork(work);
  const waiting = work.scans + work.findings > 0;
  const exports = importedPlatforms.length === 1 ? 'export' : 'exports';

  const signOut = (pendingWork: boolean) => onSignOut({ pendingWork, imports: keepImports });

  return (
    <Modal
      title="Sign out"
      role="alertdialog"
      onClose={onCancel}
      footer={
        <div className="buttons sign-out-choices">
          {pending ? (
            <>
              {waiting && online ? (
                <button
                  type="button"
                  className="button is-link"
                  disabled={syncRequested}
                  onClick={() => {
                    setSyncRequested(true);
                    onSyncNow();
                  }}
                >
                  {syncRequested ? 'Syncing…' : 'Sync now'}
                </button>
              ) : null}
              <button type="button" className="button is-primary" onClick={() => signOut(true)}>
                Keep on this device and sign out
              </button>
              <button type="button" className="button is-danger" onClick={() => signOut(false)}>
                Discard and sign out
              </button>
            </>
          ) : (
            <button type="button" className="button is-primary" onClick={() => signOut(false)}>
              Sign Out
            </button>
          )}
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      }
    >
      {pending ? (
        <div className="content">
          {waiting ? (
            <p>
              <strong>{notOnAccountYet(work)}.</strong>{' '}
              {online
                ? `Sync now to send ${isPlural(work) ? 'them' : 'it'} to your account before you sign out.`
                : `You are offline, so ${isPlural(work) ? 'they' : 'it'} cannot be sent now.`}
            </p>
          ) : (
            <p>All your scans are on your account.</p>
          )}
          {work.refused > 0 ? (
            <p>{describeRefused(work.refused)}; it is not on your account either.</p>
          ) : null}
          <p>
            <strong>Keep on this device</strong> holds it here for you alone (another person signing
            in here neither sees it nor sends it) and sends it to your account the next time you
            sign in on this device. <strong>Discard</strong> deletes it for good.
          </p>
        </div>
      ) : (
        <p>Everything you did is on your account.</p>
      )}
      {importing.length > 0 ? (
        <p className="mt-3">
          <strong>
            The {listNames(importing)} import {importing.length === 1 ? 'is' : 'are'} still running.
          </strong>{' '}
          Signing out now stops it, and nothing of it is stored.
        </p>
      ) : null}
      {importedPlatforms.length > 0 ? (
        <div className="field mt-4">
          <p>
            Your imported {listNames(importedPlatforms)} {exports}{' '}
            {importedPlatforms.length === 1 ? 'is' : 'are'} removed from this device when you sign
            out, so the next person using it cannot read{' '}
            {importedPlatforms.length === 1 ? 'it' : 'them'}. Keep{' '}
            {importedPlatforms.length === 1 ? 'it' : 'them'} only if this device is yours alone.
          </p>
          <label className="checkbox" htmlFor={keepImportsId}>
            <input
              id={keepImportsId}
              type="checkbox"
              checked={keepImports}
              onChange={(event) => setKeepImports(event.target.checked)}
            />{' '}
            Keep my imported {exports} on this device
          </label>
        </div>
      ) : null}
    </Modal>
  );
}
