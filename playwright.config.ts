// End-to-end tests: Debian's Chromium drives the production build served by the real server with
// a fresh embedded database, so offline and service-worker behaviour is what users get.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { writeUsernameSiteFile } from './e2e/fixtures/usernameSites.ts';

const PORT = Number(process.env.E2E_PORT ?? 4391);
/** The e2e server's data folder; specs read mailed links from its mail/ folder. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `footprint-e2e-${PORT}`);
const DATA_DIR = E2E_DATA_DIR;
/** usernames.spec.ts serves its username site set here; the server reads the list at start. */
// Far from the e2e ports (which sit next to each other when several suites run side by side).
export const E2E_USERNAME_SITES_PORT = Number(process.env.E2E_USERNAME_SITES_PORT ?? PORT + 1000);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Instant colour changes and no animation: screenshots and contrast checks see final states.
    reducedMotion: 'reduce',
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      // Short access tokens, so auth.spec.ts sees real expiry and refresh within a test.
      ACCESS_TOKEN_TTL_S: '20',
      // profile.spec.ts serves a "public profile" page on loopback for the data service to read.
      DATA_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1',
      // The suite signs up a fresh account in most tests, all from 127.0.0.1.
      SIGNUPS_PER_IP_PER_HOUR: '1000',
      USERNAME_SITES_FILE: writeUsernameSiteFile(E2E_USERNAME_SITES_PORT),
      USERNAME_SITE_TIMEOUT_MS: '3000',
    },
  },
});
