import { errorOf } from '../../testing/apiClient';
import { describe, expect, it } from 'vitest';
import { agentUploadCredits, agentUploadLogData } from '@vg/common';
import { signUpOwner } from '../../testing/emulators';
import { useApiHarness } from '../../testing/useApiHarness';
import { readDoc, seedAgent, seedConversation } from '../../testing/seed';
import { dbFor } from '../../firestore';

const { api, visitor } = useApiHarness();

async function workspace(loadTokens: number) {
  const owner = await signUpOwner();
  await dbFor('eu')
    .doc(`users/${owner.uid}`)
    .set({ uid: owner.uid, email: 'o@example.com', loadTokens });
  const agentId = await seedAgent('eu', owner.uid);
  return { owner, agentId };
}

async function creditLogs(uid: string) {
  return (await dbFor('eu').collection(`users/${uid}/creditLogs`).get()).docs.map((doc) =>
    doc.data(),
  );
}

describe('POST /public/users/{userId}/consume-credits', () => {
  it("charges an agent upload to the owner's workspace with a credit log entry", async () => {
    const { owner, agentId } = await workspace(500);
    await seedConversation('eu', agentId, visitor.uid);
    // A 12.4 MB file at 1 credit per MB, as the widget computes it.
    const credits = agentUploadCredits(12_400_000, 1);
    const answer = await api.call('POST', `/api/eu/public/users/${owner.uid}/consume-credits`, {
      token: visitor.idToken,
      body: { consume: credits, logData: agentUploadLogData(agentId, credits, 'contract.pdf') },
    });
    expect(answer).toEqual({ status: 200, body: { success: true, loadTokens: 488 } });
    expect((await readDoc('eu', `users/${owner.uid}`))?.loadTokens).toBe(488);
    expect(await creditLogs(owner.uid)).toEqual([
      expect.objectContaining({
        amount: 12,
        direction: 'decrease',
        causedBy: 'agent',
        agentId,
        logMessage: 'File upload: contract.pdf',
        consumedBy: visitor.uid,
      }),
    ]);
  });

  it('lets the workspace charge itself and refuses when credits run out', async () => {
    const { owner } = await workspace(3);
    const path = `/api/eu/public/users/${owner.uid}/consume-credits`;
    expect(
      (await api.call('POST', path, { token: owner.idToken, body: { consume: 2 } })).body
        .loadTokens,
    ).toBe(1);
    const broke = await api.call('POST', path, { token: owner.idToken, body: { consume: 2 } });
    expect(broke).toEqual({
      status: 402,
      body: { error: { code: 'no-credits', message: 'Not enough credits: 2 needed, 1 left.' } },
    });
    expect((await readDoc('eu', `users/${owner.uid}`))?.loadTokens).toBe(1);
    expect(await creditLogs(owner.uid)).toHaveLength(1);
  });

  it("refuses strangers, someone else's agent, and amounts outside the rules, charging nothing", async () => {
    const { owner, agentId } = await workspace(1000);
    const { agentId: foreignAgent } = await workspace(1000);
    const path = `/api/eu/public/users/${owner.uid}/consume-credits`;
    const log = (amount: number, agent = agentId) => ({
      amount,
      agentId: agent,
      causedBy: 'agent',
    });
    const stranger = await api.call('POST', path, {
      token: visitor.idToken,
      body: { consume: 5, logData: log(5) },
    });
    expect(stranger.status).toBe(403);
    expect(errorOf(stranger).message).toBe('Start a chat with this agent before uploading files.');
    await seedConversation('eu', foreignAgent, visitor.uid);
    const foreign = await api.call('POST', path, {
      token: visitor.idToken,
      body: { consume: 5, logData: log(5, foreignAgent) },
    });
    expect(foreign.status).toBe(403);
    const noAgent = await api.call('POST', path, { token: visitor.idToken, body: { consume: 5 } });
    expect(noAgent.status).toBe(403);
    for (const body of [
      { consume: 0 },
      { consume: 101 },
      { consume: 2.5 },
      { consume: -50 },
      { consume: 5, logData: log(6) },
      { consume: 5, logData: { ...log(5), causedBy: 'hacker' } },
    ]) {
      const answer = await api.call('POST', path, { token: owner.idToken, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer).message).toMatch(/^Invalid request: (consume|logData)/);
    }
    expect((await api.call('POST', path, { body: { consume: 1 } })).status).toBe(401);
    expect((await readDoc('eu', `users/${owner.uid}`))?.loadTokens).toBe(1000);
    expect(await creditLogs(owner.uid)).toEqual([]);
  });
});
