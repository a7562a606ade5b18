#!/usr/bin/env node
// Starts the emulator from its TypeScript sources. They are bundled with
// esbuild (which tsx ships) into node_modules/.cache on every start: that takes
// about 0.1 s and then loads in a fraction of the time tsx needs to transpile
// module by module, so the emulator is ready well within a second.
// Falls back to tsx when esbuild cannot be loaded.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const entry = join(here, '..', 'src', 'cli.ts');
const require = createRequire(import.meta.url);

async function bundled() {
  const { build } = await import('esbuild');
  const outfile = join(here, '..', 'node_modules', '.cache', 'vg-emulator', 'cli.mjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

let outfile;
try {
  outfile = await bundled();
} catch {
  outfile = undefined;
}
if (outfile) {
  process.setSourceMapsEnabled?.(true);
  await import(pathToFileURL(outfile).href);
} else {
  const tsx = join(dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsx, entry, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
}
