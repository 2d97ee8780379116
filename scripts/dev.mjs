// `npm run dev`: the API server (restarting on change) and Vite's dev server, which proxies /api
// and /auth to it. Open the address Vite prints.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Vite serves public/vendor/ (image-check models and WASM) as it is; fill it first.
const vendor = spawnSync(process.execPath, [path.join(root, 'scripts/copy-vendor.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (vendor.status !== 0) process.exit(vendor.status ?? 1);
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'server/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    // Vite's address is where people reach the app (and where sign-in may return).
    env: { PUBLIC_ORIGIN: 'http://localhost:5173', ...process.env, STATIC_DIR: '' },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
