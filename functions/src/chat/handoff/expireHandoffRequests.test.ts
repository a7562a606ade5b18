import { describe, expect, it } from 'vitest';
import { dbFor } from '../../firestore';
import { useApiHarness } from '../../testing/useApiHarness';
import { readDoc, seedAgent, seedConversation } from '../../testing/seed';
import { expireHandoffRequests } from './expireHandoffRequests';

const { visitor, owner } = useApiHarness();

describe('expireHandoffRequests', () => {
  it('puts requests past their timeout back with the AI and leaves the rest', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const now = Date.now();
    const request = (ageSeconds: number, timeout: number) => ({
      state: 'requested_chat',
      handoffRequestedAt: now - ageSeconds * 1000,
      handoffTimeout: timeout,
    });
    const stale = await seedConversation('eu', agentId, visitor.uid, request(61, 60));
    const fresh = await seedConversation('eu', agentId, visitor.uid, request(30, 60));
    const longWait = await seedConversation('eu', agentId, visitor.uid, request(61, 120));
    const held = await seedConversation('eu', agentId, visitor.uid, {
      ...request(600, 60),
      state: 'human-chatting',
    });
    expect(await expireHandoffRequests(dbFor('eu'), now)).toBeGreaterThanOrEqual(1);
    const stateOf = async (userId: string) =>
      (await readDoc('eu', `voiceglow/${agentId}/convos/${userId}`))?.state;
    expect(await stateOf(stale)).toBe('ai-chatting');
    expect(await stateOf(fresh)).toBe('requested_chat');
    expect(await stateOf(longWait)).toBe('requested_chat');
    expect(await stateOf(held)).toBe('human-chatting');
    expect((await readDoc('eu', `voiceglow/${agentId}/convos/${stale}`))?.handoffRequestedAt).toBe(
      null,
    );
  });
});
