// Device settings (key → value), e.g. whether persistent storage was granted.
import { db } from '../database.ts';

export async function readSetting<T>(key: string): Promise<T | undefined> {
  const record = await db.settings.get(key);
  return record?.value as T | undefined;
}

export async function writeSetting(key: string, value: unknown): Promise<void> {
  await db.settings.put({ key, value });
}
