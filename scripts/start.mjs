#!/usr/bin/env node
// `npm start`: installs dependencies on a fresh machine, then starts the
// whole platform offline (see emulator/stack/main.ts).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'node_modules/.bin/tsx'))) {
  console.log('Installing dependencies (npm ci)…');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const child = spawn(
  join(root, 'node_modules/.bin/tsx'),
  [join(root, 'emulator/stack/main.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// Ctrl-C reaches the child through the terminal; wait for its clean stop.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
