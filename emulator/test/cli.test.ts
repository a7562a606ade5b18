/** The command: prints where it listens, serves the SDKs, reloads rules, exports on SIGTERM. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { doc, getDoc, setDoc, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webClients } from './support/webClient';

const CLI = join(import.meta.dirname, '..', 'src', 'cli.ts');
const allowAll = `rules_version = '2';
service cloud.firestore { match /databases/{db}/documents { match /{d=**} { allow read, write: if true; } } }`;
const denyAll = allowAll.replace('if true', 'if false');

let dir: string;
let child: ChildProcessWithoutNullStreams;
let address: string;
let output = '';

beforeAll(async () => {
  setLogLevel('silent');
  dir = await mkdtemp(join(tmpdir(), 'fs-cli-'));
  await writeFile(join(dir, 'firestore.rules'), denyAll);
  child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      CLI,
      '--port',
      '0',
      '--rules',
      join(dir, 'firestore.rules'),
      '--export-on-exit',
      join(dir, 'data'),
    ],
    { env: { ...process.env, FIRESTORE_PORT: '1' } },
  );
  address = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      const m = /^FIRESTORE_EMULATOR_HOST=(\S+)$/m.exec(output);
      if (m) resolve(m[1] as string);
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
});
afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('emulator command', () => {
  it('prints the address and the environment line', () => {
    expect(output).toMatch(/listening on 127\.0\.0\.1:\d+/);
    expect(address).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('applies the --rules file and reloads it when it changes', async () => {
    const web = webClients('demo-cli', Number(address.split(':')[1]));
    const db = web.db({ uid: 'u1' });
    await expect(setDoc(doc(db, 'notes/a'), { v: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await writeFile(join(dir, 'firestore.rules'), allowAll);
    await expect
      .poll(
        () =>
          setDoc(doc(db, 'notes/a'), { v: 1 }).then(
            () => 'ok',
            () => 'denied',
          ),
        { timeout: 5000, interval: 200 },
      )
      .toBe('ok');
    expect((await getDoc(doc(db, 'notes/a'))).get('v')).toBe(1);
    await web.close();
  });

  it('exports every database on SIGTERM', async () => {
    process.env.FIRESTORE_EMULATOR_HOST = address;
    const app = initializeAdmin({ projectId: 'demo-cli' }, 'cli-admin');
    const eu = getAdminFirestore(app, 'voiceglow-eu');
    await eu.doc('agents/x').set({ region: 'eu' });
    await eu.terminate();
    await deleteApp(app);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const index = JSON.parse(
      await readFile(join(dir, 'data', 'firestore-export.json'), 'utf8'),
    ) as {
      databases: { database: string }[];
    };
    expect(index.databases.map((d) => d.database)).toEqual(
      expect.arrayContaining([
        'projects/demo-cli/databases/(default)',
        'projects/demo-cli/databases/voiceglow-eu',
      ]),
    );
  });
});
