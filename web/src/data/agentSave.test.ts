import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { collection, doc, getDoc, getDocs, setDoc, terminate } from 'firebase/firestore';
import { DEMO_PROJECT_ID, VERSION_HISTORY_LIMIT } from '@vg/common';
import { startEmulator } from '../../../emulator/src/server';
import { newAgentValues } from '../features/widgetSettings/form/agentFormValues';
import type { CreateAgent } from './agentSave';

// Our Firestore emulator on a free port; the data module reads its address from the env.
const emulator = await startEmulator({ host: '127.0.0.1', port: 0, quiet: true });
vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', emulator.address);
const agentSave = await import('./agentSave');
const { listBackups } = await import('./backups');
const { regionDb } = await import('./firebase');

/**
 * What POST /agents does once the plan allows the agent (its limit check is
 * tested in functions/src/agents/createAgent.test.ts): a fresh id and the
 * public fields. Here the data module's own writes are under test.
 */
const createInEmulator: CreateAgent = async (region, agent) => {
  const ref = doc(collection(regionDb(region), 'voiceglow'));
  const lastModified = Math.floor(Date.now() / 1000);
  await setDoc(ref, { ...agent, ID: ref.id, lastModified });
  return { agentId: ref.id, lastModified };
};

function saveAgent(
  region: 'eu' | 'na',
  values: Record<string, unknown>,
  previous: Record<string, unknown> | null,
) {
  return agentSave.saveAgent(region, values, previous, createInEmulator);
}

const OPEN_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{path=**} { allow read, write: if true; }
  }
}`;

// Versions can be written and fetched one by one, never listed.
const UNLISTABLE_VERSIONS = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /voiceglow/{agentId} {
      allow read, write: if true;
      match /private/{docId} { allow read, write: if true; }
      match /backups/{backupId} { allow get, create, delete: if true; }
    }
  }
}`;

function useRules(content: string): void {
  const issues = emulator.engine.setRules(DEMO_PROJECT_ID, [{ content }]);
  expect(issues.filter((issue) => issue.severity === 'ERROR')).toEqual([]);
}

async function storedAgent(id: string) {
  return (await getDoc(doc(regionDb('eu'), 'voiceglow', id))).data() ?? {};
}

async function storedBackupIds(id: string): Promise<string[]> {
  const snap = await getDocs(collection(regionDb('eu'), 'voiceglow', id, 'backups'));
  return snap.docs.map((d) => d.id);
}

/** Creates an agent, then saves it again with each title, as the editor does. */
async function saveTitles(titles: string[]): Promise<string> {
  const [first = 'First', ...rest] = titles;
  let previous: Record<string, unknown> | null = null;
  const created = await saveAgent('eu', newAgentValues('owner1', { title: first }), previous);
  let values: Record<string, unknown> = { ...created.agent };
  previous = created.agent;
  for (const title of rest) {
    values = { ...values, title };
    const saved = await saveAgent('eu', values, previous);
    await saved.pruned;
    previous = saved.agent;
  }
  return created.id;
}

afterEach(() => useRules(OPEN_RULES));
afterAll(async () => {
  await terminate(regionDb('eu'));
  await emulator.close();
});

describe('saveAgent', () => {
  it('creates an agent with its private secrets and a first version', async () => {
    const values = newAgentValues('owner1', { title: 'Fresh' });
    const { id, agent, pruned } = await saveAgent('eu', values, null);
    await pruned;
    const stored = await storedAgent(id);
    expect(stored).toMatchObject({ ID: id, title: 'Fresh', ownerID: 'owner1' });
    // Usage, allowance and the paid flag are the functions' to write.
    for (const field of ['tokensUsage', 'maxTokensUsage', 'ownerPaid'])
      expect(stored).not.toHaveProperty(field);
    expect(stored).not.toHaveProperty('SECRET_API_KEY');
    const secrets = (await getDoc(doc(regionDb('eu'), `voiceglow/${id}/private/secrets`))).data();
    // Generated on the first save.
    expect(secrets?.SECRET_API_KEY).toMatch(/^vg_\S{20}$/);
    const versions = await listBackups('eu', id);
    expect(versions.map((v) => v.agentTemplate.name)).toEqual(['Fresh']);
    expect(versions[0]?.agentTemplate.agentData.ID).toBe(agent.ID);
  });

  it(`keeps the ${VERSION_HISTORY_LIMIT} newest versions, in order within the same second`, async () => {
    const titles = Array.from({ length: VERSION_HISTORY_LIMIT + 3 }, (_, i) => `Version ${i + 1}`);
    const id = await saveTitles(titles);
    expect(await storedBackupIds(id)).toHaveLength(VERSION_HISTORY_LIMIT);
    const versions = await listBackups('eu', id);
    expect(versions.map((v) => v.agentTemplate.name)).toEqual(
      titles.slice(-VERSION_HISTORY_LIMIT).reverse(),
    );
    expect((await storedAgent(id)).title).toBe(titles.at(-1));
  });

  it('writes the agent and its version before it looks at older versions', async () => {
    const id = await saveTitles(['Before']);
    useRules(UNLISTABLE_VERSIONS);
    const saved = await saveAgent('eu', { ...(await storedAgent(id)), title: 'After' }, null);
    // Dropping old versions needs the listing, which these rules refuse.
    await expect(saved.pruned).rejects.toThrow(/permission/i);
    expect((await storedAgent(id)).title).toBe('After');
    useRules(OPEN_RULES);
    const versions = await listBackups('eu', id);
    expect(versions.map((v) => v.agentTemplate.name)).toEqual(['After', 'Before']);
  });

  it('deletes every field the editor cleared, top-level and nested, and keeps the rest', async () => {
    const values = newAgentValues('owner1', { title: 'Cleared' });
    const set = {
      ...values,
      customThemeJSONString: '{"primary":"#c2410c"}',
      delayBeforeSubmit: 300,
      messagesLimit: 12,
      ui: { ...(values.ui ?? {}), voiceQuestionLabel: 'Talk?', bgImageVisible: true },
    };
    const created = await saveAgent('eu', set, null);
    await created.pruned;
    // As the editor holds them: the cleared keys stay, with undefined values.
    const cleared = {
      ...created.agent,
      customThemeJSONString: undefined,
      delayBeforeSubmit: undefined,
      messagesLimit: undefined,
      ui: { ...created.agent.ui, voiceQuestionLabel: undefined },
    };
    const saved = await saveAgent('eu', cleared, created.agent);
    await saved.pruned;
    const stored = await storedAgent(created.id);
    expect(stored).not.toHaveProperty('customThemeJSONString');
    expect(stored).not.toHaveProperty('delayBeforeSubmit');
    expect(stored).not.toHaveProperty('messagesLimit');
    expect(stored.ui).not.toHaveProperty('voiceQuestionLabel');
    expect(stored).toMatchObject({
      title: 'Cleared',
      ownerID: 'owner1',
      ui: { bgImageVisible: true },
    });
    // Usage is the backend's to write: a save never sends it.
    expect(stored).not.toHaveProperty('tokensUsage');
  });
});
