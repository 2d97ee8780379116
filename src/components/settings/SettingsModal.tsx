// The Settings panel (a modal opened from the dashboard header): analytics on or off (shown off,
// and locked, while the browser sends Do Not Track), whether the email goes with analytics (off
// by default), the user's data (download, delete the account, delete this device's copy), the
// ledger of what left this device, a check
// for a new version of the app, and whether the browser promised to keep
// this app's data. Choices are saved on this device through the settings repository.
import { useId, useRef, useState } from 'react';
import type { AppSettings } from '../../hooks/useAppSettings.ts';
import { ANALYTICS_SENDS } from '../../shared/analytics.ts';
import { Modal } from '../Modal.tsx';
import { AccountDataSection } from './AccountDataSection.tsx';
import { NetworkLedgerSection } from './NetworkLedgerSection.tsx';
import { PasswordBreachCheck } from './PasswordBreachCheck.tsx';

const UPDATE_MESSAGES = {
  checking: 'Checking for a new version…',
  found: 'A new version is being installed: a prompt to reload appears when it is ready.',
  current: 'You have the latest version.',
  unavailable:
    'Could not check for updates here (offline, or this browser has no app updates). Try again later.',
} as const;

type UpdateStatus = keyof typeof UPDATE_MESSAGES | null;

interface SettingsModalProps {
  settings: AppSettings;
  /** The signed-in user, for the "Your data" section. */
  user: { id: string; email: string };
  onClose: () => void;
  onError: (message: string) => void;
}

export function SettingsModal({ settings, user, onClose, onError }: SettingsModalProps) {
  const ids = useId();
  const [update, setUpdate] = useState<UpdateStatus>(null);
  const [asking, setAsking] = useState(false);
  // A choice shows at once (the saved value is read back from the device a moment later) and
  // falls back to the saved value when it could not be saved.
  const [choosing, setChoosing] = useState<{ enabled?: boolean; includeEmail?: boolean }>({});
  const { storagePersisted } = settings;
  const analytics = settings.analytics && { ...settings.analytics, ...choosing };
  const locked = analytics === undefined || analytics.doNotTrack;
  const analyticsOn = analytics !== undefined && analytics.enabled && !analytics.doNotTrack;

  const choose = (choice: 'enabled' | 'includeEmail', on: boolean) => {
    setChoosing((current) => ({ ...current, [choice]: on }));
    const write =
      choice === 'enabled' ? settings.setAnalyticsEnabled(on) : settings.setIncludeEmail(on);
    write.catch(() => {
      // Back to the saved value, and say why.
      setChoosing((current) => {
        const { [choice]: _failed, ...rest } = current;
        return rest;
      });
      onError('Footprint could not save this setting on the device. Try again.');
    });
  };

  const storageStatus = useRef<HTMLParagraphElement>(null);

  // Busy buttons stay enabled (a disabled button would drop the keyboard focus out of the
  // dialog); a second press while busy does nothing.
  const checkForUpdate = async () => {
    if (update === 'checking') return;
    setUpdate('checking');
    setUpdate(await settings.checkForUpdate());
  };

  const askToKeep = async () => {
    if (asking) return;
    setAsking(true);
    try {
      // Granted: the button goes away, so the answer takes the focus.
      if (await settings.requestPersistence()) storageStatus.current?.focus();
    } catch {
      onError('The browser could not be asked right now. Try again.');
    } finally {
      setAsking(false);
    }
  };

  return (
    <Modal title="Settings" onClose={onClose}>
      <fieldset className="settings-group mb-5" aria-describedby={`${ids}-analytics-help`}>
        <legend className="title is-6 mb-2">Analytics</legend>
        <p id={`${ids}-analytics-help`} className="help mb-2">
          Page views only (the path, never what is on the page), to see which parts of Footprint are
          used.
          {analytics?.refusedBy
            ? ` Off because your browser asks sites not to track you (${analytics.refusedBy}).`
            : ''}
        </p>
        <p className="help mb-2">
          {analyticsOn ? 'On. ' : 'Off: nothing is sent. '}
          {ANALYTICS_SENDS}
          {analytics?.includeEmail && analyticsOn ? ' Your email goes with them.' : ''}
        </p>
        <label className="checkbox is-block mb-2">
          <input
            type="checkbox"
            checked={analyticsOn}
            disabled={locked}
            onChange={(event) => choose('enabled', event.target.checked)}
          />{' '}
          Send usage analytics
        </label>
        <label className="checkbox is-block">
          <input
            type="checkbox"
            checked={analytics?.includeEmail === true}
            disabled={locked || !analyticsOn}
            onChange={(event) => choose('includeEmail', event.target.checked)}
          />{' '}
          Include my email in analytics
        </label>
      </fieldset>

      <AccountDataSection user={user} onError={onError} />

      <NetworkLedgerSection />

      <section className="settings-group mb-5" aria-labelledby={`${ids}-update`}>
        <h3 id={`${ids}-update`} className="title is-6 mb-2">
          App version
        </h3>
        <button
          type="button"
          className={`button is-small ${update === 'checking' ? 'is-loading' : ''}`}
          aria-busy={update === 'checking'}
          onClick={() => void checkForUpdate()}
        >
          Check for app update
        </button>
        <p className="help" role="status">
          {update ? UPDATE_MESSAGES[update] : ''}
        </p>
      </section>

      <PasswordBreachCheck />

      <section className="settings-group" aria-labelledby={`${ids}-storage`}>
        <h3 id={`${ids}-storage`} className="title is-6 mb-2">
          Storage on this device
        </h3>
        <p className="mb-2" role="status" ref={storageStatus} tabIndex={-1}>
          {storagePersisted === undefined
            ? 'Checking…'
            : storagePersisted === true
              ? 'Kept: the browser promised not to clear Footprint’s data on this device.'
              : storagePersisted === false
                ? 'Not guaranteed: the browser may clear Footprint’s data when space runs low. Changes not yet synced would be lost.'
                : 'This browser does not say whether it keeps Footprint’s data.'}
        </p>
        {storagePersisted === false ? (
          <button
            type="button"
            className={`button is-small ${asking ? 'is-loading' : ''}`}
            aria-busy={asking}
            onClick={() => void askToKeep()}
          >
            Ask the browser to keep my data
          </button>
        ) : null}
      </section>
    </Modal>
  );
}
