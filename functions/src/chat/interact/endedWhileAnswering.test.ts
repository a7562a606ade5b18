import { describe, expect, it } from 'vitest';
import type { Turn } from '@vg/common';
import { useChatModelStandIn } from '../../testing/chatModelStandIn';
import { useApiHarness } from '../../testing/useApiHarness';
import { readDoc, seedAgent, seedConversation } from '../../testing/seed';
import { visitorStep } from '../../testing/visitorStep';
import { runInteraction } from './runInteraction';

const model = useChatModelStandIn();
const { api, visitor, owner } = useApiHarness();

describe('End Chat while the reply is being made', () => {
  it("stores the reply before the 'end' turn: the conversation still ends last", async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const userId = await seedConversation('eu', agentId, visitor.uid);
    const path = `/api/eu/agents/${agentId}/convos/${userId}/end`;
    // The visitor presses End Chat after the visitor's turn is stored, before the answer is.
    model.setBeforeReply(async () => {
      const ended = await api.call('POST', path, { token: visitor.idToken, body: {} });
      expect(ended.status).toBe(200);
    });
    try {
      await runInteraction(
        visitorStep(agentId, 'How long does shipping take?', {
          userId,
          callerUid: visitor.uid,
        }),
        {},
        model.deps,
      );
    } finally {
      model.setBeforeReply(null);
    }
    const convo = await readDoc('eu', `voiceglow/${agentId}/convos/${userId}`);
    const turns = JSON.parse(String(convo?.turns)) as Turn[];
    expect(turns.map((turn) => [turn.from, turn.messages[0]?.type])).toEqual([
      ['human', 'text'],
      ['bot', 'text'],
      ['bot', 'end'],
    ]);
    expect(convo?.state).toBe('ended_chat');
  });
});
