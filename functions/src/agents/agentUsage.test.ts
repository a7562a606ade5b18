import { describe, expect, it } from 'vitest';
import { dbFor } from '../firestore';
import { runInteraction } from '../chat/interact/runInteraction';
import { useChatModelStandIn } from '../testing/chatModelStandIn';
import { useEmulators } from '../testing/emulators';
import { readDoc, seedAgent } from '../testing/seed';
import { visitorStep } from '../testing/visitorStep';

useEmulators();

const model = useChatModelStandIn();

describe('the usage ledger (agentUsage)', () => {
  it('counts every reply beside the agent and mirrors it on the agent', async () => {
    const agentId = await seedAgent('eu', 'owner-1', { tokensUsage: 1000 });
    await runInteraction(visitorStep(agentId, 'Do the sneakers run small?'), {}, model.deps);
    expect(await readDoc('eu', `agentUsage/${agentId}`)).toEqual({
      ownerID: 'owner-1',
      tokensUsage: 1330,
      maxTokensUsage: 1_000_000,
    });
    expect((await readDoc('eu', `voiceglow/${agentId}`))?.tokensUsage).toBe(1330);
  });

  it('keeps an agent that used its allowance blocked after the owner deletes and re-creates it', async () => {
    const agentId = await seedAgent('eu', 'owner-1', { tokensUsage: 1000, maxTokensUsage: 1300 });
    await runInteraction(visitorStep(agentId, 'Hello'), {}, model.deps);
    // What the owner's browser may do: delete the agent, then create it again
    // under the same id with no usage and the default allowance.
    const agent = dbFor('eu').doc(`voiceglow/${agentId}`);
    await agent.delete();
    await agent.set({ ID: agentId, ownerID: 'owner-1', title: 'Shoe Shop', agentPlatform: 'vg' });
    await expect(
      runInteraction(visitorStep(agentId, 'Still there?'), {}, model.deps),
    ).rejects.toMatchObject({ status: 403, extra: { code: 'tokens-consumed' } });
    expect((await readDoc('eu', `agentUsage/${agentId}`))?.tokensUsage).toBe(1330);
  });
});
