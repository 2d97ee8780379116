// The e2e server has no SMTP_URL, so its mail lands as .eml files in DATA_DIR/mail; this reads the
// newest message to an address and the link in it.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';

const MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');

function messagesTo(email: string): string[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .sort()
    .map((name) => fs.readFileSync(path.join(MAIL_DIR, name), 'utf8'))
    .filter((raw) => raw.includes(`To: ${email}`));
}

/** Waits for the `count`-th message to `email` and returns the link it carries. */
export async function linkMailedTo(email: string, count = 1): Promise<string> {
  await expect
    .poll(() => messagesTo(email).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  const message = messagesTo(email)[count - 1]!;
  const raw = message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https?:\/\/[^\s"<>]+/.exec(raw);
  if (!match) throw new Error('no link in the message');
  return match[0];
}
