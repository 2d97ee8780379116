// Asks the browser to keep this app's data (IndexedDB) from eviction, once per device after
// sign-in, and remembers the answer so the UI can warn when storage is not persistent.
import { readSetting, SETTING_KEYS, writeSetting } from '../db/repos/settings.ts';

export const PERSISTENCE_SETTING = SETTING_KEYS.storagePersisted;

export async function requestPersistentStorage(): Promise<boolean | null> {
  if (!navigator.storage?.persist) return null;
  const known = await readSetting<boolean>(PERSISTENCE_SETTING);
  if (known === true) return true;
  const granted = (await navigator.storage.persisted()) || (await navigator.storage.persist());
  await writeSetting(PERSISTENCE_SETTING, granted);
  return granted;
}
