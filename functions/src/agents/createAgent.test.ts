import { describe, expect, it } from 'vitest';
import { agentLimitMessage } from '@vg/common';
import { dbFor } from '../firestore';
import { signInWithGoogle, uniqueId } from '../testing/emulators';
import { useApiHarness } from '../testing/useApiHarness';

const { api, visitor } = useApiHarness();
const db = () => dbFor('eu');

const create = (token: string, agent: Record<string, unknown>) =>
  api.call('POST', '/api/eu/agents', { token, body: { agent } });

async function agentsOf(ownerID: string): Promise<string[]> {
  const snap = await db().collection('voiceglow').where('ownerID', '==', ownerID).get();
  return snap.docs.map((d) => d.get('title') as string).sort();
}

/** A signed-in owner with their own workspace in eu (as ensureWorkspace leaves it). */
async function ownerWithWorkspace(fields: Record<string, unknown> = {}) {
  const email = `${uniqueId('owner')}@example.com`;
  const person = await signInWithGoogle(email);
  await db()
    .doc(`users/${person.uid}`)
    .set({ uid: person.uid, email, workspaceEmails: [], loadTokens: 0, ...fields });
  return { ...person, email };
}

describe('POST /agents', () => {
  it('creates the agent under a fresh id, without usage, secrets or the paid flag', async () => {
    const owner = await ownerWithWorkspace();
    const answer = await create(owner.idToken, {
      ownerID: owner.uid,
      title: 'Front desk',
      agentPlatform: 'vg',
      SECRET_API_KEY: 'vg_leaked0000000000000',
      tokensUsage: -5,
      maxTokensUsage: 1e12,
      ownerPaid: true,
    });
    expect(answer.status).toBe(201);
    const agentId = answer.body.agentId as string;
    const stored = (await db().doc(`voiceglow/${agentId}`).get()).data() ?? {};
    expect(stored).toMatchObject({
      ID: agentId,
      ownerID: owner.uid,
      title: 'Front desk',
      region: 'voiceglow-eu',
    });
    for (const field of ['SECRET_API_KEY', 'tokensUsage', 'maxTokensUsage', 'ownerPaid'])
      expect(stored).not.toHaveProperty(field);
  });

  it('refuses the third agent of a free workspace with the upgrade message, writing nothing', async () => {
    const owner = await ownerWithWorkspace();
    for (const title of ['One', 'Two'])
      expect((await create(owner.idToken, { ownerID: owner.uid, title })).status).toBe(201);
    const third = await create(owner.idToken, { ownerID: owner.uid, title: 'Three' });
    expect(third.status).toBe(403);
    expect(third.body).toEqual({ error: { code: 'agent-limit', message: agentLimitMessage(2) } });
    expect(await agentsOf(owner.uid)).toEqual(['One', 'Two']);
  });

  it('never lets concurrent first saves pass the limit', async () => {
    const owner = await ownerWithWorkspace();
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((title) =>
        create(owner.idToken, { ownerID: owner.uid, title }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(3);
    expect(await agentsOf(owner.uid)).toHaveLength(2);
  });

  it("follows the plan: unlimited on pay-as-you-go, the custom plan's number otherwise", async () => {
    const paying = await ownerWithWorkspace({
      v2StripeConfig: { status: 'active', limits: { maxAgents: 'infinity' } },
    });
    for (const title of ['1', '2', '3'])
      expect((await create(paying.idToken, { ownerID: paying.uid, title })).status).toBe(201);
    const custom = await ownerWithWorkspace({
      internal: { customPlan: { limits: { maxAgents: 1 } } },
    });
    expect((await create(custom.idToken, { ownerID: custom.uid, title: '1' })).status).toBe(201);
    const refused = await create(custom.idToken, { ownerID: custom.uid, title: '2' });
    expect(refused.body).toEqual({ error: { code: 'agent-limit', message: agentLimitMessage(1) } });
  });

  it('lets a verified member create for the workspace; refuses strangers and visitors', async () => {
    const member = await signInWithGoogle(`${uniqueId('member')}@example.com`);
    const memberEmail = `${uniqueId('mia')}@example.com`;
    const mia = await signInWithGoogle(memberEmail);
    const owner = await ownerWithWorkspace({ workspaceEmails: [memberEmail] });
    expect((await create(mia.idToken, { ownerID: owner.uid, title: 'By Mia' })).status).toBe(201);
    const stranger = await create(member.idToken, { ownerID: owner.uid, title: 'Planted' });
    expect(stranger.status).toBe(403);
    const anonymous = await create(visitor.idToken, { ownerID: owner.uid, title: 'Planted' });
    expect(anonymous.status).toBe(403);
    expect(await agentsOf(owner.uid)).toEqual(['By Mia']);
  });

  it('answers bad input with a 400 and creates nothing', async () => {
    const owner = await ownerWithWorkspace();
    for (const body of [
      {},
      { agent: 'x' },
      { agent: { title: 'No owner' } },
      { agent: { ownerID: '../users/x', title: 'Path' } },
      { agent: { ownerID: owner.uid }, extra: 1 },
    ]) {
      const answer = await api.call('POST', '/api/eu/agents', { token: owner.idToken, body });
      expect(answer.status).toBe(400);
    }
    expect(await agentsOf(owner.uid)).toEqual([]);
  });
});
