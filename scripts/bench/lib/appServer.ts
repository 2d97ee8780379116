// What the browser benchmarks share: the production build (made when it is missing or older than
// the sources, see buildFreshness.ts, or when BENCH_BUILD=1), the real server in a child process
// with a throwaway data folder, and a new user signed up through the hosted login page, as a
// person would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { buildIsStale } from './buildFreshness.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
// Generous: on a busy machine tsx's first transform of the server alone has taken over a minute.
const SERVER_START_TIMEOUT_MS = 180_000;

export function ensureBuilt(): void {
  const built = path.join(ROOT, 'dist', 'index.html');
  if (process.env.BENCH_BUILD !== '1' && !buildIsStale(ROOT, built)) return;
  const build = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) throw new Error('vite build failed');
}

/** Starts `server/main.ts` on 127.0.0.1:`port` and resolves once /api/health answers. */
export async function startAppServer(port: number, dataDir: string): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`server did not start within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

/** Signs a new user up on the hosted page and waits for the dashboard. */
export async function signUpNewUser(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Scan My Digital Footprint' }).click();
  await page
    .getByRole('region', { name: 'Sign in' })
    .getByRole('button', { name: 'Create an account' })
    .click();
  const form = page.getByRole('region', { name: 'Create your account' });
  await form
    .getByLabel('Email')
    .fill(`bench-${crypto.randomBytes(4).toString('hex')}@example.test`);
  await form.getByLabel('Password').fill('bench password 42');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible({ timeout: 30_000 });
}
