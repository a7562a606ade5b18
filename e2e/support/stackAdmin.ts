import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID, LOCAL_PORTS, REGION_DATABASE, type Region } from '@vg/common';

/** A turn as stored in a conversation's `turns` JSON string. */
export interface StoredTurn {
  from: 'bot' | 'human';
  ts?: number;
  messages: Record<string, unknown>[];
  humanAgent?: { uid: string; name?: string };
  [key: string]: unknown;
}

/**
 * Server-side access to the stack's Firestore, as the functions and the
 * team's dashboard have it: tests read what the widget caused and set up
 * what only an owner or the runtime could (an agent's settings, a bot turn).
 */
export interface StackAdmin {
  db(region?: Region): Firestore;
  /** The conversation document's data, or null while it does not exist. */
  conversation(
    agentId: string,
    userId: string,
    region?: Region,
  ): Promise<Record<string, unknown> | null>;
  /** Waits until the widget's first step created the conversation; returns it. */
  waitForConversation(
    agentId: string,
    userId: string,
    region?: Region,
  ): Promise<Record<string, unknown>>;
  turns(agentId: string, userId: string, region?: Region): Promise<StoredTurn[]>;
  /** Appends a bot turn, as the runtime writes a reply. */
  appendBotTurn(
    agentId: string,
    userId: string,
    messages: Record<string, unknown>[],
    region?: Region,
  ): Promise<void>;
  /**
   * A new agent copied from another, with some fields changed (removed by
   * `cleanUp`); with `knowledge`, its knowledge base is copied too.
   */
  copyAgent(
    fromId: string,
    toId: string,
    fields: Record<string, unknown>,
    region?: Region,
    options?: { knowledge?: boolean },
  ): Promise<void>;
  /** Changes an agent's top-level fields; `cleanUp` puts the old values back. */
  updateAgent(agentId: string, fields: Record<string, unknown>, region?: Region): Promise<void>;
  cleanUp(): Promise<void>;
}

export function stackAdmin(): StackAdmin {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${LOCAL_PORTS.firestore}`;
  const app: App = initializeApp(
    { projectId: DEMO_PROJECT_ID },
    `e2e-admin-${Date.now()}-${Math.random()}`,
  );
  const db = (region: Region = 'eu') => getFirestore(app, REGION_DATABASE[region]);
  const undo: (() => Promise<unknown>)[] = [];
  const convoRef = (agentId: string, userId: string, region?: Region) =>
    db(region).doc(`voiceglow/${agentId}/convos/${userId}`);

  const admin: StackAdmin = {
    db,
    async conversation(agentId, userId, region) {
      const snapshot = await convoRef(agentId, userId, region).get();
      return snapshot.exists ? (snapshot.data() ?? {}) : null;
    },
    async waitForConversation(agentId, userId, region) {
      // A plain loop: this also runs in beforeAll, where expect.poll is not allowed.
      const deadline = Date.now() + 30_000;
      for (;;) {
        const data = await admin.conversation(agentId, userId, region);
        if (data?.authUid) return data;
        if (Date.now() > deadline) throw new Error(`No conversation ${agentId}/${userId}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async turns(agentId, userId, region) {
      const data = await admin.conversation(agentId, userId, region);
      return JSON.parse(String(data?.turns ?? '[]')) as StoredTurn[];
    },
    async appendBotTurn(agentId, userId, messages, region) {
      const ref = convoRef(agentId, userId, region);
      await db(region).runTransaction(async (tx) => {
        const turns = JSON.parse(String((await tx.get(ref)).get('turns') ?? '[]')) as StoredTurn[];
        const ts = Date.now();
        turns.push({ from: 'bot', ts, messages: messages.map((m) => ({ from: 'bot', ts, ...m })) });
        tx.update(ref, { turns: JSON.stringify(turns), lastModified: Math.floor(ts / 1000) });
      });
    },
    async copyAgent(fromId, toId, fields, region, options = {}) {
      const source = (await db(region).doc(`voiceglow/${fromId}`).get()).data();
      if (!source) throw new Error(`No agent ${fromId}`);
      await db(region)
        .doc(`voiceglow/${toId}`)
        .set({ ...source, ID: toId, ...fields });
      if (options.knowledge) {
        const kb = await db(region).collection(`voiceglow/${fromId}/kb`).get();
        const batch = db(region).batch();
        for (const doc of kb.docs) {
          batch.set(db(region).doc(`voiceglow/${toId}/kb/${doc.id}`), {
            ...doc.data(),
            agentId: toId,
          });
        }
        await batch.commit();
      }
      undo.push(async () => {
        for (const sub of ['convos', 'kb']) {
          const docs = await db(region).collection(`voiceglow/${toId}/${sub}`).get();
          await Promise.all(docs.docs.map((doc) => doc.ref.delete()));
        }
        await db(region).doc(`voiceglow/${toId}`).delete();
      });
    },
    async updateAgent(agentId, fields, region) {
      const ref = db(region).doc(`voiceglow/${agentId}`);
      const before = (await ref.get()).data() ?? {};
      await ref.update(fields);
      const restore = Object.fromEntries(
        Object.keys(fields).map((key) => [key, key in before ? before[key] : FieldValue.delete()]),
      );
      undo.push(() => ref.update(restore));
    },
    async cleanUp() {
      for (const step of undo.reverse()) await step().catch(() => undefined);
      undo.length = 0;
      await deleteApp(app);
    },
  };
  return admin;
}
