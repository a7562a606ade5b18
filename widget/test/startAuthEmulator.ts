import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@vg/common/dev/freePort';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Firebase's own Auth emulator (firebase-tools), alone, on free ports, for
 * tests of code that speaks Auth's REST API. Answers its origin and a stop.
 */
export async function startAuthEmulator(): Promise<{
  origin: string;
  projectId: string;
  stop: () => Promise<void>;
}> {
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const projectId = `demo-widget-${auth}`;
  const dir = mkdtempSync(join(tmpdir(), 'vg-auth-emulator-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
      },
    }),
  );
  const child = spawn(
    join(ROOT, 'node_modules/.bin/firebase'),
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      join(dir, 'firebase.json'),
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`Auth emulator did not start:\n${output}`)),
      60_000,
    );
    const hear = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('All emulators ready')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`Auth emulator exited (${code}):\n${output}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${auth}`,
    projectId,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
