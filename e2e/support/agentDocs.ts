import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID, LOCAL_PORTS, REGION_DATABASE, type Region } from '@vg/common';

/**
 * Server-side access to the stack's Firestore emulator, as an owner's
 * dashboard or the billing functions would change an agent. Tests use it to
 * set up states a visitor cannot reach alone (a disabled agent, a used-up
 * token allowance, another language).
 */
export interface AgentDocs {
  db(region: Region): Firestore;
  read(agentId: string, region?: Region): Promise<Record<string, unknown>>;
  update(agentId: string, fields: Record<string, unknown>, region?: Region): Promise<void>;
  /** A new agent made from a seeded one (its knowledge documents too), with some fields changed. */
  copy(
    fromId: string,
    toId: string,
    fields?: Record<string, unknown>,
    region?: Region,
  ): Promise<void>;
  addKnowledge(agentId: string, doc: KnowledgeDoc, region?: Region): Promise<void>;
  /** Deletes an agent a test made, with its knowledge and conversations. */
  remove(agentId: string, region?: Region): Promise<void>;
  close(): Promise<void>;
}

export interface KnowledgeDoc {
  id: string;
  name: string;
  content: string;
}

export function agentDocs(): AgentDocs {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${LOCAL_PORTS.firestore}`;
  const app: App = initializeApp(
    { projectId: DEMO_PROJECT_ID },
    `e2e-${Date.now()}-${Math.random()}`,
  );
  const dbs = new Map<Region, Firestore>();
  const db = (region: Region) => {
    let found = dbs.get(region);
    if (!found) {
      found = getFirestore(app, REGION_DATABASE[region]);
      dbs.set(region, found);
    }
    return found;
  };
  const agentRef = (agentId: string, region: Region) => db(region).doc(`voiceglow/${agentId}`);

  return {
    db,
    async read(agentId, region = 'eu') {
      const snapshot = await agentRef(agentId, region).get();
      if (!snapshot.exists) throw new Error(`No agent ${agentId} in ${region}`);
      return snapshot.data()!;
    },
    async update(agentId, fields, region = 'eu') {
      await agentRef(agentId, region).update(fields);
    },
    async copy(fromId, toId, fields = {}, region = 'eu') {
      const source = await this.read(fromId, region);
      await agentRef(toId, region).set({ ...source, ID: toId, ...fields });
      const kb = await db(region).collection(`voiceglow/${fromId}/kb`).get();
      for (const doc of kb.docs) {
        await db(region)
          .doc(`voiceglow/${toId}/kb/${doc.id}`)
          .set({ ...doc.data(), agentId: toId });
      }
    },
    async addKnowledge(agentId, doc, region = 'eu') {
      const owner = (await this.read(agentId, region)).ownerID;
      await db(region)
        .doc(`voiceglow/${agentId}/kb/${doc.id}`)
        .set({
          ID: doc.id,
          name: doc.name,
          content: doc.content,
          agentId,
          userId: owner,
          sourceType: 'doc',
          status: 'SUCCESS',
          charCount: doc.content.length,
          ts: Math.floor(Date.now() / 1000),
        });
    },
    async remove(agentId, region = 'eu') {
      for (const sub of ['kb', 'convos']) {
        const docs = await db(region).collection(`voiceglow/${agentId}/${sub}`).get();
        await Promise.all(docs.docs.map((doc) => doc.ref.delete()));
      }
      await agentRef(agentId, region).delete();
    },
    close: () => deleteApp(app),
  };
}
