import { describe, expect, it } from 'vitest';
import { dbFor } from '../firestore';
import { useEmulators } from '../testing/emulators';
import { seedAgent } from '../testing/seed';
import { channelConversationId, runChannelStep } from '../channels/runChannelStep';
import { decodeTurns } from '../chat/convos/turns';
import { noteInConversation } from './noteInConversation';

useEmulators();

describe('the campaign message in the inbox', () => {
  it('is added after the person’s conversation, keeping every turn before it', async () => {
    const db = dbFor('eu');
    const agentId = await seedAgent('eu', 'owner-1', { proactiveMessage: 'Hi there' });
    const channel = { type: 'whatsapp' as const, id: '1055501', to: '4790011111', name: 'Ingrid' };
    await runChannelStep({
      db,
      region: 'eu',
      agentId,
      channel,
      action: { type: 'text', payload: 'Do you ship to Norway?' },
    });
    const ref = db.doc(`voiceglow/${agentId}/convos/${channelConversationId(channel)}`);
    const before = decodeTurns((await ref.get()).get('turns'));
    expect(before.length).toBeGreaterThan(1);
    await noteInConversation(db, agentId, channel, 'Twenty percent off', Date.now());
    const after = decodeTurns((await ref.get()).get('turns'));
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)).toMatchObject({
      from: 'bot',
      session_id: before.at(-1)?.session_id,
      messages: [{ item: { payload: { message: 'Twenty percent off' } } }],
    });
    await noteInConversation(db, agentId, { ...channel, to: '4790022222' }, 'Hi', Date.now());
    expect((await db.collection(`voiceglow/${agentId}/convos`).get()).size).toBe(1);
  });
});
