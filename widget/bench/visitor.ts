/**
 * What a visitor meets, measured on the local stack: the time to the first
 * message with the chat opened on load (`firstMessage.ts`), the bytes,
 * requests, other hosts and timings of opening the chat and one reply
 * (`openCost.ts`) and Lighthouse's mobile score (`lighthouse.ts`).
 * Uses the stack that `npm start` runs; without one, starts a fresh stack
 * for the measurements (as the browser tests do, under the same lock) and
 * stops it afterwards.
 *
 *   npx tsx widget/bench/visitor.ts [http://127.0.0.1:5000]
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { stackIsUp } from './stackIsUp';

const root = resolve(import.meta.dirname, '../..');
const origin = process.argv[2] ?? 'http://127.0.0.1:5000';
const tsx = resolve(root, 'node_modules/.bin/tsx');
const run = (...args: string[]) => execFileSync(tsx, args, { cwd: root, stdio: 'inherit' });

if (await stackIsUp(origin)) {
  // One figure that cannot be taken (a stack still warming up) does not cost the others.
  for (const script of ['firstMessage.ts', 'openCost.ts', 'lighthouse.ts']) {
    try {
      run(resolve(import.meta.dirname, script), origin);
    } catch {
      console.log(`${script}: no figure (the run failed, see above)`);
    }
  }
} else {
  console.log('visitor figures: starting a local stack (no npm start running)…');
  run('e2e/bench/withStack.ts', 'widget/bench/visitor.ts');
}
