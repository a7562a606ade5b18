/**
 * Prints what the widget costs a host page and a visitor, from the build
 * (`VITE_USE_EMULATORS=true npm run build -w widget` first):
 * - the loader script's gzip size (goal ≤ 3.25 KB: 3 KB, and the ~0.17 KB that
 *   loads the chat ahead of the click, see README "Warming the chat"),
 * - the chat app's gzip JavaScript needed for the first paint: the entry
 *   chunk and its static imports from the Vite manifest, without the
 *   dynamic imports (Firebase, message kinds, other languages) (goal ≤ 120 KB).
 *
 *   npx tsx widget/bench/size.ts [--json]
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const GOALS = { loaderKb: 3.25, firstPaintKb: 120 };
const dist = resolve(import.meta.dirname, '../dist');

export function gzipKb(path: string): number {
  return gzipSync(readFileSync(path)).length / 1024;
}

/** Files the browser must load before the app can paint: the entry and its static imports. */
export function firstPaintFiles(manifest: Record<string, ManifestChunk>): {
  js: string[];
  css: string[];
} {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('No entry in the Vite manifest');
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(entry[0]);
  return { js: [...js], css: [...css] };
}

function main() {
  const manifestPath = resolve(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath) || !existsSync(resolve(dist, 'loader.js'))) {
    console.error('Build first: VITE_USE_EMULATORS=true npm run build -w widget');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const { js, css } = firstPaintFiles(manifest);
  const loaderKb = gzipKb(resolve(dist, 'loader.js'));
  const firstPaintKb = js.reduce((sum, file) => sum + gzipKb(resolve(dist, file)), 0);
  const cssKb = css.reduce((sum, file) => sum + gzipKb(resolve(dist, file)), 0);
  const lazyKb = Object.values(manifest)
    .filter((chunk) => !js.includes(chunk.file) && chunk.file.endsWith('.js'))
    .reduce((sum, chunk) => sum + gzipKb(resolve(dist, chunk.file)), 0);
  const result = {
    loaderGzipKb: round(loaderKb),
    firstPaintJsGzipKb: round(firstPaintKb),
    firstPaintCssGzipKb: round(cssKb),
    lazyJsGzipKb: round(lazyKb),
    firstPaintFiles: js,
  };
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  const mark = (value: number, goal: number) =>
    value <= goal ? `ok, goal ≤ ${goal} KB` : `OVER the ${goal} KB goal`;
  console.log(
    `loader.js                 ${result.loaderGzipKb} KB gzip (${mark(loaderKb, GOALS.loaderKb)})`,
  );
  console.log(
    `chat first-paint JS       ${result.firstPaintJsGzipKb} KB gzip (${mark(firstPaintKb, GOALS.firstPaintKb)}) in ${js.length} file(s)`,
  );
  console.log(`chat first-paint CSS      ${result.firstPaintCssGzipKb} KB gzip`);
  console.log(
    `loaded later (on demand)  ${result.lazyJsGzipKb} KB gzip JS: Firebase, message kinds, languages`,
  );
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

main();
