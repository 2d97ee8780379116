// Device settings (key → value): the user's choices in the Settings panel and what the device
// learnt (whether persistent storage was granted). Every key the app uses is named here.
import { db as appDb } from '../database.ts';
import type { FootprintDatabase } from '../schema.ts';

export const SETTING_KEYS = {
  /** false when the user turned analytics off (on by default; Do Not Track overrides it). */
  analyticsEnabled: 'analytics.enabled',
  /** true when the user allowed their email in analytics events (off by default). */
  analyticsIncludeEmail: 'analytics.includeEmail',
  /** The browser's answer to the persistent-storage request. */
  storagePersisted: 'storage.persisted',
} as const;

export async function readSetting<T>(
  key: string,
  db: FootprintDatabase = appDb,
): Promise<T | undefined> {
  const record = await db.settings.get(key);
  return record?.value as T | undefined;
}

export async function writeSetting(
  key: string,
  value: unknown,
  db: FootprintDatabase = appDb,
): Promise<void> {
  await db.settings.put({ key, value });
}
