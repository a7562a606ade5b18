/**
 * `npm run bench` (functions): a rate limit holding. One visitor floods the
 * interact endpoint while a second visitor keeps chatting; the flood is
 * answered 429 and the second visitor's latency stays normal. Runs the real
 * router against our Firestore emulator and the Auth emulator.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

const emulatorModule = new URL('../../emulator/src/server.ts', import.meta.url).pathname;
const { startEmulator } = (await import(emulatorModule)) as {
  startEmulator: (o: {
    port: number;
    quiet: boolean;
  }) => Promise<{ address: string; close: () => Promise<void> }>;
};
const firestore = await startEmulator({ port: 0, quiet: true });
const require = createRequire(import.meta.url);
const { createApp } = require('firebase-tools/lib/emulator/auth/server.js') as {
  createApp: (
    projectId: string,
    mode: number,
  ) => Promise<{ listen: (p: number, h: string, cb: () => void) => Server }>;
};
const authApp = await createApp('demo-voiceglow', 0);
const auth = await new Promise<Server>((resolve) => {
  const server = authApp.listen(0, '127.0.0.1', () => resolve(server));
});
const authHost = `127.0.0.1:${(auth.address() as AddressInfo).port}`;
Object.assign(process.env, {
  VG_FIRESTORE_EMULATOR_HOST: firestore.address,
  FIRESTORE_EMULATOR_HOST: firestore.address,
  FIREBASE_AUTH_EMULATOR_HOST: authHost,
  VG_PROJECT_ID: 'demo-voiceglow',
});

const { router } = await import('../src/http/routes');
const { serveHandler } = await import('../src/testing/serveHandler');
const { dbFor } = await import('../src/firestore');

async function signIn(): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"returnSecureToken":true}',
    },
  );
  const data = (await response.json()) as { localId: string; idToken: string };
  return { uid: data.localId, idToken: data.idToken };
}

const api = await serveHandler(router);
const [flooder, chatter] = await Promise.all([signIn(), signIn()]);
const agentId = 'bench-agent';
await dbFor('eu')
  .doc(`voiceglow/${agentId}`)
  .set({ ID: agentId, ownerID: 'bench-owner', title: 'Bench', agentPlatform: 'vg' });

async function say(visitor: { uid: string; idToken: string }, text: string) {
  const started = performance.now();
  const response = await fetch(`${api.url}/api/eu/agents/${agentId}/interact/${visitor.uid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${visitor.idToken}` },
    body: JSON.stringify({ action: { type: 'text', payload: text } }),
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    ms: performance.now() - started,
    retryAfter: response.headers.get('retry-after'),
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

// The second visitor alone: the normal latency of a step.
const alone: number[] = [];
for (let i = 0; i < 8; i++) alone.push((await say(chatter, `Hello ${i}`)).ms);

// The flood (8 at a time, 300 requests) with the second visitor chatting meanwhile.
const FLOOD = 300;
let sent = 0;
const flood: Awaited<ReturnType<typeof say>>[] = [];
const flooding = Promise.all(
  Array.from({ length: 8 }, async () => {
    while (sent < FLOOD) {
      sent++;
      flood.push(await say(flooder, 'spam'));
    }
  }),
);
const during: Awaited<ReturnType<typeof say>>[] = [];
while (sent < FLOOD) during.push(await say(chatter, 'Where is my order?'));
await flooding;

const limited = flood.filter((answer) => answer.status === 429);
const print = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);
console.log('\nRate limit (interact, one visitor flooding, another chatting)');
print('flood requests', String(flood.length));
print('flood answered 200 / 429', `${flood.length - limited.length} / ${limited.length}`);
print('Retry-After of the last 429 (s)', limited.at(-1)?.retryAfter ?? '-');
print(
  'flood 429 latency p50 (ms)',
  percentile(
    limited.map((a) => a.ms),
    50,
  ).toFixed(1),
);
print(
  'second visitor alone p50 / p95 (ms)',
  `${percentile(alone, 50).toFixed(1)} / ${percentile(alone, 95).toFixed(1)}`,
);
print(
  'second visitor during flood p50 / p95 (ms)',
  `${percentile(
    during.map((a) => a.ms),
    50,
  ).toFixed(1)} / ${percentile(
    during.map((a) => a.ms),
    95,
  ).toFixed(1)}`,
);
print(
  'second visitor steps during flood (ok / 429)',
  `${during.filter((a) => a.status === 200).length} / ${during.filter((a) => a.status === 429).length}`,
);

await api.close();
auth.closeAllConnections();
auth.close();
await firestore.close();
process.exit(0);
