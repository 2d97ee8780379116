// `npm start`: builds the app if it has not been built, then serves app + API on one port
// (PORT, default 8787) with the embedded database in DATA_DIR (default ./data).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
  console.info('Building the app (first start)…');
  // Models and WASM for the image checks go to public/vendor/ before the build copies public/.
  const vendor = spawnSync(process.execPath, [path.join(root, 'scripts/copy-vendor.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (vendor.status !== 0) process.exit(vendor.status ?? 1);
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
