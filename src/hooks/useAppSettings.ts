// The Settings panel's state and actions: the analytics choices (live from the device's settings,
// written through the settings repository), whether Do Not Track or Global Privacy Control turns
// analytics off anyway,
// whether the browser promised to keep this app's data (and asking it to), and checking for a
// new version of the app.
import { useLiveQuery } from 'dexie-react-hooks';
import { browserRefusesTracking } from '../shared/privacySignals.ts';
import { useCallback } from 'react';
import { readSetting, SETTING_KEYS, writeSetting } from '../db/repos/settings.ts';
import { requestPersistentStorage } from '../pwa/persistentStorage.ts';
import { checkForAppUpdate, type UpdateCheck } from '../pwa/registerServiceWorker.ts';

export interface AnalyticsChoices {
  /** The user's own choice (on unless turned off). */
  enabled: boolean;
  /** Do Not Track or Global Privacy Control is on: nothing is collected whatever the choice. */
  doNotTrack: boolean;
  /** Which of the two it is (null when neither). */
  refusedBy: ReturnType<typeof browserRefusesTracking>;
  includeEmail: boolean;
}

/** The analytics choices, live; undefined while loading. */
export function useAnalyticsChoices(): AnalyticsChoices | undefined {
  return useLiveQuery(async () => {
    const [enabled, includeEmail] = await Promise.all([
      readSetting<boolean>(SETTING_KEYS.analyticsEnabled),
      readSetting<boolean>(SETTING_KEYS.analyticsIncludeEmail),
    ]);
    return {
      enabled: enabled !== false,
      includeEmail: includeEmail === true,
      doNotTrack: browserRefusesTracking() != null,
      refusedBy: browserRefusesTracking(),
    };
  }, []);
}

export interface AppSettings {
  analytics: AnalyticsChoices | undefined;
  setAnalyticsEnabled(on: boolean): Promise<void>;
  setIncludeEmail(on: boolean): Promise<void>;
  /** true: kept; false: the browser may clear it; null: the browser cannot say; undefined: loading. */
  storagePersisted: boolean | null | undefined;
  requestPersistence(): Promise<boolean | null>;
  checkForUpdate(): Promise<UpdateCheck>;
}

export function useAppSettings(): AppSettings {
  const analytics = useAnalyticsChoices();
  const storagePersisted = useLiveQuery(async () => {
    const value = await readSetting<boolean>(SETTING_KEYS.storagePersisted);
    return typeof value === 'boolean' ? value : null;
  }, []);
  const setAnalyticsEnabled = useCallback(
    (on: boolean) => writeSetting(SETTING_KEYS.analyticsEnabled, on),
    [],
  );
  const setIncludeEmail = useCallback(
    (on: boolean) => writeSetting(SETTING_KEYS.analyticsIncludeEmail, on),
    [],
  );
  return {
    analytics,
    setAnalyticsEnabled,
    setIncludeEmail,
    storagePersisted,
    requestPersistence: requestPersistentStorage,
    checkForUpdate: checkForAppUpdate,
  };
}
