import { describe, expect, it } from 'vitest';
import { useEmulators, uniqueId } from '../../testing/emulators';
import { useChatModelStandIn } from '../../testing/chatModelStandIn';
import { readDoc, seedAgent } from '../../testing/seed';
import { visitorStep } from '../../testing/visitorStep';
import { runInteraction } from './runInteraction';

useEmulators();

const model = useChatModelStandIn();

const convoOf = (agentId: string, userId: string) =>
  readDoc('eu', `voiceglow/${agentId}/convos/${userId}`);

/** The inbox lists conversations by lastModified: a greeting alone is no entry. */
describe('when a conversation enters the inbox', () => {
  it('not on opening the chat; once the visitor writes', async () => {
    const agentId = await seedAgent('eu', 'owner-1', { initMessages: ['Hello there.'] });
    const userId = uniqueId('user');
    await runInteraction(visitorStep(agentId, null, { userId }), {}, model.deps);
    const opened = await convoOf(agentId, userId);
    expect(opened?.turns).toContain('Hello there.');
    expect(opened).not.toHaveProperty('lastModified');
    expect(opened).not.toHaveProperty('ownerChat');

    await runInteraction(visitorStep(agentId, 'Do you ship abroad?', { userId }), {}, model.deps);
    expect(await convoOf(agentId, userId)).toHaveProperty('lastModified');
  });

  it("marks the owner's own chats (preview, test chat)", async () => {
    const agentId = await seedAgent('eu', 'owner-1');
    const userId = uniqueId('user');
    const owner = { userId, callerUid: 'owner-1' };
    await runInteraction(visitorStep(agentId, null, owner), {}, model.deps);
    await runInteraction(visitorStep(agentId, 'Testing my bot', owner), {}, model.deps);
    expect(await convoOf(agentId, userId)).toMatchObject({ ownerChat: true });
  });
});
