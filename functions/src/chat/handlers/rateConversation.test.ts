import { errorOf } from '../../testing/apiClient';
import { describe, expect, it } from 'vitest';
import { signInAnonymously } from '../../testing/emulators';
import { useApiHarness } from '../../testing/useApiHarness';
import { readDoc, seedAgent, seedConversation } from '../../testing/seed';

const { api, visitor, owner } = useApiHarness();

describe('POST /agents/{id}/analytics/rating', () => {
  it('stores the rating once and locks it', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const convoId = await seedConversation('eu', agentId, visitor.uid);
    const path = `/api/eu/agents/${agentId}/analytics/rating`;
    const first = await api.call('POST', path, {
      token: visitor.idToken,
      body: { rating: 4, timestamp: 1_700_000_000, convo_id: convoId },
    });
    expect(first).toEqual({ status: 200, body: { ratingFrom5: 4 } });
    const stored = await readDoc('eu', `voiceglow/${agentId}/convos/${convoId}`);
    expect(stored?.ratingFrom5).toBe(4);
    expect(stored?.ratedAt.toMillis()).toBe(1_700_000_000_000);
    const second = await api.call('POST', path, {
      token: visitor.idToken,
      body: { rating: 1, convo_id: convoId },
    });
    expect(second).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'This conversation is already rated.' } },
    });
    expect((await readDoc('eu', `voiceglow/${agentId}/convos/${convoId}`))?.ratingFrom5).toBe(4);
  });

  it('refuses out-of-scale ratings, strangers and agents with ratings off, writing nothing', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const convoId = await seedConversation('eu', agentId, visitor.uid);
    const path = `/api/eu/agents/${agentId}/analytics/rating`;
    for (const rating of [0, 6, 2.5, '5']) {
      const answer = await api.call('POST', path, {
        token: visitor.idToken,
        body: { rating, convo_id: convoId },
      });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).message).toMatch(/^Invalid request: rating/);
    }
    const intruder = await signInAnonymously();
    const stolen = await api.call('POST', path, {
      token: intruder.idToken,
      body: { rating: 1, convo_id: convoId },
    });
    expect(stolen.status).toBe(403);
    const quiet = await seedAgent('eu', owner.uid, { disableRating: true });
    const quietConvo = await seedConversation('eu', quiet, visitor.uid);
    const off = await api.call('POST', `/api/eu/agents/${quiet}/analytics/rating`, {
      token: visitor.idToken,
      body: { rating: 5, convo_id: quietConvo },
    });
    expect(off.status).toBe(403);
    expect(
      (await readDoc('eu', `voiceglow/${agentId}/convos/${convoId}`))?.ratingFrom5,
    ).toBeUndefined();
    expect(
      (await readDoc('eu', `voiceglow/${quiet}/convos/${quietConvo}`))?.ratingFrom5,
    ).toBeUndefined();
  });
});
