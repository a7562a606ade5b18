#!/usr/bin/env node
// `npm run bench -w web`: gzip size of the JavaScript a first visit downloads,
// for the public entry (login) and for the signed-in agent list, read from
// the Vite manifest of `npm run build -w web`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

function gzipKb(keys) {
  let bytes = 0;
  for (const key of keys) bytes += gzipSync(readFileSync(join(dist, manifest[key].file))).length;
  return (bytes / 1024).toFixed(1);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const byName = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
const entryChunks = closure([entry]);
const agentList = closure([entry, byName('DashboardLayout.tsx'), byName('AgentsPage.page.tsx')]);
const editor = closure([
  ...agentList,
  byName('AgentLayout.tsx'),
  byName('WidgetSettingsPage.page.tsx'),
]);

console.log(`initial JS (entry, login):        ${gzipKb(entryChunks)} KB gzip`);
console.log(`signed-in agent list (/agents):  ${gzipKb(agentList)} KB gzip`);
console.log(`widget editor (/agents/{id}):    ${gzipKb(editor)} KB gzip`);
