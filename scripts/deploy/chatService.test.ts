import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
// The run's Firestore and Auth emulators (its `inject` names).
import type {} from '../../functions/src/testing/globalSetup';
import WebSocket from 'ws';
import { freePort } from '@vg/common/dev/freePort';

const root = join(import.meta.dirname, '../..');

// Staged inside the repository so the staged bundle finds the installed packages.
mkdirSync(join(root, '.local'), { recursive: true });
const staged = mkdtempSync(join(root, '.local', 'chat-stage-'));
/** What each test started, stopped after the file. */
const stops: (() => Promise<void>)[] = [];

describe('the chat service as Cloud Run starts it', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs'], {
      cwd: join(root, 'functions'),
      stdio: 'ignore',
    });
    execFileSync(process.execPath, [join(root, 'scripts/deploy/stageChatService.mjs'), staged], {
      stdio: 'ignore',
    });
  }, 60_000);
  afterAll(async () => {
    for (const stop of stops.splice(0)) await stop();
    rmSync(staged, { recursive: true, force: true });
  });

  it('stages a bundle, a runtime-only package.json and the Dockerfile', () => {
    const pkg = JSON.parse(readFileSync(join(staged, 'package.json'), 'utf8'));
    expect(pkg.scripts.start).toBe('node lib/chat.js');
    expect(pkg.devDependencies).toBeUndefined();
    expect(Object.keys(pkg.dependencies)).toContain('ws');
    expect(existsSync(join(staged, 'lib/chat.js'))).toBe(true);
    // The worker thread the service answers knowledge questions in.
    expect(existsSync(join(staged, 'lib/answerWorker.js'))).toBe(true);
    expect(readFileSync(join(staged, 'Dockerfile'), 'utf8')).toContain(
      'CMD ["node", "lib/chat.js"]',
    );
  });

  it('starts with only PORT set and answers the health check', async () => {
    const { port } = await startStaged({});
    const answer = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
  });

  // Starting the service takes a while on a busy machine.
  it('answers a WebSocket chat step from the local stack', { timeout: 180_000 }, async () => {
    const stack = localStack();
    stops.push(stack.close);
    const agentId = `agent-${Date.now()}`;
    await stack.seed(agentId);
    // Production differs only by hosts: the emulators stand where Google's services would.
    const { port } = await startStaged({
      FIRESTORE_EMULATOR_HOST: stack.firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: stack.authHost,
    });
    const visitor = await signInAnonymously(stack.authHost);
    const convoId = `convo-${Date.now()}`;
    const events = await converse(`ws://127.0.0.1:${port}/interact`, {
      idToken: visitor.idToken,
      agentId,
      convoId,
      bucket: 'eu',
      prompt: 'How long does delivery take?',
      agentData: { ID: agentId, lang: 'en', isTest: false },
      lightConvoData: { state: 'ai-chatting', userName: 'Ada' },
      initNodesOptions: { launch: false },
    });
    expect(events.at(-1)?.type).toBe('done');
    const streamed = events
      .filter((event) => event.type === 'chunk')
      .map((event) => event.chunk)
      .join('');
    expect(streamed).toContain('two to four working days');
    const convo = await stack.conversation(agentId, convoId);
    expect(convo).toMatchObject({ authUid: visitor.uid, totalUserInteractions: 1 });
    expect(JSON.parse(String(convo?.turns)).map((turn: { from: string }) => turn.from)).toEqual([
      'human',
      'bot',
    ]);
  });
});

/** Starts the staged service as Cloud Run does (`node lib/chat.js`, PORT set) and waits for its health check. */
async function startStaged(env: Record<string, string>): Promise<{ port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['lib/chat.js'], {
    cwd: staged,
    env: { PATH: process.env.PATH, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += String(chunk)));
  stops.push(async () => {
    child.kill('SIGTERM');
  });
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`The chat service exited: ${errors}`);
    const answer = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
    if (answer?.ok) return { port };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The chat service never answered its health check: ${errors}`);
}

/**
 * The project's Firestore emulator and firebase-tools' Auth emulator, which
 * the functions' global setup starts once for the test run.
 */
function localStack() {
  const firestoreHost = inject('firestoreHost');
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const admin = initializeApp({ projectId: 'demo-voiceglow' }, `stage-${Date.now()}`);
  const db = getFirestore(admin, 'voiceglow-eu');
  return {
    firestoreHost,
    authHost: inject('authHost'),
    /** An agent whose knowledge answers the delivery question. */
    async seed(agentId: string) {
      await db
        .doc(`voiceglow/${agentId}`)
        .set({ ID: agentId, ownerID: 'owner-1', title: 'Shoe Shop', agentPlatform: 'vg' });
      await db.doc(`voiceglow/${agentId}/kb/delivery`).set({
        ID: 'delivery',
        name: 'Delivery',
        content:
          'Delivery takes two to four working days across Germany and Austria, and parcels are tracked from the warehouse to your door.',
      });
    },
    async conversation(agentId: string, convoId: string) {
      return (await db.doc(`voiceglow/${agentId}/convos/${convoId}`).get()).data();
    },
    async close() {
      await deleteApp(admin);
    },
  };
}

/** A visitor as the widget signs one in: anonymously, with an ID token from the Auth emulator. */
async function signInAnonymously(authHost: string): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  const data = (await response.json()) as { localId: string; idToken: string };
  return { uid: data.localId, idToken: data.idToken };
}

type ChatEvent = { type: string; [key: string]: unknown };

/** Sends one frame and collects the service's events until `done` or `error`. */
function converse(url: string, frame: Record<string, unknown>): Promise<ChatEvent[]> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const events: ChatEvent[] = [];
    socket.on('open', () => socket.send(JSON.stringify(frame)));
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as ChatEvent;
      events.push(event);
      if (event.type === 'done' || event.type === 'error') {
        socket.close();
        resolve(events);
      }
    });
    socket.on('error', reject);
  });
}
