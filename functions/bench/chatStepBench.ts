/**
 * `npm run bench` (functions): the chat service's time to answer a step
 * before any model work. Starts our Firestore emulator (its own process, as
 * `npm start` runs it), the Auth emulator and the chat service with the
 * offline engine, then, on one socket per visitor as the widget keeps it:
 * - launch: the agent's opening step of a fresh conversation;
 * - typed: a typed question in that conversation, answered from knowledge.
 * For each it prints, over N runs (median / p95), the time from the frame
 * sent to the first `sync_chat_history`, to the first sight of the
 * agent's reply (its first `chunk`, or the history frame that carries the
 * bot turn) and to `done`; and every Firestore call the step made, in
 * order, with its own time (transactions include their reads and commit).
 *
 * RUNS=30 (default) sets the number of steps of each kind, LATENCY_MS the
 * time each Firestore packet is held each way (default 2 ms).
 */
import { spawn } from 'node:child_process';
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import WebSocket from 'ws';

const RUNS = Number(process.env.RUNS ?? 30);
const WARMUP = 5;

const emulatorBin = new URL('../../emulator/bin/emulator.mjs', import.meta.url).pathname;
const emulator = spawn(process.execPath, [emulatorBin, '--port', '0'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.once('exit', () => emulator.kill('SIGTERM'));
const firestoreHost = await new Promise<string>((resolve, reject) => {
  let out = '';
  emulator.stdout.on('data', (data: Buffer) => {
    out += String(data);
    const match = /FIRESTORE_EMULATOR_HOST=(\S+)/.exec(out);
    if (match?.[1]) resolve(match[1]);
  });
  emulator.once('exit', (code) => reject(new Error(`The emulator exited (${code}).`)));
});

/**
 * The emulator answers on this machine in well under a millisecond; a
 * deployed service waits a network round trip for each Firestore call.
 * A proxy holds every packet LATENCY_MS (default 2 ms) each way, so the
 * figures count the round trips a step makes.
 */
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 2);
const [upstreamHost, upstreamPort] = firestoreHost.split(':') as [string, string];
const delayed = (from: Socket, to: Socket) =>
  from.on('data', (data) => setTimeout(() => to.write(data), LATENCY_MS));
const proxy = createNetServer((client) => {
  const upstream = connect(Number(upstreamPort), upstreamHost);
  client.setNoDelay(true);
  upstream.setNoDelay(true);
  delayed(client, upstream);
  delayed(upstream, client);
  const end = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('close', end).on('error', end);
  upstream.on('close', end).on('error', end);
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxiedHost = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;

const { startAuthEmulator } = await import('../src/testing/startLocalEmulators');
const auth = await startAuthEmulator();
const authHost = auth.host;
Object.assign(process.env, {
  VG_FIRESTORE_EMULATOR_HOST: proxiedHost,
  FIRESTORE_EMULATOR_HOST: proxiedHost,
  FIREBASE_AUTH_EMULATOR_HOST: authHost,
  VG_PROJECT_ID: 'demo-voiceglow',
});

const firestore = await import('firebase-admin/firestore');
const { dbFor } = await import('../src/firestore');
const { startChatServer } = await import('../src/chat/socket/chatServer');
const { knowledgeReply } = await import('../src/runtime/providers/knowledgeReply');
const { warmChatService } = await import('../src/chat/socket/warmChatService');

/** Every Firestore call, as `{name, start, ms}` relative to the step's frame. */
interface Call {
  name: string;
  start: number;
  ms: number;
}
let calls: Call[] = [];
let stepStart = 0;
/** Wraps a Firestore method so that each call is logged with its time. */
function time<Self>(target: Self, method: string, label: (self: Self) => string): void {
  const proto = target as Record<string, (...args: unknown[]) => unknown>;
  const original = proto[method]!;
  proto[method] = async function (this: unknown, ...args: unknown[]) {
    const start = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      calls.push({
        name: label(this as Self),
        start: start - stepStart,
        ms: performance.now() - start,
      });
    }
  };
}
const refName = (ref: { path: string }) => ref.path.replace(/^users\/[^/]+/, 'users/{owner}');
const queryName = (query: unknown) =>
  `query ${(query as { _queryOptions?: { collectionId?: string } })._queryOptions?.collectionId ?? '?'}`;
time(firestore.DocumentReference.prototype, 'get', (self) => `get ${refName(self)}`);
time(firestore.Query.prototype, 'get', (self) => queryName(self));
time(firestore.WriteBatch.prototype, 'commit', () => 'batch commit');
time(firestore.Firestore.prototype, 'runTransaction', () => 'transaction');

const db = dbFor('eu');
const server = await startChatServer({
  port: 0,
  host: '127.0.0.1',
  deps: {
    provider: knowledgeReply(0),
    model: 'offline',
    flowRuntimeUrl: 'http://127.0.0.1:9',
  },
});
// As main.ts does on start.
const warmStart = performance.now();
await warmChatService();
const warmMs = performance.now() - warmStart;

async function signUp(body: Record<string, unknown>) {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  return (await response.json()) as { localId: string; idToken: string };
}
const owner = await signUp({ email: 'owner@example.com', password: 'secret-pass' });
const agentId = 'agent-bench';
await db.doc(`users/${owner.localId}`).set({ uid: owner.localId, email: 'owner@example.com' });
await db.doc(`voiceglow/${agentId}`).set({
  ID: agentId,
  ownerID: owner.localId,
  title: 'Shoe Shop',
  agentPlatform: 'vg',
  initMessages: ['Hi! Ask me about delivery.'],
});
await db.doc(`voiceglow/${agentId}/kb/delivery`).set({
  ID: 'delivery',
  name: 'Delivery',
  url: 'https://shoes.example/delivery',
  content:
    'Delivery takes two to four working days across Germany and Austria, and parcels are tracked from the warehouse to your door with updates by e-mail at every step of the way.',
});

interface Step {
  history: number;
  reply: number;
  done: number;
  calls: Call[];
}

/** Sends one frame on the visitor's socket and times its frames until `done`. */
function step(
  socket: WebSocket,
  idToken: string,
  convoId: string,
  prompt: string,
  botTurns: number,
): Promise<Step> {
  return new Promise((resolve, reject) => {
    const at: Partial<Step> = {};
    calls = [];
    const onMessage = (data: WebSocket.RawData) => {
      const now = performance.now() - stepStart;
      const frame = JSON.parse(String(data)) as { type: string; turns?: { from: string }[] };
      if (frame.type === 'error') reject(new Error(String(data)));
      if (frame.type === 'sync_chat_history') {
        at.history ??= now;
        // The reply shows once the history has a bot turn more than before the step.
        const bots = frame.turns?.filter((turn) => turn.from === 'bot').length ?? 0;
        if (bots > botTurns) at.reply ??= now;
      }
      if (frame.type === 'chunk') at.reply ??= now;
      if (frame.type === 'done') {
        socket.off('message', onMessage);
        calls.sort((a, b) => a.start - b.start);
        resolve({ history: at.history ?? NaN, reply: at.reply ?? NaN, done: now, calls });
      }
    };
    socket.on('message', onMessage);
    stepStart = performance.now();
    socket.send(
      JSON.stringify({
        idToken,
        agentId,
        convoId,
        bucket: 'eu',
        prompt,
        initNodesOptions: { launch: prompt === '' },
      }),
    );
  });
}

async function openSocket(): Promise<WebSocket> {
  const socket = new WebSocket(server.url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return socket;
}

let firstLaunch: Step | undefined;
let firstTyped: Step | undefined;
const launches: Step[] = [];
const typed: Step[] = [];
for (let run = 0; run < WARMUP + RUNS; run += 1) {
  // A fresh visitor each time, as the rate limits count per visitor.
  const visitor = await signUp({});
  const socket = await openSocket();
  const convoId = `convo-${run}`;
  const launch = await step(socket, visitor.idToken, convoId, '', 0);
  const question = await step(socket, visitor.idToken, convoId, 'How long does delivery take?', 1);
  if (run === 0) {
    firstLaunch = launch;
    firstTyped = question;
  }
  socket.close();
  if (run >= WARMUP) {
    launches.push(launch);
    typed.push(question);
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const figure = (values: number[]) =>
  `${percentile(values, 50).toFixed(1).padStart(6)} ms median, p95 ${percentile(values, 95).toFixed(1).padStart(6)} ms`;

function report(title: string, steps: Step[]) {
  console.log(`${title} (${steps.length} runs)`);
  console.log(`  first sync_chat_history  ${figure(steps.map((s) => s.history))}`);
  console.log(`  first sight of the reply ${figure(steps.map((s) => s.reply))}`);
  console.log(`  done                     ${figure(steps.map((s) => s.done))}`);
  console.log('  Firestore calls, in order (start → own time, median):');
  const count = Math.min(...steps.map((s) => s.calls.length));
  const most = Math.max(...steps.map((s) => s.calls.length));
  for (let index = 0; index < most; index += 1) {
    const atIndex = steps.map((s) => s.calls[index]).filter((call) => call !== undefined);
    const names = [...new Set(atIndex.map((call) => call.name))].join(' | ');
    const start = percentile(
      atIndex.map((call) => call.start),
      50,
    );
    const own = percentile(
      atIndex.map((call) => call.ms),
      50,
    );
    const share = index < count ? '' : ` (in ${atIndex.length} of ${steps.length} steps)`;
    console.log(
      `    ${start.toFixed(1).padStart(6)} ms → ${own.toFixed(1).padStart(5)} ms  ${names}${share}`,
    );
  }
}

const callList = (s: Step | undefined) =>
  (s?.calls ?? [])
    .map(
      (call) =>
        `    ${call.start.toFixed(1).padStart(6)} ms → ${call.ms.toFixed(1).padStart(5)} ms  ${call.name}`,
    )
    .join('\n');
console.log(
  `Firestore calls held ${LATENCY_MS} ms each way (LATENCY_MS); warming the service took ${warmMs.toFixed(0)} ms`,
);
const once = (s: Step | undefined) =>
  s
    ? `history ${s.history.toFixed(0)} ms, reply ${s.reply.toFixed(0)} ms, done ${s.done.toFixed(0)} ms`
    : '';
console.log(`first step after the service started: launch ${once(firstLaunch)}`);
console.log(callList(firstLaunch));
console.log(`                                      typed  ${once(firstTyped)}`);
console.log(callList(firstTyped));
report('launch (opening step of a new conversation)', launches);
report('typed message (answered from knowledge, offline engine)', typed);

await server.close();
await auth.close();
proxy.close();
emulator.kill('SIGTERM');
process.exit(0);
