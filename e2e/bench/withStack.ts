/**
 * Runs a bench script against a fresh local stack started as the browser
 * tests start it (same fixed ports, same machine-wide lock), then stops it:
 * figures can be taken without leaving `npm start` running.
 *
 *   npx tsx e2e/bench/withStack.ts [--root <checkout>] widget/bench/openCost.ts [args…]
 *
 * `--root` serves another checkout (e.g. an older commit, for before/after
 * figures); the bench script itself always runs from this checkout.
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { startStack } from '../../emulator/stack/startStack';
import { acquireStackLock } from '../setup/stackLock';

const here = resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const rootAt = argv.indexOf('--root');
const root = rootAt >= 0 ? resolve(argv.splice(rootAt, 2)[1] ?? here) : here;
const [script, ...args] = argv;
if (!script) {
  console.error('usage: npx tsx e2e/bench/withStack.ts <bench script> [args…]');
  process.exit(2);
}
const release = await acquireStackLock(tmpdir());
try {
  const stack = await startStack({
    root,
    fresh: true,
    saveData: false,
    localDir: resolve(root, '.local/e2e'),
    log: () => undefined,
  });
  try {
    // Not execFileSync: the stack's Firestore emulator runs in this process and must keep serving.
    const code = await new Promise<number | null>((done) => {
      const child = spawn(
        resolve(here, 'node_modules/.bin/tsx'),
        [resolve(here, script), ...args],
        {
          cwd: here,
          stdio: 'inherit',
        },
      );
      child.on('close', done);
      child.on('error', () => done(null));
    });
    if (code !== 0) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
} finally {
  release();
}
