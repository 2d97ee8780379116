// Settings → "Your data": download everything (the server's copy and this device's in one file),
// delete the account (server and this device), or delete everything on this device only.
// Deleting the account says what goes, asks for the password (or a fresh sign-in for accounts
// without one), needs the email typed, and works only online, saying so when offline.
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/AuthProvider.tsx';
import { notify } from '../../app/notify.ts';
import { useAccountData } from '../../hooks/useAccountData.ts';
import { useOnline } from '../../hooks/useOnline.ts';
import { downloadJson } from '../downloadFile.ts';

export const ACCOUNT_DELETED_TOAST =
  'Your account and its data were deleted from the server and from this device.';
export const DEVICE_WIPED_TOAST = 'Everything Footprint kept on this device was deleted.';

interface AccountDataSectionProps {
  user: { id: string; email: string };
  onError: (message: string) => void;
}

type Open = 'none' | 'account' | 'device';

export function AccountDataSection({ user, onError }: AccountDataSectionProps) {
  const ids = useId();
  const online = useOnline();
  const navigate = useNavigate();
  const { login } = useAuth();
  const actions = useAccountData(user.id);
  const [open, setOpen] = useState<Open>('none');
  const [busy, setBusy] = useState<'download' | 'account' | 'device' | null>(null);
  const [password, setPassword] = useState('');
  const [typedEmail, setTypedEmail] = useState('');
  const [problem, setProblem] = useState<{ message: string; signInAgain: boolean } | null>(null);
  const emailMatches = typedEmail.trim().toLowerCase() === user.email.toLowerCase();

  const download = async () => {
    if (busy) return;
    setBusy('download');
    try {
      const data = await actions.collectMyData();
      downloadJson(`footprint-my-data-${data.exportedAt.slice(0, 10)}.json`, data);
      if (data.serverMissing) notify.info(data.serverMissing);
    } catch (error) {
      onError(
        error instanceof Error && error.message
          ? error.message
          : 'Your data could not be gathered. Try again.',
      );
    } finally {
      setBusy(null);
    }
  };

  const deleteAccount = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !online || !emailMatches) return;
    setBusy('account');
    setProblem(null);
    try {
      await actions.deleteMyAccount(password === '' ? null : password);
      notify.success(ACCOUNT_DELETED_TOAST);
      navigate('/', { replace: true });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      setProblem({
        message: error instanceof Error ? error.message : 'The account could not be deleted.',
        signInAgain: code === 'REAUTHENTICATION_NEEDED' && password === '',
      });
      setBusy(null);
    }
  };

  const wipeDevice = async () => {
    if (busy) return;
    setBusy('device');
    try {
      await actions.deleteEverythingOnDevice();
      notify.success(DEVICE_WIPED_TOAST);
      // The database is gone: a fresh start of the app opens an empty one.
      window.location.assign('/');
    } catch {
      onError(
        'Some data on this device could not be deleted. Close other Footprint tabs and try again.',
      );
      setBusy(null);
    }
  };

  return (
    <section className="settings-group mb-5" aria-labelledby={`${ids}-data`}>
      <h3 id={`${ids}-data`} className="title is-6 mb-2">
        Your data
      </h3>
      <p className="help mb-2">
        One file with what the server keeps for your account and what this device keeps (scan
        history, findings, import summaries, your decisions).
      </p>
      <p className="mb-2">
        <Link to="/privacy">How Footprint handles your data</Link>
      </p>
      <div className="buttons mb-2">
        <button
          type="button"
          className={`button is-small ${busy === 'download' ? 'is-loading' : ''}`}
          aria-busy={busy === 'download'}
          onClick={() => void download()}
        >
          Download my data
        </button>
        <button
          type="button"
          className="button is-small is-danger is-light"
          aria-expanded={open === 'account'}
          aria-controls={`${ids}-account`}
          onClick={() => setOpen(open === 'account' ? 'none' : 'account')}
        >
          Delete my account…
        </button>
        <button
          type="button"
          className="button is-small is-danger is-light"
          aria-expanded={open === 'device'}
          aria-controls={`${ids}-device`}
          onClick={() => setOpen(open === 'device' ? 'none' : 'device')}
        >
          Delete everything on this device…
        </button>
      </div>

      {open === 'account' ? (
        <form
          id={`${ids}-account`}
          className="box"
          aria-label="Delete my account"
          onSubmit={(event) => void deleteAccount(event)}
        >
          <p className="mb-2">
            This deletes, for good: your account, your synced scans and findings, stored files,
            messages and analytics on the server, and this account’s data on this device. Other
            devices are signed out. Download your data first if you want a copy.
          </p>
          <div className="field">
            <label className="label is-small" htmlFor={`${ids}-password`}>
              Password
            </label>
            <input
              id={`${ids}-password`}
              className="input is-small"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-describedby={`${ids}-password-help`}
            />
            <p id={`${ids}-password-help`} className="help">
              No password (you sign in with an email link or another account)? Leave it empty: a
              sign-in less than 5 minutes ago is needed instead.
            </p>
          </div>
          <div className="field">
            <label className="label is-small" htmlFor={`${ids}-email`}>
              Type your email ({user.email}) to confirm
            </label>
            <input
              id={`${ids}-email`}
              className="input is-small"
              type="email"
              autoComplete="off"
              value={typedEmail}
              onChange={(event) => setTypedEmail(event.target.value)}
            />
          </div>
          <p className="help is-danger" role="alert">
            {problem?.message ?? ''}
            {!online
              ? 'You are offline. Deleting your account needs the server: connect and try again.'
              : ''}
          </p>
          {problem?.signInAgain ? (
            <button type="button" className="button is-small mb-2" onClick={() => login()}>
              Sign in again
            </button>
          ) : null}
          <button
            type="submit"
            className={`button is-small is-danger ${busy === 'account' ? 'is-loading' : ''}`}
            aria-busy={busy === 'account'}
            aria-disabled={!online || !emailMatches}
          >
            Delete my account for good
          </button>
        </form>
      ) : null}

      {open === 'device' ? (
        <div id={`${ids}-device`} className="box">
          <p className="mb-2">
            This deletes everything Footprint keeps in this browser (imports, scans, findings,
            settings, changes not yet synced) and signs you out here. Your account and what was
            synced stay on the server.
          </p>
          <button
            type="button"
            className={`button is-small is-danger ${busy === 'device' ? 'is-loading' : ''}`}
            aria-busy={busy === 'device'}
            onClick={() => void wipeDevice()}
          >
            Delete everything on this device
          </button>
        </div>
      ) : null}
    </section>
  );
}
