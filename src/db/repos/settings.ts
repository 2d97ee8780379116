// Device settings (key → value), e.g. whether persistent storage was granted.
import { db as appDb } from '../database.ts';
import type { FootprintDatabase } from '../schema.ts';

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
