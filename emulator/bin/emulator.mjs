#!/usr/bin/env node
// Runs the TypeScript sources through tsx, so the emulator needs no build step.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const tsx = join(dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
const child = spawn(
  process.execPath,
  [tsx, join(here, '..', 'src', 'cli.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
