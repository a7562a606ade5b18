import { errorOf } from '../../testing/apiClient';
import { describe, expect, it } from 'vitest';
import { agentUploadCredits, agentUploadLogData } from '@vg/common';
import { signUpOwner, uniqueId } from '../../testing/emulators';
import { useLocalBucket } from '../../testing/localServices';
import { saveObject } from '../../gateways/storage';
import { useApiHarness } from '../../testing/useApiHarness';
import { readDoc, seedAgent, seedConversation } from '../../testing/seed';
import { dbFor } from '../../firestore';

const { api, visitor } = useApiHarness();

useLocalBucket();

/** A file as uploadFile stores it: under the agent, with the uploader in its metadata. */
async function storeUpload(agentId: string, uploadedBy: string, size: number) {
  const name = `${uniqueId('f')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-8)
    .padStart(8, 'x')}.pdf`;
  const stored = await saveObject(
    `voiceglow/${agentId}/uploads/${name}`,
    Buffer.alloc(size, 1),
    'application/pdf',
    { uploadedBy },
  );
  return stored.path;
}

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
  it("charges an agent upload to the owner's workspace by the stored size, once", async () => {
    const { owner, agentId } = await workspace(500);
    await seedConversation('eu', agentId, visitor.uid);
    // A 12.4 MB file at 1 credit per MB: 12 credits, whatever the request says.
    const upload = await storeUpload(agentId, visitor.uid, 12_400_000);
    const path = `/api/eu/public/users/${owner.uid}/consume-credits`;
    const body = {
      consume: 100,
      logData: agentUploadLogData(agentId, 100, 'contract.pdf'),
      upload,
    };
    const answer = await api.call('POST', path, { token: visitor.idToken, body });
    expect(answer).toEqual({ status: 200, body: { success: true, loadTokens: 488, charged: 12 } });
    // The same upload again (a retry, or a script replaying it) charges nothing.
    for (let i = 0; i < 5; i++) {
      const again = await api.call('POST', path, { token: visitor.idToken, body });
      expect(again.body).toEqual({ success: true, loadTokens: 488, charged: 0 });
    }
    expect((await readDoc('eu', `users/${owner.uid}`))?.loadTokens).toBe(488);
    expect(await creditLogs(owner.uid)).toEqual([
      expect.objectContaining({
        amount: agentUploadCredits(12_400_000, 1),
        direction: 'decrease',
        causedBy: 'agent',
        agentId,
        logMessage: 'File upload: contract.pdf',
        consumedBy: visitor.uid,
        upload,
      }),
    ]);
  });

  it('charges the largest chat upload by its size and refuses uploads of someone else or that do not exist', async () => {
    const { owner, agentId } = await workspace(500);
    await seedConversation('eu', agentId, visitor.uid);
    const path = `/api/eu/public/users/${owner.uid}/consume-credits`;
    const huge = await storeUpload(agentId, visitor.uid, 30_000_000);
    const capped = await api.call('POST', path, { token: visitor.idToken, body: { upload: huge } });
    expect(capped.body).toMatchObject({ charged: 30, loadTokens: 470 });
    const theirs = await storeUpload(agentId, 'someone-else', 5_000_000);
    const other = await api.call('POST', path, {
      token: visitor.idToken,
      body: { upload: theirs },
    });
    expect(other.status).toBe(403);
    const missing = await api.call('POST', path, {
      token: visitor.idToken,
      body: { upload: `voiceglow/${agentId}/uploads/Abcdefgh.pdf` },
    });
    expect(missing.status).toBe(404);
    for (const upload of ['../users/x', `voiceglow/${agentId}/../../users/x`, 'users/x/y']) {
      const bad = await api.call('POST', path, { token: visitor.idToken, body: { upload } });
      expect(bad.status, upload).toBe(400);
    }
    expect((await readDoc('eu', `users/${owner.uid}`))?.loadTokens).toBe(470);
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
    const mine = await storeUpload(agentId, visitor.uid, 5_000_000);
    const stranger = await api.call('POST', path, {
      token: visitor.idToken,
      body: { upload: mine },
    });
    expect(stranger.status).toBe(403);
    expect(errorOf(stranger).message).toBe('Start a chat with this agent before uploading files.');
    await seedConversation('eu', foreignAgent, visitor.uid);
    const foreignUpload = await storeUpload(foreignAgent, visitor.uid, 5_000_000);
    const foreign = await api.call('POST', path, {
      token: visitor.idToken,
      body: { upload: foreignUpload, logData: log(5, foreignAgent) },
    });
    expect(foreign.status).toBe(403);
    // A visitor can never name an amount: 20 × 100 credits took 2,000 before.
    for (let i = 0; i < 20; i++) {
      const drain = await api.call('POST', path, {
        token: visitor.idToken,
        body: { consume: 100, logData: log(100) },
      });
      expect(drain.status).toBe(403);
    }
    for (const body of [
      { consume: 0 },
      {},
      { consume: 101 },
      { consume: 2.5 },
      { consume: -50 },
      { consume: 5, logData: log(6) },
      { consume: 5, logData: { ...log(5), causedBy: 'hacker' } },
    ]) {
      const answer = await api.call('POST', path, { token: owner.idToken, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer).message).toMatch(/^Invalid request: (consume|logData|upload)/);
    }
    expect((await api.call('POST', path, { body: { consume: 1 } })).status).toBe(401);
    expect((await readDoc('eu', `users/${owner.uid}`))?.loadTokens).toBe(1000);
    expect(await creditLogs(owner.uid)).toEqual([]);
  });
});
