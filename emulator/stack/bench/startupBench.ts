import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { rmSync } from 'node:fs';
import { startStack } from '../startStack';

/**
 * How long `npm start` takes to be ready: a cold start (empty data, builds
 * as needed) and then warm starts (data kept, builds up to date), each
 * measured from the call to the printed table. Then, with a stack up, the
 * widget's first message and how fast a saved edit reaches an open widget.
 * Prints figures only.
 */
const root = resolve(import.meta.dirname, '../../..');
const localDir = resolve(root, '.local/bench');
const quiet = () => undefined;

async function timedStart(fresh: boolean): Promise<number> {
  const started = performance.now();
  const stack = await startStack({ root, fresh, localDir, log: quiet });
  const seconds = (performance.now() - started) / 1000;
  await stack.stop();
  return seconds;
}

rmSync(localDir, { recursive: true, force: true });
const cold = await timedStart(true);
const warm: number[] = [];
for (let i = 0; i < 3; i++) warm.push(await timedStart(false));
warm.sort((a, b) => a - b);
console.log('npm start readiness (target: under 20 s warm)');
console.log(`  cold start (fresh data):  ${cold.toFixed(1)} s`);
console.log(
  `  warm start, median of 3:  ${warm[1]!.toFixed(1)} s  (min ${warm[0]!.toFixed(1)} s, max ${warm[2]!.toFixed(1)} s)`,
);

const stack = await startStack({ root, localDir, log: quiet });
try {
  for (const script of [
    'widget/bench/firstMessage.ts',
    'e2e/bench/savedEditLatency.ts',
    'e2e/bench/insightsBench.ts',
  ]) {
    // Not execFileSync: the Firestore emulator runs in this process and must keep serving.
    const code = await new Promise<number | null>((done) => {
      const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, script)], {
        stdio: 'inherit',
      });
      child.on('close', done);
      child.on('error', () => done(null));
    });
    // One failed measurement must not hide the others; its own output says why.
    if (code !== 0) console.log(`${script}: failed (see its output above)`);
  }
} finally {
  await stack.stop();
  rmSync(localDir, { recursive: true, force: true });
}
