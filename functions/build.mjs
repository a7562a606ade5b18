// Bundles the functions (lib/index.js), the chat service (lib/chat.js) and
// their knowledge-answer worker (lib/answerWorker.js).
// @vg/common is TypeScript source, so it is inlined; npm packages stay
// external and are installed from package.json at deploy time.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

const shared = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'info',
  // Bundled CommonJS dependencies (none today) would need require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
};

await build({ ...shared, entryPoints: ['src/index.ts'], outfile: 'lib/index.js' });
await build({ ...shared, entryPoints: ['src/chat/socket/main.ts'], outfile: 'lib/chat.js' });
// The worker thread that answers from knowledge, started by both of them.
await build({
  ...shared,
  entryPoints: ['src/runtime/answer/answerWorker.ts'],
  outfile: 'lib/answerWorker.js',
});
