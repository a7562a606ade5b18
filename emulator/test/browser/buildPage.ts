import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const appDir = join(dirname(fileURLToPath(import.meta.url)), 'app');

/** Builds the test page with Vite into a fresh temporary folder; returns the folder. */
export async function buildPage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'emulator-browser-page-'));
  await build({
    root: appDir,
    configFile: false,
    logLevel: 'warn',
    base: './',
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'es2022',
      reportCompressedSize: false,
    },
  });
  return outDir;
}
